/// What a parent's settings (Sidrat US-503) need to know of a lesson (format 2.5): whether it
/// works with the sound alone, whether it has a nasheed and of what kind, and how lively its
/// animation is. Absent parts are unknown, and a filter that needs one does not pass the lesson
/// (`ContentFilter`).
public struct Suitability: Codable, Sendable, Equatable, WireCodable {
    /// Whether the lesson can be followed by ear alone, without looking at the screen.
    public var audioOnly: Bool?
    /// Whether the lesson has a nasheed, and whether it has instruments.
    public var nasheed: OpenEnum<Nasheed>?
    /// How lively the lesson's animation is.
    public var animation: OpenEnum<AnimationIntensity>?

    /// Tags with every part given.
    public init(audioOnly: Bool? = nil, nasheed: Nasheed? = nil, animation: AnimationIntensity? = nil) {
        self.audioOnly = audioOnly
        self.nasheed = nasheed.map(OpenEnum.known)
        self.animation = animation.map(OpenEnum.known)
    }

    /// Whether a nasheed is present, and with what.
    public enum Nasheed: String, Sendable, Hashable, CaseIterable, Codable {
        /// No nasheed.
        case none
        /// A nasheed of voices (and at most a frame drum, where the project's scholars allow it).
        case instrumentFree = "instrument-free"
        /// A nasheed with instruments.
        case withInstruments = "with-instruments"
    }

    /// How lively the animation is, from none to lively.
    public enum AnimationIntensity: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
        /// No animation: still pictures or none.
        case none
        /// Slow, gentle movement.
        case calm
        /// Quick movement and effects.
        case lively

        /// In order of liveliness.
        public static func < (lhs: Self, rhs: Self) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }
    }
}
