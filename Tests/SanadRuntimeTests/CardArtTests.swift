import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Card art (format 2.17, Sidrat US-201): the sample's Wudu category has an icon and its second
/// lesson a thumbnail, each with what a screen reader says of it, stored in the core pack so an
/// app lists them before the Wudu pack is installed. The icon animates (format 2.19): an app
/// plays it unless the learner asked for reduced motion, when it shows the picture.
@Suite struct CardArtTests {
    static let library = LocalizerTests.library
    static let animation = BundleAnimation(path: "media/animations/wudu-water.json", format: .lottie)

    @Test func theCategoryAndTheLessonCarryTheirPictures() throws {
        let wudu = try #require(Self.library.categories.first { $0.id == "wudu" })
        #expect(wudu.icon == BundleImage(path: "media/animations/wudu-water.png", alt: "A drop of water falling into a bowl of water", animation: Self.animation))
        let outlines = try Self.library.outlines(in: "wudu")
        #expect(outlines.map { $0.thumbnail?.path } == [nil, "media/wudu-steps.png", nil])
        #expect(outlines[1].thumbnail?.alt.hasPrefix("The six steps of wudu in order") == true && outlines[1].thumbnail?.animation == nil)
        #expect(Self.library.categories.filter { $0.id != "wudu" }.allSatisfy { $0.icon == nil })
    }

    @Test func thePicturesAndTheAnimationAreInTheCorePack() throws {
        for path in ["media/wudu-steps.png", "media/animations/wudu-water.png", "media/animations/wudu-water.json"] {
            let stored = Self.library.reader.manifest.files.filter { $0.kind == .media && $0.sources?.contains(path) == true }
            #expect(stored.contains { $0.pack == nil }, "\(path) in the core pack: \(stored.map(\.path))")
        }
        let url = try Self.library.mediaURL(for: "media/wudu-steps.png")
        #expect(try Data(contentsOf: url).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
    }

    /// The animation plays unless the learner asked for reduced motion; the still shows then, and
    /// for a card without an animation or with a format this reader does not know.
    @Test func reducedMotionShowsTheStill() throws {
        let icon = try #require(Self.library.categories.first { $0.id == "wudu" }?.icon)
        let moving = try Self.library.cardArt(for: icon, reduceMotion: false)
        #expect(moving.medium == .lottie && moving.alt == icon.alt)
        let lottie = try JSONSerialization.jsonObject(with: Data(contentsOf: moving.url)) as? [String: Any]
        #expect(lottie?["w"] as? Int == 256 && (lottie?["layers"] as? [Any])?.isEmpty == false, "the verified file is the Lottie animation")
        let still = try Self.library.cardArt(for: icon, reduceMotion: true)
        #expect(still.medium == .picture && still.alt == icon.alt)
        #expect(try Data(contentsOf: still.url).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "the still is the PNG")
        var later = icon
        later.animation = try JSONDecoder().decode(BundleAnimation.self, from: Data(#"{"path": "media/animations/wudu-water.json", "format": "dotlottie"}"#.utf8))
        #expect(later.animation?.format == .unknown("dotlottie"))
        #expect(try Self.library.cardArt(for: later, reduceMotion: false).medium == .picture, "a format from a later minor version shows the still")
        let thumbnail = try #require(try Self.library.outlines(in: "wudu")[1].thumbnail)
        #expect(try Self.library.cardArt(for: thumbnail, reduceMotion: false).medium == .picture)
    }

    /// An animation the bundle does not hold is refused, never swapped for the still.
    @Test func aMissingAnimationIsRefused() throws {
        let icon = try #require(Self.library.categories.first { $0.id == "wudu" }?.icon)
        var missing = icon
        missing.animation = BundleAnimation(path: "media/animations/not-there.json", format: .lottie)
        #expect(throws: BundleError.self) { try Self.library.cardArt(for: missing, reduceMotion: false) }
        #expect(try Self.library.cardArt(for: missing, reduceMotion: true).medium == .picture, "with reduced motion the animation is not opened")
    }
}
