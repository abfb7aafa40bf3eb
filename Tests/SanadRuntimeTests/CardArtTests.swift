import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Card art (format 2.17, Sidrat US-201): the sample's Wudu category has an icon and its second
/// lesson a thumbnail, each with what a screen reader says of it, stored in the core pack so an
/// app lists them before the Wudu pack is installed.
@Suite struct CardArtTests {
    static let library = LocalizerTests.library

    @Test func theCategoryAndTheLessonCarryTheirPictures() throws {
        let wudu = try #require(Self.library.categories.first { $0.id == "wudu" })
        #expect(wudu.icon == BundleImage(path: "media/wudu-steps.png", alt: "The six steps of wudu, drawn in order"))
        let outlines = try Self.library.outlines(in: "wudu")
        #expect(outlines.map { $0.thumbnail?.path } == [nil, "media/wudu-steps.png", nil])
        #expect(outlines[1].thumbnail?.alt.hasPrefix("The six steps of wudu in order") == true)
        #expect(Self.library.categories.filter { $0.id != "wudu" }.allSatisfy { $0.icon == nil })
    }

    @Test func thePicturesAreInTheCorePack() throws {
        let stored = Self.library.reader.manifest.files.filter { $0.kind == .media && $0.sources?.contains("media/wudu-steps.png") == true }
        #expect(stored.contains { $0.pack == nil }, "in the core pack: \(stored.map(\.path))")
        let url = try Self.library.mediaURL(for: "media/wudu-steps.png")
        #expect(try Data(contentsOf: url).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
    }
}
