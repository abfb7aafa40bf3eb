/// The first thing a reader decodes: only the format version, so that a bundle of another major
/// version is refused before anything else is interpreted.
public struct BundleHeader: Codable, Sendable {
    /// The bundle's format version, in its strict spelling `MAJOR.MINOR.PATCH`.
    public var formatVersion: SemanticVersion
}

/// `manifest.json`: what the bundle is and every file in it with its size and SHA-256.
public struct BundleManifest: Codable, Sendable, Equatable {
    /// The kinds of file a bundle holds. A manifest carries them as `OpenEnum`: a kind added by a
    /// later minor version reads as `.unknown(name)`, its file verified like any other and
    /// otherwise left alone.
    public enum FileKind: String, Codable, Sendable, Hashable, CaseIterable {
        /// `project.json`, `categories.json`, `lessons/<category>.json`, `citations.json`,
        /// `achievements.json` and `reviewers.json`.
        case project, categories, lessons, citations, achievements, reviewers
        /// `supplementary/<category>.json` (format 1.2).
        case supplementary
        /// `media/<sha256>.<ext>`: a recording or an image the content names, stored once under
        /// its SHA-256 (format 1.3).
        case media
        /// `activities.json`: the weekly family activities (format 2.2).
        case activities
        /// `memorisation.json`: the Qur'an memorisation units (format 2.4).
        case memorisation
        /// `questionnaires.json`: the onboarding questionnaires (format 2.7).
        case questionnaires
        /// `worship.json`: the worship action catalogue and plan rules (format 2.8).
        case worship
        /// `lectures.json`: the lecture subjects (format 2.9).
        case lectures
        /// `quizzes.json`: the daily-quiz bank (format 2.9).
        case quizzes
        /// `l10n/<locale>.json`: one locale's translations (format 2.10); one file per locale.
        case translations
        /// `copy.json`: the app's copy around the content (format 2.10).
        case copy
        /// `index.json`: the categories without their lessons' outlines, and the renames: what an
        /// app reads when it opens the bundle (format 2.11).
        case index
        /// `outlines/<category>.json`: one category's lesson outlines, in the core pack (format 2.11).
        case outlines
        /// `texts.json` and `texts/<category>.json`: the language and direction of every text of
        /// a pack's content (format 2.14).
        case texts
        /// `journal/<category>.json`: one category's journaling prompts, in its pack (format 2.16).
        case journal
    }

    /// One file the manifest lists: where it is, what it holds, and its size and SHA-256.
    public struct File: Codable, Sendable, Equatable, WireCodable {
        /// Relative to the bundle folder, `/`-separated.
        public var path: String
        /// What the file holds; a kind added by a later minor version reads as `.unknown(name)`.
        public var kind: OpenEnum<FileKind>
        /// The file's size in bytes.
        public var size: Int
        /// Lower-case hexadecimal SHA-256 of the file's bytes.
        public var sha256: String
        /// For `lessons`, `outlines` and `supplementary` files: the category they hold.
        public var category: String?
        /// For `media` files: the MIME type (`audio/wav`, `image/svg+xml`; format 1.3).
        public var mimeType: String?
        /// For `media` files: the paths the content names the file by, relative to the content
        /// folder (`media/narration/wudu.why-we-wash.wav`); identical files are stored once.
        public var sources: [String]?
        /// The pack the file belongs to; absent for the core pack (format 2.0). A file of another
        /// pack is under `packs/<pack>/`.
        public var pack: String?

        /// An entry for a file of a kind this writer knows.
        public init(
            path: String, kind: FileKind, size: Int, sha256: String, category: String? = nil, mimeType: String? = nil, sources: [String]? = nil,
            pack: String? = nil
        ) {
            self.path = path
            self.pack = pack
            self.kind = .known(kind)
            self.mimeType = mimeType
            self.sources = sources
            self.size = size
            self.sha256 = sha256
            self.category = category
        }
    }

    /// The format the bundle is written in (`2.1.0`); a reader refuses another major version.
    public var formatVersion: SemanticVersion
    /// The bundle's id, the project's (`keys-to-paradise`); a pack's label must name it.
    public var bundleId: String
    /// The content's own semantic version (`0.1.1`), independent of the format version.
    public var contentVersion: String
    /// SHA-256 over the source files (paths and bytes), documented in `docs/bundle-format.md`.
    public var sourceDigest: String
    /// ISO 8601 UTC, from `SOURCE_DATE_EPOCH` or the sources (never the clock).
    public var createdAt: String
    /// Sorted by path.
    public var files: [File]
    /// Every pack, the core pack first, then by id (format 2.0).
    public var packs: [Pack]
    /// Ed25519 signatures over the manifest's canonical form without this member
    /// (`ManifestSigning`); absent in an unsigned bundle (format 2.12).
    public var signatures: [ManifestSignature]?
    /// When the bundle stops being current, `YYYY-MM-DDTHH:MM:SSZ` (`bundle-valid-for` in
    /// sanad.yaml); a reader with a trust policy refuses it afterwards (format 2.12).
    public var expiresAt: String?
    /// Keys endorsed by keys an app trusts (`KeyEndorsement`), so that their signatures count:
    /// a rotated or root-endorsed signing key (format 2.13).
    public var keyEndorsements: [KeyEndorsement]?

    /// A manifest; `packs` defaults to none, as in a format 1 manifest.
    public init(
        formatVersion: SemanticVersion, bundleId: String, contentVersion: String, sourceDigest: String, createdAt: String, files: [File],
        packs: [Pack] = []
    ) {
        self.packs = packs
        self.formatVersion = formatVersion
        self.bundleId = bundleId
        self.contentVersion = contentVersion
        self.sourceDigest = sourceDigest
        self.createdAt = createdAt
        self.files = files
    }
}

extension BundleManifest {
    private enum CodingKeys: String, CodingKey {
        case formatVersion, bundleId, contentVersion, sourceDigest, createdAt, files, packs, signatures, expiresAt, keyEndorsements
    }

    /// Decodes a manifest; `packs`, required since format 2.0, reads as empty when absent (a 1.x
    /// manifest), which `validate` refuses for format 2.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(SemanticVersion.self, forKey: .formatVersion)
        bundleId = try container.decode(String.self, forKey: .bundleId)
        contentVersion = try container.decode(String.self, forKey: .contentVersion)
        sourceDigest = try container.decode(String.self, forKey: .sourceDigest)
        createdAt = try container.decode(String.self, forKey: .createdAt)
        files = try container.decode([File].self, forKey: .files)
        packs = try container.decodeIfPresent([Pack].self, forKey: .packs) ?? []
        signatures = try container.decodeIfPresent([ManifestSignature].self, forKey: .signatures)
        expiresAt = try container.decodeIfPresent(String.self, forKey: .expiresAt)
        keyEndorsements = try container.decodeIfPresent([KeyEndorsement].self, forKey: .keyEndorsements)
    }
}
