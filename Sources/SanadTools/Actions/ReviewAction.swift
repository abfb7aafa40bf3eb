import Crypto
import SanadBundleFormat
import Foundation
import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// `sanad review approve` and `sanad review status`.
public struct ReviewAction: Sendable {
    /// The outcome: text and exit status.
    public typealias Outcome = ActionOutcome<Void>

    /// The content folder, the one holding `sanad.yaml`; nil: `content-src/`, else the nearest
    /// folder above with a `sanad.yaml`.
    public var source: String?
    /// Where relative paths (the content folder, `key`) start.
    public var workingDirectory: String

    /// The review commands for the project at `source`.
    public init(source: String?, workingDirectory: String) {
        self.source = source
        self.workingDirectory = workingDirectory
    }

    private func check() -> Result<Pipeline.Result, Diagnostic> {
        ContentDiscovery(workingDirectory: workingDirectory).checkedProject(source, command: "review")
    }

    /// Records an approval of the current content of anything reviewed, named by its approval id
    /// or by its file's path relative to the content folder, by `reviewer` on `date`
    /// (YYYY-MM-DD, a real day, not after `today`). Refused with exit 2, changing nothing: an
    /// unknown id or reviewer (with the nearest ones), a reviewer whose scopes do not cover the
    /// category, an invalid or future date.
    ///
    /// With `key` (a private key file from `sanad keys generate`), the approval is signed: the
    /// key must be the one reviewers.yaml names as the reviewer's `public-key`.
    public func approve(lessonID: String, reviewer: String, date: String, today: LocalDate, key: String? = nil) -> Outcome {
        func refuse(_ message: String) -> Outcome { Outcome(output: "error: \(message)\n", exitCode: ExitStatus.usage) }
        guard let day = LocalDate(iso: date) else { return refuse("--date takes a real day as YYYY-MM-DD, not '\(date)'") }
        guard day <= today else { return refuse("--date \(date) is after today (\(today)): an approval cannot come from the future") }
        let renderer = TextRenderer()
        let result: Pipeline.Result
        switch check() {
        case .failure(let diagnostic): return Outcome(output: renderer.render([diagnostic]), exitCode: ExitStatus.usage)
        case .success(let checked): result = checked
        }
        let items = ContentKinds.all.flatMap { $0.allReviewedItems(in: result.corpus) }
        // An id, or the path of the file approved (for an id that names two things).
        let paths = Dictionary(result.corpus.sources.map { (ObjectIdentifier($0.file), $0.relativePath) }, uniquingKeysWith: { first, _ in first })
        var matching = items.filter { $0.approvalID == lessonID }
        if matching.count != 1 {
            let byPath = items.filter { paths[ObjectIdentifier($0.file)] == lessonID }
            if byPath.count == 1 { matching = byPath }
        }
        guard matching.count <= 1 else {
            return refuse("'\(lessonID)' names \(matching.count) things to review: \(matching.map { "\($0.what) in \($0.file.path)" }.joined(separator: ", ")); name the one to approve by its file's path")
        }
        guard let item = matching.first else {
            let close = Suggestion.closest(to: lessonID, in: items.map(\.approvalID).sorted(), limit: 3)
            return refuse("nothing to review has the id '\(lessonID)' (a lesson, a category, CATEGORY/supplementary, a file's own id such as a quiz bank's, copy/ID, worship/plan, achievements, or a translation's path)"
                + (close.isEmpty ? "" : "; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"))
        }
        guard let approver = result.index.reviewers[reviewer] else {
            let known = result.index.reviewers.keys.sorted()
            let close = Suggestion.closest(to: reviewer, in: known, limit: 2)
            return refuse("no reviewer '\(reviewer)' in reviewers.yaml" + (close.isEmpty ? (known.isEmpty ? "" : " (reviewers: \(known.joined(separator: ", ")))") : "; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"))
        }
        let folder = item.categoryFolder
        // An item in no category whose kind names no scopes (a quiz bank, achievements) may be
        // approved by any reviewer of the registry.
        let scopes = item.reviewScopes ?? result.index.categories[folder]?.reviewScopes ?? result.corpus.categories.first(where: { $0.folder == folder })?.reviewScopes
        if scopes == nil, !folder.isEmpty {
            return refuse("'\(lessonID)' is in the folder '\(folder)', which has no category.yaml: its reviewers' scopes are unknown")
        }
        if let scopes, Set(approver.scopes).isDisjoint(with: scopes) {
            return refuse("\(reviewer) (scopes: \(approver.scopes.joined(separator: ", "))) may not approve \(item.reviewScopes == nil ? "'\(folder)'" : item.what) content, which needs one of: \(scopes.joined(separator: ", "))")
        }
        if let language = item.language, !approver.reviews(language: language) {
            return refuse("\(reviewer) (languages: \(approver.languages.isEmpty ? "none" : approver.languages.joined(separator: ", "))) may not approve the '\(language)' translation: add '\(language)' to their languages in reviewers.yaml if they review it")
        }
        var signer: Curve25519.Signing.PrivateKey?
        if key == nil, result.corpus.project?.approvals.requireSignatures == true {
            return refuse("this project requires signed approvals (approvals: require-signatures in sanad.yaml): pass --key with \(reviewer)'s private key file")
        }
        if let key {
            switch BuildAction.signingKeys([ContentDiscovery(workingDirectory: workingDirectory).absolute(key)]) {
            case .success(let keys): signer = keys[0]
            case .failure(let problem): return refuse(problem.message)
            }
            let published = signer!.publicKey.rawRepresentation.base64EncodedString()
            guard let expected = approver.publicKey?.value else {
                return refuse("\(reviewer) has no public-key in reviewers.yaml: add '\(published)' there (their key's public half) before signing with it")
            }
            guard expected == published else {
                return refuse("\(key) is not \(reviewer)'s key: reviewers.yaml names another public-key for them")
            }
        }
        let path = item.file.path
        let errors = result.diagnostics.filter { $0.severity == .error && $0.path == path && !ReviewDiagnostics.all.contains($0.code) }
        if !errors.isEmpty {
            return Outcome(output: renderer.render(errors) + "error: fix its errors before approving it\n", exitCode: ExitStatus.failure)
        }
        do {
            let root = result.corpus.root
            let texts = result.corpus.sources.first { $0.file === item.file }?.texts ?? []
            let requiredScopes = ReviewCheck.requiredScopes(item, index: result.index)
            let sign = signer.map { signer in
                { (fingerprint: String) throws -> String in
                    try ApprovalSignature.sign(ApprovalSignature.statement(
                        item: item.approvalID, kind: item.kind.name, fingerprint: fingerprint, scopes: requiredScopes, reviewer: reviewer, date: date), with: signer)
                }
            }
            let bytes = try ReviewEditor.approve(item, reviewer: reviewer, date: date, root: root, texts: texts, sign: sign)
            let url = URL(fileURLWithPath: ContentDiscovery(workingDirectory: workingDirectory).absolute(path))
            try Data(bytes).write(to: url, options: .atomic)
            return Outcome(output: "approved \(lessonID) by \(reviewer) on \(date)\(signer == nil ? "" : ", signed")\n", exitCode: ExitStatus.success)
        } catch {
            return Outcome(output: "error: \(error)\n", exitCode: ExitStatus.failure)
        }
    }

    /// Lessons grouped by review state, stale approvals apart.
    public func status() -> Outcome {
        let result: Pipeline.Result
        switch check() {
        case .failure(let diagnostic): return Outcome(output: TextRenderer().render([diagnostic]), exitCode: ExitStatus.usage)
        case .success(let checked): result = checked
        }
        let stale = Set(result.diagnostics.filter { $0.code == ReviewDiagnostics.staleApproval }.compactMap(\.path))
        let items: [(id: String, review: ReviewModel, path: String)] = ContentKinds.all.flatMap { $0.allReviewedItems(in: result.corpus) }.map { item in
            (item.kind == .lesson ? item.approvalID : "\(item.approvalID) (\(item.what))", item.review, item.file.path)
        }
        var groups: [(String, [String])] = [
            (ReviewStatus.approved.rawValue, []), ("approved, stale", []), (ReviewStatus.inReview.rawValue, []),
            (ReviewStatus.changesRequested.rawValue, []), (ReviewStatus.draft.rawValue, []),
        ]
        for item in items.sorted(by: { $0.id < $1.id }) {
            var state = item.review.status.rawValue
            if item.review.isApproved, stale.contains(item.path) { state = "approved, stale" }
            var line = item.id
            if let reviewer = item.review.reviewer?.value { line += " (\(reviewer)\(item.review.date.map { ", \($0)" } ?? ""))" }
            if let index = groups.firstIndex(where: { $0.0 == state }) { groups[index].1.append(line) }
        }
        var output = ""
        for (state, lessons) in groups where !lessons.isEmpty {
            output += "\(state) (\(lessons.count)):\n" + lessons.map { "  \($0)\n" }.joined()
        }
        return Outcome(output: output.isEmpty ? "no lessons\n" : output, exitCode: ExitStatus.success)
    }
}
