import Foundation
import SanadBundleFormat
import Testing
@testable import SanadCompiler
@testable import SanadTools
import _SanadTestSupport

/// The Arabic font the preview carries is Amiri, unmodified, with its licence: the bytes have
/// the SHA-256 `third_party/amiri/README.md` records, and the embedded licence is that folder's
/// `OFL.txt` (`scripts/embed-font.py` writes both into the source).
@Suite struct PreviewFontTests {
    static let folder = Fixtures.path("../../../third_party/amiri")

    @Test func theEmbeddedFontIsTheRecordedAmiriWithItsLicence() throws {
        let readme = try String(contentsOfFile: Self.folder + "/README.md", encoding: .utf8)
        let recorded = try #require(readme.firstMatch(of: /SHA-256: `([0-9a-f]{64})`/)?.1)
        #expect(SHA256Hex.of(Data(PreviewFont.bytes)) == String(recorded))
        #expect(PreviewFont.bytes.starts(with: [0, 1, 0, 0]), "a TrueType font")
        #expect(PreviewFont.bytes.firstRange(of: Array("Amiri".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) != nil, "its name table names Amiri")
        #expect(PreviewFont.licence + "\n" == (try String(contentsOfFile: Self.folder + "/OFL.txt", encoding: .utf8)))
        #expect(PreviewFont.licence.contains("Copyright 2010-2020 The Amiri Project Authors"))
    }

    @Test func aStaticSiteCarriesTheFontAndItsLicence() throws {
        let scratch = try ScratchFolder()
        let site = PreviewSite(pages: ["index.html": "<p>x</p>"], media: [:])
        try site.write(to: scratch.url.appendingPathComponent("site"), bundle: scratch.url)
        #expect(FileManager.default.contents(atPath: scratch.path + "/site/fonts/Amiri-Regular.ttf") == Data(PreviewFont.bytes))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/site/fonts/OFL.txt"))
    }
}
