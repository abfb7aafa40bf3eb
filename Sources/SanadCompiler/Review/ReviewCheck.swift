import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// Review checks on anything a reviewer approves (`ReviewedItem`): the approval's
/// reviewer may approve it and is no sample, its date is real and not in the future nor
/// expired, and its fingerprint is current; under `--release`, what is not approved is left out
/// of the bundle (or, with `--require-all-approved`, is an error).
public enum ReviewCheck {
    /// Checks one reviewed item; `texts` are its file's texts, where a stale approval shows what
    /// changed.
    public static func check(_ item: ReviewedItem, policy: ReviewPolicy, index: CorpusIndex, texts: @autoclosure () -> [LearnerText] = []) -> [Diagnostic] {
        let review = item.review
        let statusRange = review.statusRange ?? review.range ?? item.fallback
        guard review.isApproved else {
            guard policy.release else { return [] }
            if policy.requireAllApproved {
                return [Diagnostic(
                    ReviewDiagnostics.unapprovedLesson, "the \(item.what) '\(item.approvalID)' is \(review.status), not approved: --require-all-approved publishes approved content only",
                    at: statusRange)]
            }
            var diagnostic = Diagnostic(
                ReviewDiagnostics.unapprovedLesson, "the \(item.what) '\(item.approvalID)' is \(review.status), not approved: it is left out of this release",
                at: statusRange, help: "ask for a review; pass --require-all-approved to make this an error")
            diagnostic.severity = .warning
            return [diagnostic]
        }
        var diagnostics: [Diagnostic] = []
        let reviewerRange = review.reviewer?.range ?? statusRange
        // Every approver, the first and each co-approver, must be one who may approve it.
        for reviewerID in review.approvals.map(\.reviewer) {
            if let reviewer = index.reviewers[reviewerID.value],
                let (name, scopes) = item.reviewScopes.map({ (item.what, $0) }) ?? index.categories[item.categoryFolder].map({ ("'\($0.id.value)'", $0.reviewScopes) }),
                Set(reviewer.scopes).isDisjoint(with: scopes) {
                diagnostics.append(Diagnostic(
                    ReviewDiagnostics.reviewerScope,
                    "\(reviewer.id.value) (scopes: \(reviewer.scopes.joined(separator: ", "))) may not approve \(name) content",
                    at: reviewerID.range, help: "it needs a reviewer with one of: \(scopes.joined(separator: ", "))"))
            }
            if let language = item.language, let reviewer = index.reviewers[reviewerID.value], !reviewer.reviews(language: language) {
                diagnostics.append(Diagnostic(
                    ReviewDiagnostics.reviewerScope,
                    "\(reviewer.id.value) (languages: \(reviewer.languages.isEmpty ? "none" : reviewer.languages.joined(separator: ", "))) may not approve the '\(language)' translation",
                    at: reviewerID.range, help: "it needs a reviewer whose 'languages' in reviewers.yaml include '\(language)'"))
            }
        }
        if policy.release, policy.sampleReviewers, let reviewer = review.reviewer {
            diagnostics.append(Diagnostic(
                ReviewDiagnostics.sampleReviewer, "\(reviewer.value) is a sample reviewer: a release needs approvals by real reviewers", at: reviewerRange,
                notes: [.init(message: "reviewers.yaml is marked 'sample-data: true'")],
                help: "have a real reviewer, listed in reviewers.yaml without sample-data, review and approve it"))
        }
        diagnostics += dateChecks(review, range: review.dateRange ?? statusRange, policy: policy)
        for approval in review.coApprovals {
            diagnostics += dateChecks(ReviewModel(status: .approved, date: approval.date), range: approval.dateRange ?? approval.reviewer.range, policy: policy)
        }
        let stale = item.isStale(root: policy.root)
        if !stale { diagnostics += boardChecks(item, policy: policy, index: index, fallback: statusRange) }
        if stale {
            let who = review.reviewer.map { " by \($0.value)" } ?? ""
            let changes = Self.changes(since: review, texts: texts(), fallback: review.fingerprintRange ?? statusRange)
            // A stale translation is left out of a release: the app shows the source text.
            if let language = item.language, policy.release, !policy.requireAllApproved {
                var diagnostic = Diagnostic(
                    ReviewDiagnostics.unapprovedLesson, "the \(item.what) changed after it was approved\(who)\(changes.summary): it is left out of this release",
                    at: changes.range,
                    notes: changes.notes + [.init(message: "the app shows the source text where no current '\(language)' translation is published")],
                    help: "ask for a new review, then run: sanad review approve \(item.approvalID) --reviewer <id>")
                diagnostic.severity = .warning
                diagnostics.append(diagnostic)
                return diagnostics
            }
            var notes = changes.notes
            if let recorded = review.fingerprint, let canonical = item.canonicalText, let earlier = item.earlierFingerprint(recorded, canonical, policy.root) {
                notes.append(.init(message: earlier))
            }
            diagnostics.append(Diagnostic(
                ReviewDiagnostics.staleApproval, "the \(item.what) changed after it was approved\(who)\(changes.summary): the approval is stale",
                at: changes.range, notes: notes,
                help: "ask for a new review, then run: sanad review approve \(item.approvalID) --reviewer <id>"))
        }
        return diagnostics
    }

    /// The scopes a reviewer of `item` needs one of: its kind's, or its category's.
    package static func requiredScopes(_ item: ReviewedItem, index: CorpusIndex) -> [String] {
        item.reviewScopes ?? index.categories[item.categoryFolder]?.reviewScopes ?? []
    }

    /// The review board's rules on a current approval: each signature verifies against its
    /// reviewer's key (a signature that does not is always an error), signatures are present when
    /// required, and each scope with a quorum has that many distinct approvers holding it.
    static func boardChecks(_ item: ReviewedItem, policy: ReviewPolicy, index: CorpusIndex, fallback: SourceRange) -> [Diagnostic] {
        let review = item.review
        guard let fingerprint = review.fingerprint else { return [] }
        let scopes = requiredScopes(item, index: index)
        var diagnostics: [Diagnostic] = []
        var signedBy: Set<String> = [], approvers: [String] = []
        for approval in review.approvals {
            let id = approval.reviewer.value
            if !approvers.contains(id) { approvers.append(id) }
            guard let signature = approval.signature else {
                if policy.approvals.requireSignatures {
                    diagnostics.append(Diagnostic(
                        ReviewDiagnostics.approvalSignature, "the approval by \(id) is not signed: this project requires signed approvals", at: approval.reviewer.range,
                        notes: [.init(message: "set by 'approvals: require-signatures: true' in sanad.yaml")],
                        help: "have \(id) approve it again with their key: sanad review approve \(item.approvalID) --reviewer \(id) --key <their .private.json>")
                        .with(severity: policy.release ? .error : .warning))
                }
                continue
            }
            guard let key = index.reviewers[id]?.publicKey?.value else {
                diagnostics.append(Diagnostic(
                    ReviewDiagnostics.approvalSignature, "the approval by \(id) is signed, but \(id) has no public-key in reviewers.yaml to verify it with",
                    at: signature.range, help: "add the reviewer's public key (the publicKey of their .public.json) as 'public-key:' in reviewers.yaml"))
                continue
            }
            let statement = ApprovalSignature.statement(
                item: item.approvalID, kind: item.kind.name, fingerprint: fingerprint, scopes: scopes, reviewer: id, date: approval.date ?? "")
            if ApprovalSignature.isValid(signature.value, of: statement, by: key) {
                signedBy.insert(id)
            } else {
                diagnostics.append(Diagnostic(
                    ReviewDiagnostics.approvalSignature, "the signature of the approval by \(id) does not verify: it was not made by \(id)'s key for this content, date and scope",
                    at: signature.range,
                    notes: [.init(message: "a signature covers the \(item.what) '\(item.approvalID)', its fingerprint, the scopes it needs (\(scopes.isEmpty ? "none" : scopes.sorted().joined(separator: ", "))), the reviewer and the date")],
                    help: "have \(id) approve it again: sanad review approve \(item.approvalID) --reviewer \(id) --key <their .private.json>"))
            }
        }
        // An approval counts towards a quorum when its reviewer holds the scope and, where
        // signatures are required, its signature verifies.
        for scope in scopes.sorted() {
            guard let needed = policy.approvals.quorum[scope], needed >= 1 else { continue }
            let counted = approvers.filter { id in
                guard let reviewer = index.reviewers[id], reviewer.scopes.contains(scope) else { return false }
                return (item.language.map(reviewer.reviews(language:)) ?? true) && (!policy.approvals.requireSignatures || signedBy.contains(id))
            }
            guard counted.count < needed else { continue }
            let others = index.reviewers.values.filter { reviewer in
                reviewer.scopes.contains(scope) && !counted.contains(reviewer.id.value) && (!policy.approvals.requireSignatures || reviewer.publicKey != nil)
            }.map(\.id.value).sorted()
            let missing = needed - counted.count
            diagnostics.append(Diagnostic(
                ReviewDiagnostics.approvalQuorum,
                "the \(item.what) '\(item.approvalID)' needs approvals by \(needed) reviewers holding '\(scope)'; it has \(counted.count)"
                    + (counted.isEmpty ? "" : " (\(counted.joined(separator: ", ")))") + ": \(missing) more needed",
                at: review.reviewer?.range ?? fallback,
                notes: [.init(message: "set by 'approvals: quorum: \(scope): \(needed)' in sanad.yaml")],
                help: others.isEmpty
                    ? "reviewers.yaml has no other reviewer holding '\(scope)': add board members"
                    : "\(missing == 1 ? "one" : "\(missing)") of \(others.joined(separator: ", ")) may approve it: sanad review approve \(item.approvalID) --reviewer <id>")
                .with(severity: policy.release ? .error : .warning))
        }
        return diagnostics
    }

    /// What changed since an approval that records its texts' fingerprints: shown at the first
    /// text that changed, the others and the removed ones in notes; at `fallback` (the recorded
    /// fingerprint) when the approval records no texts, or none of them changed (then another
    /// field or a media file did).
    static func changes(since review: ReviewModel, texts: [LearnerText], fallback: SourceRange) -> (range: SourceRange, summary: String, notes: [Diagnostic.Note]) {
        guard let recorded = review.texts else { return (fallback, "", []) }
        let changed = texts.filter { recorded[$0.key] != $0.fingerprint }.sorted { $0.range.start < $1.range.start }
        let current = Set(texts.map(\.key))
        let removed = recorded.keys.filter { !current.contains($0) }.sorted()
        var notes = changed.dropFirst().map { Diagnostic.Note(message: recorded[$0.key] == nil ? "'\($0.key)' is new" : "'\($0.key)' changed", range: $0.range) }
        notes += removed.map { Diagnostic.Note(message: "'\($0)' was removed") }
        guard let first = changed.first else {
            let what = removed.isEmpty ? "its texts are as approved: another field (an answer, an order, a citation) or a media file changed" : "texts were removed"
            return (fallback, "", notes + [.init(message: what)])
        }
        notes.append(.init(message: "the approval", range: fallback))
        let count = changed.count + removed.count
        return (first.range, " ('\(first.key)' \(recorded[first.key] == nil ? "is new" : "changed")" + (count > 1 ? ", and \(count - 1) more)" : ")"), notes)
    }

    /// An approval's date is a real day, not after the build date, and within `review-valid-for`.
    static func dateChecks(_ review: ReviewModel, range: SourceRange, policy: ReviewPolicy) -> [Diagnostic] {
        guard let text = review.date else { return [] }
        guard let date = LocalDate(iso: text) else {
            return [Diagnostic(ReviewDiagnostics.approvalDate, "'\(text)' is not a day of the calendar", at: range, help: "write the approval's date as YYYY-MM-DD")]
        }
        // A day of slack: a reviewer east of UTC may date an approval a day after the build's UTC day.
        if date > policy.today.adding(days: 1) {
            return [Diagnostic(
                ReviewDiagnostics.approvalDate, "the approval is dated \(date), after the build date \(policy.today)", at: range,
                help: "an approval cannot come from the future: correct the date")]
        }
        if let validity = policy.validFor, validity.lastDay(approvedOn: date) < policy.today {
            return [Diagnostic(
                ReviewDiagnostics.expiredApproval, "the approval of \(date) expired on \(validity.lastDay(approvedOn: date)): approvals are valid for \(validity.description)",
                at: range, notes: [.init(message: "set by 'review-valid-for' in sanad.yaml")],
                help: "ask for a new review of the current content")]
        }
        return []
    }

    /// Under `--release`, stale, out-of-scope and expired approvals and unverified quotations are errors.
    public static func releaseSeverity(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        let codes = [ReviewDiagnostics.staleApproval, ReviewDiagnostics.reviewerScope, ReviewDiagnostics.expiredApproval, CitationDiagnostics.quranUnverified,
                     CitationDiagnostics.quotationLevel, PlaceholderRule.description.code]
        if codes.contains(diagnostic.code) { diagnostic.severity = .error }
        return diagnostic
    }
}
