import Crypto
import Foundation

/// The files whose checks found nothing, kept on disk between command-line runs in the content
/// folder's lowered-file folder (`LoweredFileCache`): a lesson or source file listed here, whose
/// lowered-file key is the same and whose checks read nothing that changed, is not checked again
/// (`Pipeline.StoredChecks` says what its checks depend on).
///
/// One file, `check-results`, all integers little-endian:
///
/// - the line `sanad-check-results 2`;
/// - the SHA-256 of what every result depends on (the environment) and of the lesson ids;
/// - the categories the results looked up: their count (4 bytes), then for each its id (its
///   length in 2 bytes, then UTF-8), a byte (1 when a category has that id) and, when it does,
///   the lowered-file key of its file (32 bytes);
/// - the results: their count (4 bytes), then for each what was checked (`m` for a model's rules,
///   `t` for a file's texts), its file's lowered-file key in 64 hexadecimal digits, a byte (1 when
///   its checks read which lesson ids exist), and the categories its checks looked up (their
///   count in 2 bytes, then each one's place in the list above in 4);
/// - the SHA-256 of all that.
///
/// It is written to a temporary file and renamed into place, readable and writable by this user
/// alone; a file that is damaged, foreign or not the user's own is ignored.
struct CheckResultStore {
    /// What the file holds.
    struct Contents: Equatable {
        /// The SHA-256 of what every result depends on besides its own file and the categories.
        var environment: [UInt8]
        /// The SHA-256 of the lesson ids (what a result that read them depends on).
        var lessonIDs: [UInt8]
        /// The lowered-file key of each category a result looked up, by id; nil when no category
        /// had that id.
        var categories: [String: Digest256?] = [:]
        /// Each clean result, with what its checks read.
        var clean: [Entry: Reads]
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

    /// What a result's checks read besides its file and the environment.
    struct Reads: Hashable {
        /// Which lesson ids exist.
        var lessonIDs = false
        /// The ids of the categories they looked up, sorted.
        var categories: [String] = []
    }

    static let header = Array("sanad-check-results 2\n".utf8)
    /// A file larger than this (about two million results) is not read: never a huge read of a
    /// file grown by accident. (`StoredLessonFiles` goes by it too.)
    static let sizeLimit = 1 << 27

    /// The lowered-file folder of one content folder.
    let folder: URL

    var path: String { folder.appendingPathComponent("check-results").path }

    /// The file's contents; nil when there is none, or none that can be trusted.
    func load() -> Contents? {
        guard ReferenceTextCache.isPrivate(folder.path, folder: true) == true, let file = LoweredFilePacks.PrivateFile(path),
              file.size >= Self.header.count + 32 + 32 + 4 + 4 + 32, file.size <= Self.sizeLimit, let bytes = file.read(at: 0, count: file.size) else { return nil }
        let body = bytes.count - 32
        guard bytes.starts(with: Self.header), Array(SHA256.hash(data: bytes[..<body])) == Array(bytes[body...]) else { return nil }
        var reader = Reader(bytes: bytes, position: Self.header.count, end: body)
        guard let environment = reader.take(32), let lessonIDs = reader.take(32), let categoryCount = reader.integer(UInt32.self) else { return nil }
        var names: [String] = []
        var categories: [String: Digest256?] = [:]
        for _ in 0..<categoryCount {
            guard let length = reader.integer(UInt16.self), let name = reader.take(Int(length)), let present = reader.integer(UInt8.self), present <= 1 else { return nil }
            let id = String(decoding: name, as: UTF8.self)
            var key: Digest256?
            if present == 1 {
                guard let raw = reader.take(32) else { return nil }
                key = Digest256(raw)
            }
            guard categories.updateValue(key, forKey: id) == nil else { return nil }
            names.append(id)
        }
        guard let count = reader.integer(UInt32.self), Int(count) <= (body - reader.position) / 68 else { return nil }
        var clean: [Entry: Reads] = [:]
        clean.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let roleByte = reader.integer(UInt8.self), let role = Role(rawValue: roleByte), let hex = reader.take(64), let key = Digest256(hex: hex),
                  let flag = reader.integer(UInt8.self), flag <= 1, let read = reader.integer(UInt16.self) else { return nil }
            var reads = Reads(lessonIDs: flag == 1)
            for _ in 0..<read {
                guard let place = reader.integer(UInt32.self), Int(place) < names.count else { return nil }
                reads.categories.append(names[Int(place)])
            }
            guard clean.updateValue(reads, forKey: Entry(role: role, key: key)) == nil else { return nil }
        }
        return reader.position == body ? Contents(environment: environment, lessonIDs: lessonIDs, categories: categories, clean: clean) : nil
    }

    /// Writes `contents` in place of the file; false when it could not be written.
    @discardableResult
    func save(_ contents: Contents) -> Bool {
        guard contents.environment.count == 32, contents.lessonIDs.count == 32, contents.clean.count <= Int(UInt32.max),
              contents.categories.count <= Int(UInt32.max) else { return false }
        var bytes = Self.header + contents.environment + contents.lessonIDs
        let names = contents.categories.keys.sorted()
        var places: [String: UInt32] = [:]
        LoweredFilePacks.append(UInt32(names.count), to: &bytes)
        for (place, name) in names.enumerated() {
            guard name.utf8.count <= Int(UInt16.max) else { return false }
            places[name] = UInt32(place)
            LoweredFilePacks.append(UInt16(name.utf8.count), to: &bytes)
            bytes += name.utf8
            if let key = contents.categories[name]! {
                bytes.append(1)
                bytes += key.bytes
            } else {
                bytes.append(0)
            }
        }
        LoweredFilePacks.append(UInt32(contents.clean.count), to: &bytes)
        for (entry, reads) in contents.clean.sorted(by: { ($0.key.role.rawValue, $0.key.key) < ($1.key.role.rawValue, $1.key.key) }) {
            guard reads.categories.count <= Int(UInt16.max) else { return false }
            bytes.append(entry.role.rawValue)
            bytes += entry.key.hexBytes
            bytes.append(reads.lessonIDs ? 1 : 0)
            LoweredFilePacks.append(UInt16(reads.categories.count), to: &bytes)
            for category in reads.categories {
                guard let place = places[category] else { return false }
                LoweredFilePacks.append(place, to: &bytes)
            }
        }
        bytes += SHA256.hash(data: bytes)
        return LoweredFilePacks.writePrivateFile(bytes, at: path, in: folder)
    }

    /// Reads the file's parts in order, never past `end`.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int
        let end: Int

        /// The next `count` bytes.
        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, end - position >= count else { return nil }
            defer { position += count }
            return Array(bytes[position..<position + count])
        }

        /// The next integer of this type, little-endian.
        mutating func integer<Integer: FixedWidthInteger & UnsignedInteger>(_: Integer.Type) -> Integer? {
            let size = Integer.bitWidth / 8
            guard end - position >= size else { return nil }
            defer { position += size }
            return (0..<size).reduce(Integer(0)) { $0 | Integer(bytes[position + $1]) << (8 * $1) }
        }
    }
}
