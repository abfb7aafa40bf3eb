import SanadDiagnostics

/// The catalogue of review diagnostics. Sorted by code.
public enum ReviewDiagnostics {
    /// V0001: something approved that changed since, so its fingerprint no longer matches.
    public static let staleApproval = DiagnosticCode(
        id: "V0001", name: "stale-approval", group: .review, severity: .warning,
        summary: "Something reviewed (a lesson, a category, a quiz bank, an app's copy, a translation…) changed after it was approved: its fingerprint no longer matches (an error under `sanad build --release`, where a stale translation is left out instead).",
        example: "review: { status: approved, …, fingerprint: <an older content's digest> }")
    /// V0002: something left out of a release because it is not approved.
    public static let unapprovedLesson = DiagnosticCode(
        id: "V0002", name: "unapproved-lesson", group: .review, severity: .error,
        summary: "Under `sanad build --release`, anything reviewed that is not approved (draft, in review, changes requested), and a translation changed since its approval, is left out of the bundle (a warning); with `--require-all-approved` it is an error, and so is leaving out something published content requires.",
        example: "review: { status: in-review }  (with --release)")

    /// V0003: an approval by a reviewer whose scopes or languages do not cover what they approved.
    public static let reviewerScope = DiagnosticCode(
        id: "V0003", name: "reviewer-scope", group: .review, severity: .warning,
        summary: "Something was approved by a reviewer whose scopes do not cover it (a category's `review-scopes`, a kind's scopes), or a translation by a reviewer whose `languages` do not include its locale (an error under `sanad build --release`).",
        example: "a backbiting lesson approved by a reviewer with scopes [fiqh] only")

    /// V0004: a release approval by a reviewer from sample data.
    public static let sampleReviewer = DiagnosticCode(
        id: "V0004", name: "sample-reviewer", group: .review, severity: .error,
        summary: "Under `sanad build --release`, an approval by a reviewer from a reviewers.yaml marked `sample-data: true`.",
        example: "review: { status: approved, reviewer: sample-reviewer-akhlaq, … }  (with --release)")
    /// V0005: an approval dated on no calendar day, or after the build date.
    public static let approvalDate = DiagnosticCode(
        id: "V0005", name: "approval-date", group: .review, severity: .error,
        summary: "An approval's date is not a day of the calendar, or is after the build date.",
        example: "review: { status: approved, …, date: 2026-02-30 }")
    /// V0006: an approval older than `review-valid-for` in `sanad.yaml`.
    public static let expiredApproval = DiagnosticCode(
        id: "V0006", name: "expired-approval", group: .review, severity: .warning,
        summary: "An approval is older than `review-valid-for` in sanad.yaml (an error under `sanad build --release`).",
        example: "review-valid-for: 12 months, and an approval dated two years ago")
    /// V0007: published content that requires something a release leaves out as unapproved.
    public static let unpublishedRequirement = DiagnosticCode(
        id: "V0007", name: "unpublished-requirement", group: .review, severity: .error,
        summary: "Under `sanad build --release`, published content requires a lesson or category that is left out because it is not approved; the chain is shown.",
        example: "an approved lesson whose `requires:` names a lesson in review")
    /// V0008: a release with an approved memorisation unit whose recitation is a placeholder.
    public static let placeholderRecording = DiagnosticCode(
        id: "V0008", name: "placeholder-recording", group: .review, severity: .error,
        summary: "Under `sanad build --release`, an approved memorisation unit's recitation is marked `placeholder: true` (a stand-in voice, not a qualified reciter). Outside a release it is shown in the citation report, not reported.",
        example: "recitation: { reciter: espeak-ng, placeholder: true, … } in an approved unit")

    /// V0009: an approval signature that does not verify, or is missing where one is required.
    public static let approvalSignature = DiagnosticCode(
        id: "V0009", name: "approval-signature", group: .review, severity: .error,
        summary: "An approval's signature does not verify against its reviewer's `public-key` in reviewers.yaml (forged, copied from another item, or made for other content), or a signed approval's reviewer has no public key; with `approvals: require-signatures: true`, an unsigned approval (a warning while drafting, an error in a release).",
        example: "review: { status: approved, reviewer: a, …, signature: <a signature of another lesson's approval> }")
    /// V0010: content with fewer approvals by distinct scoped reviewers than its quorum.
    public static let approvalQuorum = DiagnosticCode(
        id: "V0010", name: "approval-quorum", group: .review, severity: .warning,
        summary: "Content needing a scope with a quorum (`approvals: quorum:` in sanad.yaml) has fewer approvals by distinct reviewers holding that scope than the quorum; the message names who could still approve (an error in a release).",
        example: "approvals: { quorum: { hadith: 2 } }, and a hadith lesson approved by one reviewer")

    /// V0011: a bundle that would already be past its expiry when built.
    public static let bornExpired = DiagnosticCode(
        id: "V0011", name: "bundle-born-expired", group: .review, severity: .error,
        summary: "`sanad build` would write a bundle already past its expiry: `bundle-valid-for` counted from the build day (`SOURCE_DATE_EPOCH`'s, when set) ends before today.",
        example: "bundle-valid-for: 3 days, built with SOURCE_DATE_EPOCH of a week ago")
    /// V0012: a release would ship media whose credit says they are placeholders.
    public static let placeholderMedia = DiagnosticCode(
        id: "V0012", name: "placeholder-media", group: .review, severity: .error,
        summary: "Under `sanad build --release`, media the release ships are credited with `placeholder: true` in sanad.yaml's `credits:` (stand-ins, not licensed art or recordings); one error per credit, with the media it covers. Outside a release they are built as they are.",
        example: "credits: [{ files: [media/badges/*.png], author: …, licence: Sample data, placeholder: true }] and an achievement's badge")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [staleApproval, unapprovedLesson, reviewerScope, sampleReviewer, approvalDate, expiredApproval, unpublishedRequirement,
                                               placeholderRecording, approvalSignature, approvalQuorum, bornExpired, placeholderMedia]
}
