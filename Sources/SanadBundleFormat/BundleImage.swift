/// A picture on a card: a lesson's thumbnail, a category's icon (format 2.17), a family
/// activity's image. The file is among the bundle's media (`ContentLibrary.mediaURL(for:)` finds
/// it by this path); a thumbnail's and an icon's are in the core pack, so an app shows them in a
/// list before the category's pack is installed. It may carry an animation to play in its place
/// (format 2.19); `ContentLibrary.cardArt(for:reduceMotion:)` picks which to show.
public struct BundleImage: Codable, Sendable, Equatable, WireCodable {
    /// The picture's path as the content names it (`media/wudu-steps.png`).
    public var path: String
    /// What a screen reader says of it (translated like every text the learner reads).
    public var alt: String
    /// The animation an app plays in place of the picture, unless the learner asked for reduced
    /// motion (format 2.19; a reader of 2.17 or 2.18 ignores it and shows the picture).
    public var animation: BundleAnimation?

    /// A picture with what it shows, and the animation played in its place, if any.
    public init(path: String, alt: String, animation: BundleAnimation? = nil) {
        self.path = path
        self.alt = alt
        self.animation = animation
    }
}
