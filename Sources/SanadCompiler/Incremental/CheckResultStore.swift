import Crypto
import Foundation

/// The files whose checks found nothing, kept on disk between command-line runs in the content
/// folder's lowered-file folder (`LoweredFileCache`): a lesson or source file listed here, whose
/// lowered-file key is the same and whose checks read nothing that changed, is not checked again
/// (`Pipeline.StoredChecks` says what its checks depend on).
///
/// One file, `check-results`: the line `sanad-check-results 1`, the SHA-256 of what every result
/// depends on (the environment) and of the lesson ids, the count of entries, each entry (what was
/// checked, `m` for a model's rules and `t` for a file's texts, then its file's lowered-file key in
/// 64 hexadecimal digits, and a byte: 1 when its checks read which lesson ids exist), and the
/// SHA-256 of all that. It is written to a temporary file and renamed into place, readable and
/// writable by this user alone; a file that is damaged, foreign or not the user's own is ignored.
struct CheckResultStore {
    /// What the file holds.
    struct Contents: Equatable {
        /// The SHA-256 of what every result depends on besides its own file.
        var environment: [UInt8]
        /// The SHA-256 of the lesson ids (what a result that read them depends on).
        var lessonIDs: [UInt8]
        /// Each clean result, and whether its checks read the lesson ids.
        var clean: [Entry: Bool]
    }

    /// What a result is of: a model's rules and review checks, or a file's text checks.
    enum Role: UInt8 {
        case model = 0x6D, texts = 0x74  // "m", "t"
    }

    /// A result: what it is of, and its file's lowered-file key.
    struct Entry: Hashable {
        var role: Role
        var key: Digest256
    }

    static let header = Array("sanad-check-results 1\n".utf8)
    /// A file larger than this (about two million results) is not read: never a huge read of a
    /// file grown by accident. (`StoredLessonFiles` goes by it too.)
    static let sizeLimit = 1 << 27
    static let keySize = 65

    /// The lowered-file folder of one content folder.
    let folder: URL

    var path: String { folder.appendingPathComponent("check-results").path }

    /// The file's contents; nil when there is none, or none that can be trusted.
    func load() -> Contents? {
        guard ReferenceTextCache.isPrivate(folder.path, folder: true) == true, let file = LoweredFilePacks.PrivateFile(path),
              file.size >= Self.header.count + 32 + 32 + 4 + 32, file.size <= Self.sizeLimit, let bytes = file.read(at: 0, count: file.size) else { return nil }
        let body = bytes.count - 32
        guard bytes.starts(with: Self.header), Array(SHA256.hash(data: bytes[..<body])) == Array(bytes[body...]) else { return nil }
        var position = Self.header.count
        let environment = Array(bytes[position..<position + 32]), lessonIDs = Array(bytes[position + 32..<position + 64])
        position += 64
        let count = (0..<4).reduce(0) { $0 | Int(bytes[position + $1]) << (8 * $1) }
        position += 4
        guard (body - position) == count * (Self.keySize + 1) else { return nil }
        var clean: [Entry: Bool] = [:]
        clean.reserveCapacity(count)
        for _ in 0..<count {
            guard let role = Role(rawValue: bytes[position]), let key = Digest256(hex: bytes[position + 1..<position + Self.keySize]),
                  bytes[position + Self.keySize] <= 1 else { return nil }
            clean[Entry(role: role, key: key)] = bytes[position + Self.keySize] == 1
            position += Self.keySize + 1
        }
        return clean.count == count ? Contents(environment: environment, lessonIDs: lessonIDs, clean: clean) : nil
    }

    /// Writes `contents` in place of the file; false when it could not be written.
    @discardableResult
    func save(_ contents: Contents) -> Bool {
        guard contents.environment.count == 32, contents.lessonIDs.count == 32, contents.clean.count <= Int(UInt32.max) else { return false }
        var bytes = Self.header + contents.environment + contents.lessonIDs
        bytes.reserveCapacity(bytes.count + 4 + contents.clean.count * (Self.keySize + 1) + 32)
        LoweredFilePacks.append(UInt32(contents.clean.count), to: &bytes)
        for (entry, readsLessonIDs) in contents.clean.sorted(by: { ($0.key.role.rawValue, $0.key.key) < ($1.key.role.rawValue, $1.key.key) }) {
            bytes.append(entry.role.rawValue)
            bytes += entry.key.hexBytes
            bytes.append(readsLessonIDs ? 1 : 0)
        }
        bytes += SHA256.hash(data: bytes)
        return LoweredFilePacks.writePrivateFile(bytes, at: path, in: folder)
    }
}
