/// The version of the bundle format, independent of the content's own version.
///
/// ## Version policy
/// - **Major**: a reader of the previous major version could misread a bundle (a field removed,
///   renamed, retyped or given a new meaning; a file kind removed). Readers refuse another major.
/// - **Minor**: additions a reader may ignore (a new optional field, a new file kind, a new block
///   or question type marked optional). Readers accept any minor of their major.
/// - **Patch**: documentation or schema fixes that change no bundle.
///
/// A reader decodes `BundleHeader` first, checks the major version, and only then decodes the
/// rest of the manifest.
public enum BundleFormat {
    /// 1.1 added `Block.translations` and `Inline.parentalGate`; 1.2 the `supplementary` file
    /// kind (`BundleSupplementary`); 1.3 the `media` file kind, with `mimeType` and `sources`.
    /// 2.0 split the bundle into packs (`BundleManifest.packs`, `File.pack`, `packs/<id>/`): a
    /// major version, because a file the manifest lists may now be absent (its pack not
    /// installed), which a 1.x reader would take for a damaged bundle.
    /// 2.1 added streak policy to `ProgressRules`: `mercyDaysByPace`, `mercyCountsAsOnPath`,
    /// `streakMilestoneXP` and `audienceStreaks`, all optional.
    /// 2.2 added the `activities` file kind (`BundleActivities`).
    /// 2.3 added seasonal windows: `LessonOutline.available`, `Trigger.hijriFrom`/`hijriTo` and
    /// `BundleProject.hijriCalendar` (`Availability`).
    /// 2.4 added the `memorisation` file kind (`BundleMemorisation`), `Citation.memorisation`
    /// and the `surahs-memorised` trigger.
    /// 2.5 added `LessonOutline.suitability` (`Suitability`: audio-only use, nasheed, animation)
    /// and an audience's `ages` and `children`.
    /// 2.6 added an achievement's `group`, `xp`, `badge`, `lockedBadge` and `audience`, and the
    /// `lesson-completed` trigger with its `lesson`.
    /// 2.7 added the `questionnaires` file kind (`BundleQuestionnaires`).
    /// 2.8 added the `worship` file kind (`BundleWorshipPlan`).
    /// 2.9 added TeX math (the `math` block and inline span types and `Inline.display`) and the
    /// `message` block (a quoted message: who said it and what).
    /// 2.10 added the `translations` file kind (`BundleTranslations`, `l10n/<locale>.json`, with
    /// each locale's `direction`) and the `copy` file kind (`BundleCopy`); `BundleProject.locales`
    /// names the source locale first.
    /// 2.11 added the `index` file kind (`index.json`, `BundleIndex`: the categories without
    /// their lessons' outlines, and the renames) and the `outlines` kind
    /// (`outlines/<category>.json`, `BundleOutlines`, in the core pack), so that opening a bundle
    /// does not read every lesson's outline. `categories.json` stays complete for readers of 2.0
    /// to 2.10; a reader of 2.11 opens a bundle without `index.json` from `categories.json`.
    /// 2.12 added the manifest's optional `signatures` (Ed25519 over its canonical form without
    /// them, `ManifestSigning`) and `expiresAt`; readers before 2.12 ignore them, a reader with a
    /// trust policy checks them.
    /// 2.13 added the manifest's optional `keyEndorsements` (`KeyEndorsement`: a key an app
    /// trusts endorsing a new signing key, for rotation and root keys); readers before 2.13
    /// ignore them.
    /// 2.14 added `Citation.uses` (what cites a source, by kind, for every kind), the `texts`
    /// file kind (`BundleTexts`: every text's language and writing direction, pack by pack),
    /// a translated text's `audio` (its narration in the locale), an achievement's `badgeLabel`,
    /// a video's `captions` and a citation's `note`.
    /// 2.15 added two optional progress rules: `ProgressRules.lessonsPerDay` (new lessons a
    /// category offers on one day; without it, one) and `freezeEarnedByActiveDays`, for the
    /// project and an audience (a week's freeze earned by the previous week's activity), and a
    /// quiz item's optional `variants` (its question written for each daily-quiz level it has;
    /// `level` still says where it enters a pool, which Sanad now writes as 1).
    /// 2.16 added the `journal` file kind (`BundleJournal`, `journal/<category>.json` in the
    /// category's pack: journaling prompts, per category and per lesson) and a questionnaire
    /// question's optional `leadIn`, and `BundleProject.entitlements` (what unlocks content:
    /// a level or a purchase).
    /// 2.17 added counted copy: a copy string's optional `count` and `plural` (its form for each
    /// CLDR plural category, `PluralRules`); its translations are under
    /// `copy:<catalogue>/strings/<id>/text/<category>`, by the categories of their locale; and
    /// card art: a lesson outline's `thumbnail` and a category's `icon` (`BundleImage`, in the
    /// core pack).
    /// 2.18 added `BundleProject.credits`: who made the media and under what licence, each credit
    /// with the media paths it covers.
    /// 2.19 added card animations: a `BundleImage`'s optional `animation` (`BundleAnimation`:
    /// Lottie or Rive, with the picture as its reduced-motion alternative), on a thumbnail, an
    /// icon and a family activity's image.
    public static let version = SemanticVersion(major: 2, minor: 19, patch: 0)
    /// The name of the manifest at the bundle's root.
    public static let manifestName = "manifest.json"
}

/// A semantic version `MAJOR.MINOR.PATCH`.
public struct SemanticVersion: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: a change a reader of the previous major could misread.
    public var major: Int
    /// The minor version: additions a reader may ignore.
    public var minor: Int
    /// The patch version: fixes that change no bundle.
    public var patch: Int

    /// A version from its three parts.
    public init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `1.2.3` (a pre-release suffix is ignored).
    public init?(_ text: String) {
        let core = text.split(separator: "-", maxSplits: 1).first.map(String.init) ?? text
        let parts = core.split(separator: ".").map { Int($0) }
        guard parts.count == 3, let major = parts[0], let minor = parts[1], let patch = parts[2], major >= 0, minor >= 0, patch >= 0 else { return nil }
        self.init(major: major, minor: minor, patch: patch)
    }

    /// `MAJOR.MINOR.PATCH`, as a bundle writes it.
    public var description: String { "\(major).\(minor).\(patch)" }

    /// Orders by major, then minor, then patch version.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// Parses exactly `MAJOR.MINOR.PATCH`: digits only, no leading zeros, no sign, no
    /// pre-release or build suffix. The spelling a bundle's format version must have.
    public init?(strict text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ part in
            !part.isEmpty && part.count <= 9 && part.allSatisfy { $0.isASCII && $0.isNumber } && (part == "0" || part.first != "0")
        }) else { return nil }
        self.init(major: Int(parts[0])!, minor: Int(parts[1])!, patch: Int(parts[2])!)
    }

    /// Decodes a format version in its strict spelling (`init(strict:)`).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = SemanticVersion(strict: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a semantic version"))
        }
        self = version
    }

    /// Encodes `MAJOR.MINOR.PATCH` as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
