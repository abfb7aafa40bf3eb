import SanadBundleFormat

/// A parent's content settings (Sidrat US-503), applied to lesson outlines through their
/// `Suitability`: audio-only mode, no nasheeds or none with instruments, and the liveliest
/// animation allowed.
///
/// A setting passes only lessons whose tags say they meet it: a lesson that says nothing about
/// its nasheed does not pass "exclude nasheeds", and one whose animation is unknown (absent, or a
/// value from a newer format) does not pass an animation limit. With no setting, every lesson
/// passes.
public struct ContentFilter: Sendable, Equatable {
    /// Only lessons that can be followed by ear alone.
    public var audioOnly: Bool
    /// No lesson with a nasheed of any kind.
    public var excludeNasheeds: Bool
    /// No lesson with a nasheed with instruments (instrument-free ones pass).
    public var excludeInstruments: Bool
    /// The liveliest animation allowed; nil allows any.
    public var maxAnimation: Suitability.AnimationIntensity?

    /// Settings with every part given; by default none, so every lesson passes.
    public init(audioOnly: Bool = false, excludeNasheeds: Bool = false, excludeInstruments: Bool = false,
                maxAnimation: Suitability.AnimationIntensity? = nil) {
        self.audioOnly = audioOnly
        self.excludeNasheeds = excludeNasheeds
        self.excludeInstruments = excludeInstruments
        self.maxAnimation = maxAnimation
    }

    /// No setting: every lesson passes.
    public static let none = ContentFilter()

    /// Whether a lesson passes every setting.
    public func allows(_ outline: BundleCategories.LessonOutline) -> Bool {
        let tags = outline.suitability
        if audioOnly, tags?.audioOnly != true { return false }
        if excludeNasheeds, tags?.nasheed != .known(.none) { return false }
        if excludeInstruments, ![.known(.none), .known(.instrumentFree)].contains(tags?.nasheed) { return false }
        if let maxAnimation {
            guard let animation = tags?.animation?.known, animation <= maxAnimation else { return false }
        }
        return true
    }
}

extension ContentLibrary {
    /// A category's lesson outlines that pass a parent's settings, in order.
    public func outlines(in category: String, passing filter: ContentFilter) throws(BundleError) -> [BundleCategories.LessonOutline] {
        try outlines(in: category).filter(filter.allows)
    }
}
