/// An animation on a card (format 2.19, Sidrat US-201): played in place of its `BundleImage`'s
/// picture, which is what a learner who asked for reduced motion sees instead (and what shows
/// while the animation loads). The file is among the bundle's media, in the same pack as the
/// picture (the core pack, for every card today); `ContentLibrary.cardArt(for:reduceMotion:)`
/// picks one and verifies it.
public struct BundleAnimation: Codable, Sendable, Equatable, WireCodable {
    /// The animation's path as the content names it (`media/animations/wudu-water.json`).
    public var path: String
    /// Which player plays it. A format added in a later minor version reads as `.unknown`, and an
    /// app shows the picture.
    public var format: OpenEnum<AnimationFormat>

    /// An animation at `path` in `format`.
    public init(path: String, format: AnimationFormat) {
        self.path = path
        self.format = .known(format)
    }
}

/// The animation formats a card may carry.
public enum AnimationFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// Lottie JSON (as Bodymovin exports it), played by lottie-ios or lottie-android.
    case lottie
    /// A Rive file (`.riv`), played by Rive's runtime.
    case rive
}
