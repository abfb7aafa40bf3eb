import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// The compatibility policy next to `BundleFormat`, on a hand-made bundle of a later minor
/// version (`Fixtures/format-2.99.md`): this reader opens it, verifies every file, skips the
/// kind it does not know, ignores fields it does not know and reads an unknown block type as
/// `.unknown`; a later major version is refused with both versions named.
@Suite struct ForwardCompatibilityTests {
    static let fixture = Fixtures.path("Fixtures/format-2.99")

    @Test func aBundleOfALaterMinorVersionOpens() throws {
        let library = try ContentLibrary(folder: URL(fileURLWithPath: Self.fixture))
        let manifest = library.reader.manifest
        #expect(manifest.formatVersion == SemanticVersion(major: 2, minor: 99, patch: 0))
        try library.reader.verifyAll()
        let hologram = try #require(manifest.files.first { $0.path == "holograms.json" })
        #expect(hologram.kind == .unknown("hologram") && hologram.kind.known == nil)
        #expect(library.project.title == "A bundle from a later minor version")
        #expect(library.packs().map(\.state) == [.installed, .installed])
        let lesson = try #require(try library.lesson("wudu.first"))
        #expect(lesson.phases[1].blocks.map(\.type) == [.known(.paragraph), .unknown("diagram")])
        #expect(try library.achievements().map(\.id) == ["first-step"])
    }

    @Test func aBundleOfALaterMajorVersionIsRefusedNamingBoth() throws {
        let copy = try ScratchFolder(copying: Self.fixture)
        try copy.edit("manifest.json", "\"formatVersion\": \"2.99.0\"", "\"formatVersion\": \"3.0.0\"")
        let expected = BundleError.unsupportedFormat(found: SemanticVersion(major: 3, minor: 0, patch: 0), supported: BundleFormat.version)
        #expect(throws: expected) { _ = try ContentLibrary(folder: copy.url) }
        #expect(expected.description == "the bundle's format is 3.0.0; this runtime reads format 2.x")
    }
}
