import Foundation
import SanadSource

/// What a media file is used for: the key of its rule in `sanad.yaml`'s `media:` policy.
public enum MediaUse: String, CaseIterable, Sendable {
    /// A lesson's spoken narration (`audio.narration`).
    case narration
    /// Any other recording: a lesson's dhikr, a supplementary item's audio, audio in Markdown.
    case audio
    /// A picture: shown in Markdown (`![alt](path)`), or on a card (a lesson's thumbnail, a
    /// category's icon, an activity's image), where it is also the still a learner who asked for
    /// reduced motion sees in place of the card's animation.
    case image
    /// A card's animation (`animation:` of a thumbnail, an icon or an activity's image): Lottie
    /// JSON or Rive.
    case animation

    /// The family of formats the use takes.
    public var family: MediaFamily {
        switch self {
        case .narration, .audio: return .sound
        case .image: return .picture
        case .animation: return .animation
        }
    }
}

/// A media path a source names, with what it is used for.
public struct MediaReference: Sendable {
    /// The path as the source writes it, relative to the content folder, where it is written.
    public var path: Located<String>
    /// What the file is used for, which picks its rule in the `media:` policy.
    public var use: MediaUse
    /// Whether the file is stored in the core pack whatever the category that names it (a card's
    /// picture, which an app shows before the category's pack is installed).
    public var inCorePack: Bool
    /// Whether what names the file says who made it and under what licence itself (a
    /// memorisation unit's recitation: its `reciter` and `licence`), so `credits:` need not.
    public var creditedWhereNamed: Bool
    /// For a card's animation: the picture shown in its place with reduced motion, whose
    /// proportions should be the animation's.
    public var still: Located<String>?

    /// A reference to the file at `path`, for `use`.
    public init(_ path: Located<String>, use: MediaUse, inCorePack: Bool = false, creditedWhereNamed: Bool = false, still: Located<String>? = nil) {
        self.path = path
        self.use = use
        self.inCorePack = inCorePack
        self.creditedWhereNamed = creditedWhereNamed
        self.still = still
    }
}

/// `sanad.yaml`'s `media:` section: per use, the formats accepted and, for sound, the sample
/// rate, channels and bit-rate; for pictures, the largest size; and size budgets. Each limit
/// keeps where it is written, so a violation can point at the rule it breaks.
public struct MediaPolicy: Sendable {
    /// The limits `sanad.yaml` sets for one use's files; a limit left out is not checked.
    public struct Rule: Sendable {
        /// The formats accepted for the use (nil: every format Sanad reads).
        public var formats: Located<[MediaFormat]>?
        /// Samples per second.
        public var sampleRate: Located<ClosedRange<Int>>?
        /// 1 for `mono`, 2 for `stereo`.
        public var channels: Located<Int>?
        /// Kilobits per second.
        public var bitRate: Located<ClosedRange<Int>>?
        /// The widest picture accepted, in pixels (nil: no limit).
        public var maxWidth: Located<Int>?
        /// The tallest picture accepted, in pixels (nil: no limit).
        public var maxHeight: Located<Int>?

        /// A rule with no limits.
        public init() {}
    }

    /// The rule for each use `sanad.yaml` names; a use without one has no limits.
    public var rules: [MediaUse: Rule] = [:]
    /// The most bytes of media one lesson may name.
    public var lessonBudget: Located<Int>?
    /// The most bytes one pack may hold, media included.
    public var packBudget: Located<Int>?
    /// The most bytes one media file may have (`budgets: file`); `defaultFileLimit` when unset.
    public var fileBudget: Located<Int>?
    /// The largest media file accepted when the project sets no `budgets: file`: larger than any
    /// recording or picture a lesson app ships, small enough that reading it costs little.
    public static let defaultFileLimit = 100_000_000

    /// A policy with no rules and no budgets, as for a project without a `media:` section.
    public init() {}

    /// Parses a size: `750 KB`, `2 MB`, `1.5 GB` or a number of bytes (decimal units, as Apple's
    /// App Store shows sizes: 1 MB = 1 000 000 bytes).
    public static func bytes(_ text: String) -> Int? {
        let parts = text.split(separator: " ")
        let units: [Substring: Double] = ["B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9]
        if parts.count == 1, let count = Int(parts[0]), count >= 0 { return count }
        guard parts.count == 2, let number = Double(parts[0]), number >= 0, let unit = units[parts[1]] else { return nil }
        let bytes = (number * unit).rounded()
        // Beyond a petabyte is no budget but a typo; it reads as invalid rather than overflowing.
        return bytes.isFinite && bytes <= 1e15 ? Int(bytes) : nil
    }
}

extension MediaPolicy {
    /// A size as people read it, in decimal units: `512 B`, `42.9 KB`, `2.4 MB`.
    public static func describe(bytes: Int) -> String {
        switch bytes {
        case ..<1000: return "\(bytes) B"
        case ..<1_000_000: return String(format: "%.1f KB", Double(bytes) / 1e3)
        case ..<1_000_000_000: return String(format: "%.1f MB", Double(bytes) / 1e6)
        default: return String(format: "%.2f GB", Double(bytes) / 1e9)
        }
    }
}
