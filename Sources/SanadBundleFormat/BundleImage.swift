/// A picture on a card: a lesson's thumbnail, a category's icon (format 2.17). The file is among
/// the bundle's media in the core pack (`ContentLibrary.mediaURL(for:)` finds it by this path), so
/// an app shows it in a list before the category's pack is installed.
public struct BundleImage: Codable, Sendable, Equatable, WireCodable {
    /// The picture's path as the content names it (`media/wudu-steps.png`).
    public var path: String
    /// What a screen reader says of it (translated like every text the learner reads).
    public var alt: String

    /// A picture with what it shows.
    public init(path: String, alt: String) {
        self.path = path
        self.alt = alt
    }
}
