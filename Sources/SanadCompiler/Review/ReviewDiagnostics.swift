import SanadDiagnostics

/// The catalogue of review diagnostics. Sorted by code.
public enum ReviewDiagnostics {
    public static let staleApproval = DiagnosticCode(
        id: "V0001", name: "stale-approval", group: "review", severity: .warning,
        summary: "A lesson changed after it was approved: its fingerprint no longer matches (an error under `sanad build --release`).",
        example: "review: { status: approved, …, fingerprint: <an older content's digest> }")
    public static let unapprovedLesson = DiagnosticCode(
        id: "V0002", name: "unapproved-lesson", group: "review", severity: .error,
        summary: "`sanad build --release` publishes approved lessons only; this one is a draft, in review or has changes requested.",
        example: "review: { status: in-review }  (with --release)")

    public static let reviewerScope = DiagnosticCode(
        id: "V0003", name: "reviewer-scope", group: "review", severity: .warning,
        summary: "A lesson was approved by a reviewer whose scopes do not cover its category's `review-scopes`.",
        example: "a backbiting lesson approved by a reviewer with scopes [fiqh] only")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [staleApproval, unapprovedLesson, reviewerScope]
}
