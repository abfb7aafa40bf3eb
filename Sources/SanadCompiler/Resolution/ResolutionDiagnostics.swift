import SanadDiagnostics

/// The catalogue of resolution diagnostics: ids, references, graphs and paths. Sorted by code.
public enum ResolutionDiagnostics {
    public static let duplicateID = DiagnosticCode(
        id: "R0001", name: "duplicate-id", group: .resolution, severity: .error,
        summary: "Two things of the same kind have the same id; a note points at the first. Ids key app progress, so they must be unique.",
        example: "two lessons with `id: backbiting.what-is-ghibah`")
    public static let unknownReference = DiagnosticCode(
        id: "R0002", name: "unknown-reference", group: .resolution, severity: .error,
        summary: "A reference names something that does not exist (a category, subtopic, lesson, reviewer or audience).",
        example: "requires: [backbiting.what-is-gheebah]")
    public static let dependencyCycle = DiagnosticCode(
        id: "R0003", name: "dependency-cycle", group: .resolution, severity: .error,
        summary: "Prerequisites form a cycle; every edge of the cycle is shown.",
        example: "lesson a requires b, and b requires a")
    public static let duplicateOrder = DiagnosticCode(
        id: "R0004", name: "duplicate-order", group: .resolution, severity: .error,
        summary: "Two lessons of a category have the same `order`.",
        example: "two lessons with `order: 2` in backbiting")
    public static let unreachableLesson = DiagnosticCode(
        id: "R0005", name: "unreachable-lesson", group: .resolution, severity: .error,
        summary: "A lesson can never be unlocked: its prerequisites can only be met after it.",
        example: "a Wudu lesson requiring a Salah lesson, while Salah requires Wudu")
    public static let pathEscape = DiagnosticCode(
        id: "R0006", name: "path-escape", group: .resolution, severity: .error,
        summary: "A media path is absolute, contains `..`, or is a symbolic link leading out of the content folder.",
        example: "narration: ../../secret.ogg")
    public static let missingMedia = DiagnosticCode(
        id: "R0007", name: "missing-media", group: .resolution, severity: .error,
        summary: "A media file named by a lesson does not exist.",
        example: "narration: media/backbiting-01.ogg (no such file)")
    public static let idMismatch = DiagnosticCode(
        id: "R0008", name: "id-mismatch", group: .resolution, severity: .error,
        summary: "A category's id differs from its folder name, or a lesson's id does not start with its category's id.",
        example: "categories/anger/01-x.md with `id: backbiting.x`")
    public static let narrationDuration = DiagnosticCode(
        id: "R0009", name: "narration-duration", group: .resolution, severity: .warning,
        summary: "A WAV narration's declared `duration` is missing or differs from the file's length by a second or more (other audio formats are not measured).",
        example: "audio: { narration: media/narration/a.wav, duration: 5s }  (the file lasts 8.2 s)")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [
        duplicateID, unknownReference, dependencyCycle, duplicateOrder, unreachableLesson, pathEscape, missingMedia, idMismatch,
        narrationDuration,
    ]
}
