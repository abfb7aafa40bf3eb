import Foundation
import SanadCompiler
import SanadTools
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

    /// A Lottie animation's size and length come from its `w`, `h`, `fr`, `ip` and `op`; a JSON
    /// file that is not an animation is not one; a Rive file is known by its header.
    @Test func animations() throws {
        #expect(try Self.info("card.json") == MediaInfo(format: .lottie, seconds: 2, width: 400, height: 300))
        #expect(MediaInfo.sniff(Array("  {\"name\": \"not an animation\"}".utf8)) == .lottie, "a JSON object is read as Lottie")
        #expect(MediaInfo.read(Array("{\"name\": \"not an animation\"}".utf8)) == nil, "and is not one without its members")
        #expect(MediaInfo.read(Array(#"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":"256","h":256,"layers":[]}"#.utf8)) == nil, "a width that is a string")
        #expect(MediaInfo.read(Array(#"{"v":"5.7.4","fr":0,"ip":0,"op":60,"w":256,"h":256,"layers":[]}"#.utf8))
                == MediaInfo(format: .lottie, width: 256, height: 256), "no length at zero frames a second")
        #expect(MediaInfo.read(Array(#"{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":256,"h":256,"layers":[],"v":"5"}"#.utf8)) == nil, "a repeated key")
        let open = Array((#"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":"# + String(repeating: "[", count: 100_000)).utf8)
        #expect(MediaInfo.read(open) == nil, "a nesting that never closes")
        let deep = #"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":["# + String(repeating: #"{"a":["#, count: 50_000)
            + #""x]""# + String(repeating: "]}", count: 50_000) + "]}"
        #expect(MediaInfo.read(Array(deep.utf8)) == MediaInfo(format: .lottie, seconds: 2, width: 1, height: 1),
                "nested values are skipped by counting, not read: any depth costs one pass")
        #expect(MediaInfo.read(Array(#"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":[],"nm":"\ud800"}"#.utf8)) != nil, "a lone surrogate escape")
        #expect(MediaInfo.read(Array(#"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":[{"nm":"\x"}]}"#.utf8)) == nil, "an escape JSON does not have, even nested")
        let valid = #"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":LAYERS}"#
        for broken in [#"[1}"#, #"[1,]"#, #"[{"a" 1}]"#, #"[NaN]"#, #"[{"a":tru}]"#, #"[{,}]"#, #"[01]"#, "[\"\u{01}\"]"] {
            #expect(MediaInfo.read(Array(valid.replacingOccurrences(of: "LAYERS", with: broken).utf8)) == nil, "\(broken) is not JSON")
        }
        #expect(MediaInfo.read(Array(valid.replacingOccurrences(of: "LAYERS", with: "[{\"nm\":\"").utf8) + [0xC3, 0x28] + Array("\"}]}".utf8)) == nil,
                "invalid UTF-8 in a nested string")
        #expect(MediaInfo.read(Array(valid.replacingOccurrences(of: "LAYERS", with: #"[ { "a" : [ 1 , -2.5e3 , true , null , { } , [ ] ] } ]"#).utf8)) != nil,
                "every kind of value, spaced")
        #expect(MediaInfo.read(Array(#"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":[],"\u0077":4000}"#.utf8)) == nil,
                "an escaped key that could stand for another's name")
        #expect(MediaInfo.read(Array(#"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":[]} x"#.utf8)) == nil, "bytes after the object")
        #expect(MediaInfo.read([0xEF, 0xBB, 0xBF] + Array(#"{"v":"5","fr":30,"ip":0,"op":60,"w":1,"h":1,"layers":[]}"#.utf8)) == nil, "a byte-order mark")
        #expect(MediaInfo.read(Array(#"{"v":"5","fr":30,"ip":0,"op":60,"w":01,"h":1,"layers":[]}"#.utf8)) == nil, "a number with a leading zero")
        let rive: [UInt8] = Array("RIVE".utf8) + [7, 0, 0x96, 0x01] + [0, 0, 0]
        #expect(MediaInfo.read(rive) == MediaInfo(format: .rive))
        #expect(MediaInfo.read(Array("RIVE".utf8) + [7, 0x80]) == nil, "a header cut inside its version")
        #expect(MediaFormat(extension: "riv") == .rive && MediaFormat(extension: "json") == .lottie && MediaFormat(extension: "lottie") == nil)
        #expect(MediaFormat.lottie.family == .animation && !MediaFormat.rive.rendersNativelyOnIOS && MediaFormat.png.family == .picture)
    }

    /// Every prefix of every fixture reads without trapping: truncated files answer nil or less.
    @Test func truncatedFilesNeverTrap() throws {
        for name in ["mono-16k.wav", "stereo-320k.mp3", "mono-160k.m4a", "stereo.ogg", "mono.opus", "small.png", "photo.jpg", "card.json"] {
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

    // MARK: Hostile and unusual MPEG-4 files, built box by box.

    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let size = body.count + 8
        return [UInt8(size >> 24 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array(type.utf8) + body
    }
    static func be32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static let ftyp = box("ftyp", Array("M4A ".utf8) + [0, 0, 0, 0])
    /// A track with a handler and a media header of `seconds` at a timescale of 1000.
    static func track(_ handler: String, seconds: Int) -> [UInt8] {
        let mdhd = box("mdhd", [0, 0, 0, 0] + be32(0) + be32(0) + be32(1000) + be32(seconds * 1000) + [0, 0, 0, 0])
        let hdlr = box("hdlr", [0, 0, 0, 0] + be32(0) + Array(handler.utf8) + [UInt8](repeating: 0, count: 12))
        return box("trak", box("mdia", mdhd + hdlr))
    }

    @Test func theSoundTracksLengthWhateverTheTrackOrder() {
        for tracks in [[Self.track("vide", seconds: 10), Self.track("soun", seconds: 3)], [Self.track("soun", seconds: 3), Self.track("text", seconds: 99)]] {
            let file = Self.ftyp + Self.box("moov", tracks.flatMap { $0 })
            #expect(MediaInfo.read(file)?.seconds == 3)
        }
    }

    @Test func hostileBoxesReadAsDamagedNeverTrap() {
        let huge: [UInt8] = [0, 0, 0, 1] + Array("free".utf8) + [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xF0]
        let emptyDescription = Self.box("moov", Self.box("trak", Self.box("mdia", Self.box("minf", Self.box("stbl", Self.box("stsd", []))))))
        let shortEntry = Self.box("moov", Self.box("trak", Self.box("mdia", Self.box("minf", Self.box("stbl", Self.box("stsd", [0, 0, 0, 0, 0, 0, 0, 1] + Self.box("mp4a", [0, 0]) ))))))
        let shortDescriptor = Self.box("moov", Self.box("esds", [0, 0, 0, 0, 0x03, 0x02, 0x00, 0x01, 0x04, 0x7F]))
        let endless = Self.ftyp + Self.box("moov", Self.box("trak", Self.box("mdia", Self.box("mdhd", [1, 0, 0, 0] + [UInt8](repeating: 0, count: 16) + Self.be32(1) + [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]))))
        for file in [Self.ftyp + huge, Self.ftyp + emptyDescription, Self.ftyp + shortEntry, Self.ftyp + shortDescriptor, endless] {
            #expect(MediaInfo.read(file)?.seconds == nil, "no length from a damaged header")
        }
    }

    /// A large Ogg file with no page near its end is searched only near its end.
    @Test func anOggFileWithoutALastPageIsReadQuickly() throws {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("../Fixtures/media/stereo.ogg"))).prefix(200))
        bytes += [UInt8](repeating: 0, count: 8 << 20)
        let info = try #require(MediaInfo.read(bytes))
        #expect(info.channels == 2 && info.seconds == nil)
    }

    @Test func sizesTooLargeToBeBudgetsAreInvalid() {
        #expect(MediaPolicy.bytes("2 MB") == 2_000_000)
        #expect(MediaPolicy.bytes("99999999999 GB") == nil)
        #expect(MediaPolicy.bytes("1.5 KB") == 1500)
    }
}

