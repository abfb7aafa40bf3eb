import SanadDiagnostics

/// The catalogue of resolution diagnostics: ids, references, graphs and paths. Sorted by code.
public enum ResolutionDiagnostics {
    /// R0001: two things of the same kind with the same id.
    public static let duplicateID = DiagnosticCode(
        id: "R0001", name: "duplicate-id", group: .resolution, severity: .error,
        summary: "Two things of the same kind have the same id; a note points at the first. Ids key app progress, so they must be unique.",
        example: "two lessons with `id: backbiting.what-is-ghibah`")
    /// R0002: a reference to a category, subtopic, lesson, reviewer or audience that does not exist.
    public static let unknownReference = DiagnosticCode(
        id: "R0002", name: "unknown-reference", group: .resolution, severity: .error,
        summary: "A reference names something that does not exist (a category, subtopic, lesson, reviewer or audience).",
        example: "requires: [backbiting.what-is-gheebah]")
    /// R0003: prerequisites that form a cycle.
    public static let dependencyCycle = DiagnosticCode(
        id: "R0003", name: "dependency-cycle", group: .resolution, severity: .error,
        summary: "Prerequisites form a cycle; every edge of the cycle is shown.",
        example: "lesson a requires b, and b requires a")
    /// R0004: two lessons of a category with the same `order`.
    public static let duplicateOrder = DiagnosticCode(
        id: "R0004", name: "duplicate-order", group: .resolution, severity: .error,
        summary: "Two lessons of a category have the same `order`.",
        example: "two lessons with `order: 2` in backbiting")
    /// R0005: a lesson whose prerequisites can only be met after it, so it never unlocks.
    public static let unreachableLesson = DiagnosticCode(
        id: "R0005", name: "unreachable-lesson", group: .resolution, severity: .error,
        summary: "A lesson can never be unlocked: its prerequisites can only be met after it.",
        example: "a Wudu lesson requiring a Salah lesson, while Salah requires Wudu")
    /// R0006: a media path that is absolute, holds `..`, or links out of the content folder.
    public static let pathEscape = DiagnosticCode(
        id: "R0006", name: "path-escape", group: .resolution, severity: .error,
        summary: "A media path is absolute, contains `..`, or is a symbolic link leading out of the content folder.",
        example: "narration: ../../secret.ogg")
    /// R0007: a media file named by the content that does not exist.
    public static let missingMedia = DiagnosticCode(
        id: "R0007", name: "missing-media", group: .resolution, severity: .error,
        summary: "A media file named by a lesson does not exist.",
        example: "narration: media/backbiting-01.ogg (no such file)")
    /// R0008: a category id that is not its folder's name, or a lesson id outside its category's.
    public static let idMismatch = DiagnosticCode(
        id: "R0008", name: "id-mismatch", group: .resolution, severity: .error,
        summary: "A category's id differs from its folder name, or a lesson's id does not start with its category's id.",
        example: "categories/anger/01-x.md with `id: backbiting.x`")
    /// R0009: a narration whose declared `duration` is missing or differs from the file's length.
    public static let narrationDuration = DiagnosticCode(
        id: "R0009", name: "narration-duration", group: .resolution, severity: .warning,
        summary: "A narration's declared `duration` is missing or differs from the file's length (read from its header: WAV, MP3, M4A or Ogg) by a second or more.",
        example: "audio: { narration: media/narration/a.wav, duration: 5s }  (the file lasts 8.2 s)")
    /// R0010: a media file whose bytes are not the format its name promises, or not one Sanad reads.
    public static let mediaFormat = DiagnosticCode(
        id: "R0010", name: "media-format", group: .resolution, severity: .error,
        summary: "A media file's bytes are not in the format its name promises, or in no format Sanad reads (WAV, MP3, M4A, Ogg, PNG, JPEG, GIF, WebP, SVG, Lottie JSON, Rive), or it serves the wrong use: a recording used as a picture, a picture as a card's animation, or the other way round.",
        example: "narration: media/a.mp3  (the file is an Ogg stream)")
    /// R0011: a media file that breaks the project's `media:` policy for its use.
    public static let mediaPolicy = DiagnosticCode(
        id: "R0011", name: "media-policy", group: .resolution, severity: .error,
        summary: "A media file breaks the project's `media:` policy for its use: its format, sample rate, channels, bit-rate or pixel size; a note points at the rule in sanad.yaml.",
        example: "a stereo 320 kbps narration where sanad.yaml asks mono, 128-192 kbps")
    /// R0012: a picture in SVG, which iOS cannot show at run time.
    public static let svgImage = DiagnosticCode(
        id: "R0012", name: "svg-image", group: .resolution, severity: .warning,
        summary: "A picture is an SVG file, which iOS does not show in `UIImage` or SwiftUI's `Image` at run time (only from an asset catalogue or in a web view); unless the project lists `svg` in its image formats.",
        example: "![The steps of wudu](media/steps.svg)")
    /// R0013: a lesson or pack over its media budget in `sanad.yaml`.
    public static let mediaBudget = DiagnosticCode(
        id: "R0013", name: "media-budget", group: .resolution, severity: .error,
        summary: "A lesson names more media, or a pack holds more bytes, than the budget in sanad.yaml's `media: budgets:` allows.",
        example: "budgets: { lesson: 1 MB } and a lesson whose narration is 1.4 MB")
    /// R0014: a memorisation unit's recitation that does not cover each verse once.
    public static let recitationCoverage = DiagnosticCode(
        id: "R0014", name: "recitation-coverage", group: .resolution, severity: .error,
        summary: "A memorisation unit's recitation does not cover each verse once: a recording per verse, or one cue per verse in increasing order inside the file, whose length Sanad can read.",
        example: "quran: \"112:1-4\" with cues: [0, 4.2, 3.9]  (a cue before the one it follows)")
    /// R0015: a questionnaire profile whose worship plan falls outside the plan's declared bounds.
    public static let planBounds = DiagnosticCode(
        id: "R0015", name: "plan-bounds", group: .resolution, severity: .error,
        summary: "A profile the questionnaire can produce gets a worship plan outside the bounds the plan file declares (3 to 5 essentials, 2 to 4 bonuses); the profile is shown. The answers are walked as far as the plan's rules can tell them apart (a value no rule names is one to them); past 20,000 such profiles the walk stops, with a warning.",
        example: "essentials: { min: 3, max: 5 } and a learner who skips everything getting only the base's two essentials")
    /// R0016: worship-plan mercy days that differ from the streaks' mercy days in `sanad.yaml`.
    public static let mercyPolicy = DiagnosticCode(
        id: "R0016", name: "mercy-policy", group: .resolution, severity: .error,
        summary: "The worship plan's `mercy-days` differ from the mercy days by pace in sanad.yaml's `streaks:`: a learner has one mercy policy, for the streak and the plan alike.",
        example: "mercy-days: { gentle: 2 } in worship/plan.yaml and mercy-days-per-week: { gentle: 1 } in sanad.yaml")
    /// R0017: an entitlement asking for a level no learner can reach.
    public static let unsatisfiableEntitlement = DiagnosticCode(
        id: "R0017", name: "unsatisfiable-entitlement", group: .resolution, severity: .error,
        summary: "An entitlement in sanad.yaml asks for a level no learner can reach (past the last of the progress rules' levels), so what it names would stay locked for everyone.",
        example: "entitlements: [{ id: exclusive, level: 6, lessons: [salah.eid-al-fitr] }] with five levels")
    /// R0018: a medium without a credit.
    public static let mediaWithoutCredit = DiagnosticCode(
        id: "R0018", name: "media-without-credit", group: .resolution, severity: .warning,
        summary: "A media file the content names has no credit: no entry of sanad.yaml's `credits:` says who made it and under what licence (a memorisation unit's recitation is credited by its own `reciter` and `licence`).",
        example: "![The steps of wudu](media/wudu-steps.png)  and no `credits:` entry whose `files` match it")
    /// R0019: a credit's path or pattern that matches nothing.
    public static let unusedCredit = DiagnosticCode(
        id: "R0019", name: "unused-credit", group: .resolution, severity: .warning,
        summary: "A path or pattern in `credits:` matches no media file the content names: a file renamed or removed, or a typo.",
        example: "credits: [{ files: [media/badge/*.png], … }]  (the folder is media/badges)")
    /// R0020: a card's animation whose picture (its reduced-motion still) has other proportions.
    public static let animationStill = DiagnosticCode(
        id: "R0020", name: "animation-still", group: .resolution, severity: .warning,
        summary: "A card's animation and its picture, the still a learner who asked for reduced motion sees in its place, differ in proportions (by more than 2%), so the card changes shape with the setting. Read from the Lottie file's `w` and `h` and the picture's header; a Rive file does not say its size.",
        example: "icon: { path: media/icon.png, alt: …, animation: media/icon.json }  (a 400×300 picture for a 512×512 animation)")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [
        duplicateID, unknownReference, dependencyCycle, duplicateOrder, unreachableLesson, pathEscape, missingMedia, idMismatch,
        narrationDuration, mediaFormat, mediaPolicy, svgImage, mediaBudget, recitationCoverage,
        planBounds, mercyPolicy, unsatisfiableEntitlement, mediaWithoutCredit, unusedCredit, animationStill,
    ]
}
