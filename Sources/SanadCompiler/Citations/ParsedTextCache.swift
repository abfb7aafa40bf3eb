import Crypto
import Foundation
import SanadBundleFormat
import SanadSource

/// Reference texts (Tanzil, hadith) parsed once per process, kept under their path and the
/// SHA-256 the file had, with every state each path was seen in (`file <sha256>` or
/// `unreadable`), which the build cache records. Every access holds `lock`.
final class ParsedTextCache<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: Entry] = [:]
    private var observations: [String: Set<String>] = [:]

    /// A file as `read` finds it: its SHA-256 and its bytes, read when asked for.
    struct ReadFile {
        var digest: String
        /// The bytes whose SHA-256 is `digest`, or nil if the file no longer has them.
        var bytes: () -> Data?
    }

    /// The file's SHA-256, with the state it was seen in recorded; nil (recorded as unreadable)
    /// when it cannot be read, or is not a regular file (a named pipe is never waited on). A file
    /// whose status is the one it had when last hashed is not read again (`FileDigests`). The
    /// file is hashed as it streams: its bytes are read again only if they must be parsed (the
    /// parsed text is neither in this process nor in `ReferenceTextCache`), so a 20 MB text
    /// answered from a cache is never held in memory.
    func read(_ path: String) -> ReadFile? {
        let bytes = { (digest: String) in
            { FileManager.default.contents(atPath: path).flatMap { SHA256Hex.of($0) == digest ? $0 : nil } }
        }
        if let digest = FileDigests.shared.remembered(path) {
            observe(path, "file " + digest)
            return ReadFile(digest: digest, bytes: bytes(digest))
        }
        let before = FileDigests.shared.status(path)
        var hasher = SHA256()
        guard case .success = ContentFile.stream(path, inside: nil, { hasher.update(bufferPointer: $0) }) else {
            observe(path, "unreadable")
            return nil
        }
        let digest = SHA256Hex.of(hasher)
        FileDigests.shared.remember(path, digest: digest, before: before, after: FileDigests.shared.status(path))
        observe(path, "file " + digest)
        return ReadFile(digest: digest, bytes: bytes(digest))
    }

    func observe(_ path: String, _ state: String) {
        lock.lock()
        observations[path, default: []].insert(state)
        lock.unlock()
    }

    func observed(_ path: String) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return observations[path] ?? []
    }

    func get(path: String, sha256: String) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return texts[path + "#" + sha256]
    }

    func put(_ text: Entry, path: String, sha256: String) {
        lock.lock()
        texts[path + "#" + sha256] = text
        lock.unlock()
    }
}
