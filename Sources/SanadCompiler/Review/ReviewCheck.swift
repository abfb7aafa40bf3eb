import SanadCitations
import SanadDiagnostics

/// Review state checks: an approval whose fingerprint no longer matches is stale; under
/// `--release` every lesson must be approved.
public enum ReviewCheck {
    public static func check(_ lesson: LessonModel, release: Bool) -> [Diagnostic] {
        let review = lesson.review
        let statusRange = lesson.node["review"]?["status"]?.range ?? review.range ?? lesson.id.range
        if review.status == "approved" {
            guard let recorded = review.fingerprint else { return [] }
            let current = LessonFingerprint.compute(lesson)
            guard recorded != current else { return [] }
            let at = lesson.node["review"]?["fingerprint"]?.range ?? statusRange
            let who = review.reviewer.map { " by \($0.value)" } ?? ""
            return [Diagnostic(
                ReviewDiagnostics.staleApproval, "the lesson changed after it was approved\(who): the approval is stale", at: at,
                help: "ask for a new review, then run: sanad review approve \(lesson.id.value) --reviewer <id>")]
        }
        guard release else { return [] }
        return [Diagnostic(
            ReviewDiagnostics.unapprovedLesson, "'\(lesson.id.value)' is \(review.status), not approved: a release publishes approved lessons only",
            at: statusRange)]
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
