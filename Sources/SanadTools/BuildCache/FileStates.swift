import SanadCompiler
import Crypto
import Foundation
import SanadBundleFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the last builds found in each file they fingerprinted (its `BuildInputs` state, the
/// SHA-256 of its bytes), with the file's size and stamp at the time, kept beside the build cache
/// (`build/.sanad-cache/states`), or beside a content folder's lint results (`LintCache`). A build
/// or lint with nothing changed then stats each file instead of reading it.
///
/// A remembered state is used only when the file's size, modification and status-change times,
/// device and inode are all as they were, and its status-change time is more than
/// `racyWindow` seconds before the build that read the file began (each state keeps that time,
/// so a state carried over by later builds that did not look at the file is not trusted more). Every write to a file sets
/// its status-change time (and no program can set it back), so a file edited since has another
/// stamp; a file edited just before or during that build, within the clock's granularity, is
/// read again, as Git does with "racily clean" entries. Anything that is not a regular file is
/// always read. A build saves what it found before it reads the content (into a cache folder an
/// earlier build made), and its look after the write (it fingerprints its inputs again before it
/// keeps its result) reads that back, or, when it could not be saved, takes the first look's
/// tables: the same rule then spares it every file the first look read. A missing, truncated, corrupted or foreign states file is ignored (every file is
/// read, as before) and replaced.
final class FileStates: @unchecked Sendable {
    /// A file's state when it was last read, the stamp it had, and when the build that read it
    /// began (seconds since 1970).
    /// Numbers and a digest, not text: a build of 50,000 files holds two tables of them.
    struct Remembered: Equatable {
        var stamp: FileStamp
        var state: FileState
        var began: Double
    }

    /// A file changed within this many seconds before a build began is read again by the next:
    /// at least the coarsest time stamps a file system Sanad may run on keeps (FAT's two seconds;
    /// a window shorter than that would trust a stamp a later write in the same tick leaves as
    /// it was).
    static let racyWindow = 2.0
    /// The first word of the states file.
    static let header = "sanad-file-states"
    static let formatVersion = 2

    let url: URL?
    /// When this build began, in seconds since 1970 (before it looked at any file).
    let began: Double
    private let remembered: [String: Remembered]
    private let lock = NSLock()
    private var seen: [String: Remembered] = [:]
    private var reads = 0
    /// The folders this build listed in full: what is remembered below them and was not seen
    /// this time is gone.
    private var listed: [String] = []

    /// The states remembered in `folder` (the build cache's folder, or a content folder's in the
    /// lint cache), or none; `began` stands in another start of the build (a test).
    init(folder: URL?, began: Double = Date().timeIntervalSince1970) {
        self.began = began
        url = folder?.appendingPathComponent("states")
        remembered = url.flatMap { FileManager.default.contents(atPath: $0.path) }.flatMap(Self.decode) ?? [:]
    }

    /// The `BuildInputs` state of the file at the absolute `path`, from memory when its stamp
    /// allows, otherwise read.
    func state(of path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "absent" }
        return fileState(of: path, info: info).text
    }

    /// Whether each of `files` (absolute paths, with the states a run found) is as it was.
    func unchanged(_ files: [String: String]) -> Bool {
        files.allSatisfy { state(of: $0.key) == $0.value }
    }

    /// The state of the file at `path`, which `lstat` has just described as `info`, held compactly.
    func fileState(of path: String, info: stat) -> FileState {
        guard info.st_mode & S_IFMT == S_IFREG else { return FileState(BuildInputs.state(of: path)) }
        let stamp = FileStamp(info)
        if let known = remembered[path], known.stamp == stamp, stamp.changeTime < known.began - Self.racyWindow {
            record(path, known, read: false)
            return known.state
        }
        let state = FileState(BuildInputs.state(of: path))
        // Remembered only if the file did not change while it was read.
        var after = stat()
        if lstat(path, &after) == 0, FileStamp(after) == stamp {
            record(path, Remembered(stamp: stamp, state: state, began: began), read: true)
        }
        return state
    }

    /// Notes that this build listed everything below `root` (an absolute path).
    func listed(_ root: String) {
        lock.lock()
        listed.append(root + "/")
        lock.unlock()
    }

    /// How many files this build has read (not answered from memory).
    var filesRead: Int {
        lock.lock()
        defer { lock.unlock() }
        return reads
    }

    /// The paths below `root` whose state this build found different from the remembered one,
    /// or that appeared or went away, sorted; only paths this build looked at or remembered.
    func changes(below root: String) -> [String] {
        lock.lock()
        let now = seen
        lock.unlock()
        let prefix = root + "/"
        var changed: [String] = []
        for (path, value) in now where path.hasPrefix(prefix) && remembered[path]?.state != value.state {
            changed.append(String(path.dropFirst(prefix.count)))
        }
        for path in remembered.keys where path.hasPrefix(prefix) && now[path] == nil {
            changed.append(String(path.dropFirst(prefix.count)))
        }
        return changed.sorted()
    }

    /// Writes the states this build saw (and the remembered ones it did not look at, for other
    /// folders sharing the cache); failures are ignored. Without `creatingFolder`, only into a
    /// folder that exists (a build that may yet fail writes nothing into a new output folder).
    /// Returns whether the states file now holds what this build found.
    @discardableResult
    func save(creatingFolder: Bool = true) -> Bool {
        guard let url else { return false }
        if !creatingFolder, !FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) { return false }
        lock.lock()
        defer { lock.unlock() }
        let folders = listed
        // Nothing new to remember, nothing gone, and nothing remembered less trusted than before
        // (a state answered from memory was remembered as it is).
        if reads == 0, sawWhatWasRemembered(in: folders) { return true }
        // What this build saw, and what it remembered outside the folders it listed (no third
        // table of them all).
        var paths = Array(seen.keys)
        for path in remembered.keys where seen[path] == nil && !folders.contains(where: { path.hasPrefix($0) }) { paths.append(path) }
        paths.sort()
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".states.\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else { return false }
        guard let handle = FileHandle(forWritingAtPath: temporary.path) else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        // The lines are streamed to the file as they are hashed (a build of 50,000 files ends with
        // its content still in memory: the whole text, and its copies, would come on top), under
        // a header of the final length whose digest is written last.
        func header(_ digest: String) -> Data { Data("\(Self.header) \(Self.formatVersion) \(digest)\n".utf8) }
        var hasher = SHA256()
        var chunk: [UInt8] = []
        chunk.reserveCapacity(1 << 16)
        func flush() throws {
            hasher.update(data: chunk)
            try handle.write(contentsOf: chunk)
            chunk.removeAll(keepingCapacity: true)
        }
        func writeAll() throws {
            try handle.write(contentsOf: header(String(repeating: "0", count: 64)))
            // (Bytes, not `contains("\n")`: Foundation's substring search costs a locale-aware
            // comparison per path.)
            for path in paths where !path.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) {
                guard let value = seen[path] ?? remembered[path] else { continue }
                for field in [path, "\t", value.stamp.text, "\t", value.state.text, "\t", String(value.began), "\n"] { chunk += field.utf8 }
                if chunk.count >= 1 << 15 { try flush() }
            }
            try flush()
            try handle.seek(toOffset: 0)
            try handle.write(contentsOf: header(SHA256Hex.of(hasher)))
        }
        let written = (try? writeAll()) != nil
        // Closed once, written or not, before it is renamed into place.
        let closed = (try? handle.close()) != nil
        guard written, closed, rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        // What a process killed while it saved left, an hour on.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(".states.") && name.hasSuffix(".tmp") {
            let path = folder.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date ?? .distantFuture
            if modified < Date().addingTimeInterval(-3600) { try? FileManager.default.removeItem(atPath: path) }
        }
        return true
    }

    private func record(_ path: String, _ value: Remembered, read: Bool) {
        lock.lock()
        seen[path] = value
        if read { reads += 1 }
        lock.unlock()
    }

    /// Whether what this build saw below the folders it listed is what was remembered there.
    private func sawWhatWasRemembered(in folders: [String]) -> Bool {
        var remembers = 0, sees = 0
        for path in remembered.keys where folders.contains(where: { path.hasPrefix($0) }) {
            guard seen[path] != nil else { return false }
            remembers += 1
        }
        for (path, value) in seen {
            if folders.contains(where: { path.hasPrefix($0) }) { sees += 1 } else if remembered[path] != value { return false }
        }
        return remembers == sees
    }

    /// The states in a file's bytes, or nil unless its header names this layout and the body's digest.
    static func decode(_ data: Data) -> [String: Remembered]? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let body = data[(newline + 1)...]
        guard line.count == 3, line[0] == header, line[1] == String(formatVersion), line[2] == SHA256Hex.hex(SHA256.hash(data: body)) else { return nil }
        // Lines of four tab-separated fields, read from the bytes in one pass: the stamp and the
        // state straight into numbers.
        return body.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [String: Remembered]? in
            var states: [String: Remembered] = [:]
            var fields: [UnsafeRawBufferPointer] = [], start = 0
            fields.reserveCapacity(4)
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") {
                fields.append(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                guard bytes[index] == UInt8(ascii: "\n") else { continue }
                guard fields.count == 4, let began = Double(String(decoding: fields[3], as: UTF8.self)),
                    let stamp = FileStamp(utf8: fields[1]) else { return nil }
                states[String(decoding: fields[0], as: UTF8.self)] = Remembered(stamp: stamp, state: FileState(utf8: fields[2]), began: began)
                fields.removeAll(keepingCapacity: true)
            }
            guard fields.isEmpty, start == bytes.count else { return nil }
            return states
        }
    }
}
