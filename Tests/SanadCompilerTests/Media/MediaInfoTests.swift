import Foundation
import SanadCompiler
import Testing
import _SanadTestSupport

/// Header reading against real files made by ffmpeg (`Fixtures/media/README.md` has the commands
/// and what ffprobe reads from each file).
@Suite struct MediaInfoTests {
    static func info(_ name: String) throws -> MediaInfo? {
        MediaInfo.read(Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("../Fixtures/media/" + name)))))
    }

    @Test(arguments: [
        ("mono-16k.wav", MediaFormat.wav, 16000, 1, 0.5),
        ("stereo-320k.mp3", .mp3, 44100, 2, 1.045),
        ("mono-vbr.mp3", .mp3, 22050, 1, 1.567),
        ("mono-160k.m4a", .m4a, 44100, 1, 2.0),
        ("stereo.ogg", .ogg, 44100, 2, 1.0),
        ("mono.opus", .ogg, 48000, 1, 1.0),
    ])
    func soundHeadersAgreeWithFFprobe(name: String, format: MediaFormat, sampleRate: Int, channels: Int, seconds: Double) throws {
        let info = try #require(try Self.info(name))
        #expect(info.format == format)
        #expect(info.sampleRate == sampleRate)
        #expect(info.channels == channels)
        #expect(abs((info.seconds ?? -1) - seconds) < 0.1, "\(info.seconds ?? -1) s")
    }

    @Test func bitRates() throws {
        #expect(try Self.info("mono-16k.wav")?.bitRate == 256_000)
        #expect(try Self.info("stereo-320k.mp3")?.bitRate.map { abs($0 - 320_000) < 10_000 } == true)
        #expect(try Self.info("mono-160k.m4a")?.bitRate.map { (128_000...160_000).contains($0) } == true)
        #expect(try Self.info("mono-vbr.mp3")?.bitRate.map { $0 < 32_000 } == true)
    }

    @Test func pictureSizes() throws {
        #expect(try Self.info("small.png") == MediaInfo(format: .png, width: 64, height: 48))
        #expect(try Self.info("wide.png") == MediaInfo(format: .png, width: 3000, height: 20))
        #expect(try Self.info("photo.jpg") == MediaInfo(format: .jpeg, width: 40, height: 30))
        #expect(try Self.info("vector.svg")?.format == .svg)
    }

    /// Every prefix of every fixture reads without trapping: truncated files answer nil or less.
    @Test func truncatedFilesNeverTrap() throws {
        for name in ["mono-16k.wav", "stereo-320k.mp3", "mono-160k.m4a", "stereo.ogg", "mono.opus", "small.png", "photo.jpg"] {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("../Fixtures/media/" + name))))
            for length in stride(from: 0, to: min(bytes.count, 2048), by: 13) { _ = MediaInfo.read(Array(bytes.prefix(length))) }
            var flipped = bytes
            for index in stride(from: 0, to: min(bytes.count, 600), by: 5) {
                flipped[index] ^= 0xFF
                _ = MediaInfo.read(flipped)
            }
        }
        #expect(MediaInfo.read(Array("not really audio".utf8)) == nil)
    }
}
