import Crypto
import Foundation

/// The lesson files of the last command-line build of a content folder, each by the SHA-256 of
/// what it was written from, kept on disk beside the folder's lowered files (`LoweredFileCache`):
/// a build takes a file whose inputs are the same from the previous bundle instead of encoding it
/// again (`LessonFileMemory`, `BundleStaging.reuse`, which hashes the previous copy's bytes and
/// takes it only when they are the ones recorded).
///
/// A file's inputs are its path, and each of its lessons' lowered-file key (its file's bytes, kind
/// and paths, and the tool: a lesson model is lowered from its file alone) with whether its
/// category is for children. A lesson whose file has no key (an editor's buffer) makes its file
/// encoded each time.
///
/// One file, `lesson-files`: the line `sanad-lesson-files 1`, then for each lesson file its
/// path's length and bytes, the SHA-256 of its inputs, its size and its bytes' SHA-256 (64
/// hexadecimal digits), and the SHA-256 of all that; written to a temporary file and renamed into
/// place, and ignored when damaged, foreign or not the user's own. Used from several threads at
/// once; every access to `records` and `reused` holds `lock`.
package final class StoredLessonFiles: LessonFileMemory, @unchecked Sendable {
    private struct Record: Equatable {
        var inputs: [UInt8]
        var staged: BundleStaging.Staged
    }

    static let header = Array("sanad-lesson-files 1\n".utf8)

    private let session: LoweredFileCache.Session
    private let lock = NSLock()
    /// The records as read from the file (at the first use: a lint never reads them), and as the
    /// build changes them.
    private var loaded: [String: Record]?
    private var changed: [String: Record] = [:]
    private var reused = 0
    package let verifying: Bool

    private var path: String { session.packs.folder.appendingPathComponent("lesson-files").path }

    /// The records of the content folder whose run `session` is, as an earlier build left them.
    init(session: LoweredFileCache.Session, verifying: Bool) {
        self.session = session
        self.verifying = verifying
    }

    /// The records, read at the first call. Called with `lock` held.
    private var records: [String: Record] {
        get {
            if loaded == nil {
                loaded = Self.read(path, folder: session.packs.folder) ?? [:]
                changed = loaded!
            }
            return changed
        }
        set {
            _ = records
            changed = newValue
        }
    }

    /// How many lesson files the build took from the previous bundle.
    package var reusedFiles: Int {
        lock.lock()
        defer { lock.unlock() }
        return reused
    }

    /// The SHA-256 of a lesson file's inputs; nil when a lesson's file has no key.
    private func inputs(_ path: String, lessons: [LessonModel], forChildren: [Bool]) -> [UInt8]? {
        var hasher = SHA256()
        func add(_ part: String) {
            var length = UInt64(part.utf8.count).littleEndian
            withUnsafeBytes(of: &length) { hasher.update(bufferPointer: $0) }
            hasher.update(data: Data(part.utf8))
        }
        add("sanad lesson file 1")
        add(session.cache.tool)
        add(path)
        add(String(lessons.count))
        for (lesson, children) in zip(lessons, forChildren) {
            guard let key = session.key(of: lesson.file) else { return nil }
            add(key.hex)
            add(children ? "children" : "all")
        }
        return Array(hasher.finalize())
    }

    package func lookUp(_ path: String, lessons: [LessonModel], forChildren: [Bool]) -> BundleStaging.Staged? {
        guard lessons.count == forChildren.count, let inputs = inputs(path, lessons: lessons, forChildren: forChildren) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return records[path].flatMap { $0.inputs == inputs ? $0.staged : nil }
    }

    package func keep(_ path: String, lessons: [LessonModel], forChildren: [Bool], staged: BundleStaging.Staged) {
        let inputs = lessons.count == forChildren.count ? inputs(path, lessons: lessons, forChildren: forChildren) : nil
        lock.lock()
        records[path] = inputs.map { Record(inputs: $0, staged: staged) }
        lock.unlock()
    }

    package func countReuse() { lock.withLock { reused += 1 } }

    package func keepOnly(_ paths: Set<String>) { lock.withLock { records = records.filter { paths.contains($0.key) } } }

    /// Writes the records, unless they are those read: after a build whose bundle is in place.
    package func save() {
        lock.lock()
        let records = self.records, loaded = self.loaded
        lock.unlock()
        guard records != loaded else { return }
        var bytes = Self.header
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            LoweredFilePacks.append(UInt32(path.utf8.count), to: &bytes)
            bytes += path.utf8
            bytes += record.inputs
            LoweredFilePacks.append(UInt64(record.staged.size), to: &bytes)
            bytes += record.staged.sha256.utf8
        }
        bytes += SHA256.hash(data: bytes)
        // A record not written costs the next build the encoding of lesson files, never a wrong one.
        _ = LoweredFilePacks.writePrivateFile(bytes, at: path, in: session.packs.folder)
    }

    /// The records in the file at `path`; nil when there is none that can be trusted.
    private static func read(_ path: String, folder: URL) -> [String: Record]? {
        guard ReferenceTextCache.isPrivate(folder.path, folder: true) == true, let file = LoweredFilePacks.PrivateFile(path),
              file.size >= header.count + 32, file.size <= CheckResultStore.sizeLimit, let bytes = file.read(at: 0, count: file.size) else { return nil }
        let end = bytes.count - 32
        guard bytes.starts(with: header), Array(SHA256.hash(data: bytes[..<end])) == Array(bytes[end...]) else { return nil }
        var position = header.count
        var records: [String: Record] = [:]
        func integer(_ width: Int) -> Int? {
            guard end - position >= width else { return nil }
            defer { position += width }
            let value = (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[position + $1]) << (8 * UInt64($1)) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
        while position < end {
            guard let length = integer(4), end - position >= length + 32 else { return nil }
            let name = String(decoding: bytes[position..<position + length], as: UTF8.self)
            position += length
            let inputs = Array(bytes[position..<position + 32])
            position += 32
            guard let size = integer(8), end - position >= 64 else { return nil }
            let digest = bytes[position..<position + 64]
            position += 64
            guard digest.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) else { return nil }
            records[name] = Record(inputs: inputs, staged: BundleStaging.Staged(size: size, sha256: String(decoding: digest, as: UTF8.self)))
        }
        return records
    }
}
