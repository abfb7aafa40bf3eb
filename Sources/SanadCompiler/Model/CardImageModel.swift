import SanadBundleFormat
import SanadSource

/// A picture on a card (`thumbnail:` of a lesson, `icon:` of a category, `image:` of an
/// activity): where it is, what a screen reader says of it (a learner text of its file,
/// `…/alt`), and the animation an app may play in its place, for which the picture is the
/// reduced-motion alternative.
public struct CardImageModel: Sendable, Codable {
    /// The picture's path in the content folder (`media/…`), where it is written.
    public var path: Located<String>
    /// What a screen reader says of the picture (empty when no `alt:` is given).
    public var alt: String
    /// The animation's path (`animation:`, Lottie JSON or Rive), where it is written.
    public var animation: Located<String>?

    /// The picture at `key` of a file's tree, nil when it is not there.
    static func lowered(_ node: Node?) -> CardImageModel? {
        guard let node, let path = node.located("path") else { return nil }
        return CardImageModel(path: path, alt: node.text("alt") ?? "", animation: node.located("animation"))
    }

    /// As the bundle carries it.
    var bundled: BundleImage {
        BundleImage(path: path.value, alt: alt, animation: animation.map { animation in
            // The checks hold the name to the bytes (a `.riv` file is Rive, a `.json` one Lottie).
            BundleAnimation(path: animation.value, format: animation.value.lowercased().hasSuffix(".riv") ? .rive : .lottie)
        })
    }

    /// Its files, for review fingerprints: the picture, then the animation.
    var mediaPaths: [String] { [path.value] + (animation.map { [$0.value] } ?? []) }

    /// As the media checks read it: the picture, and the animation (checked as one). A lesson's
    /// thumbnail and a category's icon are listed before the category's pack is installed, so
    /// they are stored in the core pack (`inCorePack`); an activity's image goes where its
    /// activity's media go (the core pack, with the activities).
    func mediaReferences(inCorePack: Bool) -> [MediaReference] {
        [MediaReference(path, use: .image, inCorePack: inCorePack)]
            + (animation.map { [MediaReference($0, use: .animation, inCorePack: inCorePack, still: path)] } ?? [])
    }
}
