import SanadBundleFormat
import SanadSource

/// A picture on a card (`thumbnail:` of a lesson, `icon:` of a category): where it is, and what
/// a screen reader says of it (a learner text of its file, `…/alt`).
public struct CardImageModel: Sendable {
    /// The picture's path in the content folder (`media/…`), where it is written.
    public var path: Located<String>
    /// What a screen reader says of the picture (empty when no `alt:` is given).
    public var alt: String

    /// The picture at `key` of a file's tree, nil when it is not there.
    static func lowered(_ node: Node?) -> CardImageModel? {
        guard let node, let path = node.located("path") else { return nil }
        return CardImageModel(path: path, alt: node.text("alt") ?? "")
    }

    /// As the bundle carries it.
    var bundled: BundleImage { BundleImage(path: path.value, alt: alt) }

    /// As the media checks read it: a picture an app lists before the category's pack is
    /// installed, so it is stored in the core pack.
    var mediaReference: MediaReference { MediaReference(path, use: .image, inCorePack: true) }
}
