import Foundation
import SanadBundleFormat

/// What an app shows on a card (a lesson's thumbnail, a category's icon, a family activity's
/// image): the animation, or its picture when the learner asked for reduced motion, when the card
/// has no animation, or when its format is one this reader does not know. Made by
/// `ContentLibrary.cardArt(for:reduceMotion:)` from verified files.
public struct CardArt: Sendable, Equatable {
    /// How the app shows the file.
    public enum Medium: Sendable, Equatable {
        /// A still picture (PNG, JPEG, …): `UIImage(contentsOfFile:)` or SwiftUI's `Image`.
        case picture
        /// Lottie JSON: lottie-ios's `LottieAnimation.filepath(_:)`.
        case lottie
        /// A Rive file: Rive's `RiveFile(data:)`, then `RiveModel(riveFile:)` and `RiveViewModel(_:)`.
        case rive
    }

    /// How to show `url`.
    public var medium: Medium
    /// The verified file.
    public var url: URL
    /// What a screen reader says of the card's picture; it describes the animation too.
    public var alt: String

    /// Card art of a medium, at a file, with what it shows.
    public init(medium: Medium, url: URL, alt: String) {
        self.medium = medium
        self.url = url
        self.alt = alt
    }
}

extension ContentLibrary {
    /// What to show for a card's picture: its animation, unless `reduceMotion` (pass
    /// `UIAccessibility.isReduceMotionEnabled`, or SwiftUI's `accessibilityReduceMotion`), the
    /// card has none, or its format is newer than this reader; otherwise the picture, which the
    /// author gave as the animation's still. The file is verified like every medium
    /// (`mediaURL(for:)`): a tampered or missing one is refused, never swapped for the other.
    public func cardArt(for image: BundleImage, reduceMotion: Bool) throws(BundleError) -> CardArt {
        if !reduceMotion, let animation = image.animation, let medium = Self.medium(of: animation.format) {
            return CardArt(medium: medium, url: try mediaURL(for: animation.path), alt: image.alt)
        }
        return CardArt(medium: .picture, url: try mediaURL(for: image.path), alt: image.alt)
    }

    /// The medium of an animation format this reader knows.
    private static func medium(of format: OpenEnum<AnimationFormat>) -> CardArt.Medium? {
        switch format {
        case .known(.lottie): return .lottie
        case .known(.rive): return .rive
        case .unknown: return nil
        }
    }
}
