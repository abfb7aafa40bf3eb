import Foundation
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// R0009: a narration's declared duration must match the file.
@Suite struct NarrationDurationTests {
    /// A mono 16-bit WAV at 11,025 Hz of `seconds`, with a LIST chunk before `data` as many
    /// encoders write.
    static func wav(seconds: Double) -> Data {
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        func half(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        let rate = 11_025, size = Int(Double(rate * 2) * seconds)
        var bytes = Array("RIFF".utf8) + word(36 + 12 + size) + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + word(16) + half(1) + half(1) + word(rate) + word(rate * 2) + half(2) + half(16)
        bytes += Array("LIST".utf8) + word(3) + [0x61, 0x62, 0x63, 0x00]  // odd size, padded
        bytes += Array("data".utf8) + word(size) + [UInt8](repeating: 0, count: size)
        return Data(bytes)
    }

    static func lint(audio: String, file: Data = wav(seconds: 2.5)) throws -> [Diagnostic] {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("media/a.wav", "")
        try file.write(to: content.url.appendingPathComponent("media/a.wav"))
        try content.edit("categories/wudu/01-lesson-1.md", "audio: { waiver: Fixture lesson. }", "audio: \(audio)")
        return Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics.filter { $0.code.group == .resolution }
    }

    @Test func aMatchingDurationIsClean() throws {
        #expect(try Self.lint(audio: "{ narration: media/a.wav, duration: 3s }").isEmpty)
        #expect(try Self.lint(audio: "{ narration: media/a.wav, duration: 2s }").isEmpty, "within a second")
    }

    @Test func aWrongOrMissingDurationIsReported() throws {
        let wrong = try Self.lint(audio: "{ narration: media/a.wav, duration: 5s }")
        #expect(wrong.map(\.message) == ["the narration lasts 2.5 s but the lesson declares 5 s"])
        #expect(wrong.first?.help == "set 'duration: 3s'")
        #expect(wrong.first?.severity == .warning)
        let missing = try Self.lint(audio: "{ narration: media/a.wav }")
        #expect(missing.map(\.message) == ["the narration lasts 2.5 s but declares no duration"])
    }

    /// A file whose header cannot be read is not measured; it is reported once, as unreadable.
    @Test func unreadableFilesAreReportedNotMeasured() throws {
        let codes = [ResolutionDiagnostics.mediaFormat]
        #expect(try Self.lint(audio: "{ narration: media/a.wav, duration: 5s }", file: Data("not a wav".utf8)).map(\.code) == codes)
        #expect(try Self.lint(audio: "{ narration: media/a.wav, duration: 5s }", file: Self.wav(seconds: 2.5).prefix(40)).map(\.code) == codes,
                "truncated header")
    }

    /// Every format with a header that gives its length is measured: an MP3 narration too.
    @Test func anMP3NarrationIsMeasured() throws {
        let mp3 = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("../Fixtures/media/mono-vbr.mp3")))
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.write("media/a.mp3", "")
        try mp3.write(to: content.url.appendingPathComponent("media/a.mp3"))
        try content.edit("categories/wudu/01-lesson-1.md", "audio: { waiver: Fixture lesson. }", "audio: { narration: media/a.mp3, duration: 5s }")
        let diagnostics = Linter(workingDirectory: content.path).lint(paths: ["."]).diagnostics.filter { $0.code.group == .resolution }
        #expect(diagnostics.map(\.message) == ["the narration lasts 1.6 s but the lesson declares 5 s"])
    }
}
