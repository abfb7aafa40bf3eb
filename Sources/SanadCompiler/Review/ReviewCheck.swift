import SanadCitations
import SanadDiagnostics

/// Review state checks: an approval whose fingerprint no longer matches is stale; under
/// `--release` every lesson must be approved.
public enum ReviewCheck {
    public static func check(_ lesson: LessonModel, release: Bool, index: CorpusIndex) -> [Diagnostic] {
        let review = lesson.review
        let statusRange = lesson.node["review"]?["status"]?.range ?? review.range ?? lesson.id.range
        if review.status == "approved" {
            var diagnostics: [Diagnostic] = []
            if let reviewerID = review.reviewer, let reviewer = index.reviewers[reviewerID.value],
                let category = index.categories[lesson.categoryFolder], Set(reviewer.scopes).isDisjoint(with: category.reviewScopes) {
                diagnostics.append(Diagnostic(
                    ReviewDiagnostics.reviewerScope,
                    "\(reviewer.id.value) (scopes: \(reviewer.scopes.joined(separator: ", "))) may not approve '\(category.id.value)' lessons",
                    at: reviewerID.range, help: "this category needs a reviewer with one of: \(category.reviewScopes.joined(separator: ", "))"))
            }
            return diagnostics + staleness(lesson, statusRange: statusRange)
        }
        guard release else { return [] }
        return [Diagnostic(
            ReviewDiagnostics.unapprovedLesson, "'\(lesson.id.value)' is \(review.status), not approved: a release publishes approved lessons only",
            at: statusRange)]
    }

    private static func staleness(_ lesson: LessonModel, statusRange: SourceRange) -> [Diagnostic] {
        let review = lesson.review
        guard let recorded = review.fingerprint, recorded != LessonFingerprint.compute(lesson) else { return [] }
        let at = lesson.node["review"]?["fingerprint"]?.range ?? statusRange
        let who = review.reviewer.map { " by \($0.value)" } ?? ""
        return [Diagnostic(
            ReviewDiagnostics.staleApproval, "the lesson changed after it was approved\(who): the approval is stale", at: at,
            help: "ask for a new review, then run: sanad review approve \(lesson.id.value) --reviewer <id>")]
    }

    /// Under `--release`, stale approvals and unverified quotations are errors.
    public static func releaseSeverity(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        if diagnostic.code == ReviewDiagnostics.staleApproval || diagnostic.code == CitationDiagnostics.quranUnverified {
            diagnostic.severity = .error
        }
        return diagnostic
    }
}
