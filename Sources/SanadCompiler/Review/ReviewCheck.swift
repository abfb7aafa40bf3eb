import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// Review checks on anything a reviewer approves (`ReviewedItem`): the approval's
/// reviewer may approve it and is no sample, its date is real and not in the future nor
/// expired, and its fingerprint is current; under `--release`, what is not approved is left out
/// of the bundle (or, with `--require-all-approved`, is an error).
public enum ReviewCheck {
    /// Checks one reviewed item.
    public static func check(_ item: ReviewedItem, policy: ReviewPolicy, index: CorpusIndex) -> [Diagnostic] {
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
        if let reviewerID = review.reviewer, let reviewer = index.reviewers[reviewerID.value],
            let (name, scopes) = item.reviewScopes.map({ (item.what, $0) }) ?? index.categories[item.categoryFolder].map({ ("'\($0.id.value)'", $0.reviewScopes) }),
            Set(reviewer.scopes).isDisjoint(with: scopes) {
            diagnostics.append(Diagnostic(
                ReviewDiagnostics.reviewerScope,
                "\(reviewer.id.value) (scopes: \(reviewer.scopes.joined(separator: ", "))) may not approve \(name) content",
                at: reviewerID.range, help: "it needs a reviewer with one of: \(scopes.joined(separator: ", "))"))
        }
        if let language = item.language, let reviewerID = review.reviewer, let reviewer = index.reviewers[reviewerID.value], !reviewer.reviews(language: language) {
            diagnostics.append(Diagnostic(
                ReviewDiagnostics.reviewerScope,
                "\(reviewer.id.value) (languages: \(reviewer.languages.isEmpty ? "none" : reviewer.languages.joined(separator: ", "))) may not approve the '\(language)' translation",
                at: reviewerID.range, help: "it needs a reviewer whose 'languages' in reviewers.yaml include '\(language)'"))
        }
        if policy.release, policy.sampleReviewers, let reviewer = review.reviewer {
            diagnostics.append(Diagnostic(
                ReviewDiagnostics.sampleReviewer, "\(reviewer.value) is a sample reviewer: a release needs approvals by real reviewers", at: reviewerRange,
                notes: [.init(message: "reviewers.yaml is marked 'sample-data: true'")],
                help: "have a real reviewer, listed in reviewers.yaml without sample-data, review and approve it"))
        }
        diagnostics += dateChecks(review, range: review.dateRange ?? statusRange, policy: policy)
        if item.isStale(root: policy.root) {
            let who = review.reviewer.map { " by \($0.value)" } ?? ""
            // A stale translation is left out of a release: the app shows the source text.
            if let language = item.language, policy.release, !policy.requireAllApproved {
                var diagnostic = Diagnostic(
                    ReviewDiagnostics.unapprovedLesson, "the \(item.what) changed after it was approved\(who): it is left out of this release",
                    at: review.fingerprintRange ?? statusRange,
                    notes: [.init(message: "the app shows the source text where no current '\(language)' translation is published")],
                    help: "ask for a new review, then run: sanad review approve \(item.approvalID) --reviewer <id>")
                diagnostic.severity = .warning
                diagnostics.append(diagnostic)
                return diagnostics
            }
            let notes: [Diagnostic.Note] = review.fingerprint.flatMap { recorded in item.canonicalText.map { item.isVersion1(recorded, $0) } } == true
                ? [.init(message: "the approval has a version 1 fingerprint, from before media were part of what a reviewer approves")] : []
            diagnostics.append(Diagnostic(
                ReviewDiagnostics.staleApproval, "the \(item.what) changed after it was approved\(who): the approval is stale",
                at: review.fingerprintRange ?? statusRange, notes: notes,
                help: "ask for a new review, then run: sanad review approve \(item.approvalID) --reviewer <id>"))
        }
        return diagnostics
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
                     PlaceholderRule.description.code]
        if codes.contains(diagnostic.code) { diagnostic.severity = .error }
        return diagnostic
    }
}
