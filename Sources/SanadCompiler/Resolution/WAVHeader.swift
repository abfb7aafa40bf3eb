import SanadSource
import Foundation

/// The length of a PCM WAV file, read from its RIFF header (the `fmt ` chunk's byte rate and the
/// `data` chunk's size) without reading the samples.
enum WAVHeader {
    /// How much of the file is read to find the chunks; `fmt ` and `data` headers come first.
    static let headerReadLimit = 64 * 1024

    /// Seconds of audio, or nil when the file is not a RIFF/WAVE file with both chunks.
    /// The duration of the WAV file at `path`, read through `ContentFile` (a regular file inside
    /// `root`, never a pipe that would block), from its first bytes only.
    static func seconds(ofFileAt path: String, root: String?) -> Double? {
        guard case .success(let header) = ContentFile.read(path, inside: root, limit: headerReadLimit, prefixOnly: true) else { return nil }
        return seconds(header: header)
    }

    static func seconds(header bytes: [UInt8]) -> Double? {
        func word(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else { return nil }
        var offset = 12
        var byteRate: Int?
        while offset + 8 <= bytes.count {
            let id = bytes[offset..<offset + 4], size = word(offset + 4)
            if id.elementsEqual("fmt ".utf8), offset + 20 <= bytes.count { byteRate = word(offset + 16) }
            if id.elementsEqual("data".utf8) {
                guard let byteRate, byteRate > 0 else { return nil }
                return Double(size) / Double(byteRate)
            }
            offset += 8 + size + (size & 1)
        }
        return nil
    }
}
