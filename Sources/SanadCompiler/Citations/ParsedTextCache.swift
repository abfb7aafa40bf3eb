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
    /// whose status is the one it had when last hashed is not read again (`FileDigests`), nor,
    /// with `ReferenceTextCache` on, one whose status an earlier process hashed it in. When
    /// `ReferenceTextCache` is on, the file is hashed as it streams and read whole again only if
    /// it must be parsed, so a 20 MB text answered from that cache is never held in memory; with
    /// it off, the bytes hashed are kept for the parse (read once).
    func read(_ path: String, cacheFolder: URL? = ReferenceTextCache.folder, settleMargin: Double = ReferenceTextCache.settleMargin) -> ReadFile? {
        if let digest = FileDigests.shared.remembered(path) {
            observe(path, "file " + digest)
            return ReadFile(digest: digest) { Self.bytes(of: path, digest: digest) }
        }
        let before = FileDigests.shared.status(path)
        // Hashed by an earlier process, in this very status: not read again. Only for a path with
        // no link in it: a link can be pointed elsewhere between a status and a read.
        let linkFree = cacheFolder != nil && ContentFile.realPath(path) == path
        if linkFree, let before, let digest = ReferenceTextCache.rememberedDigest(of: path, status: before, in: cacheFolder) {
            FileDigests.shared.remember(path, digest: digest, before: before, after: before)
            observe(path, "file " + digest)
            return ReadFile(digest: digest) { Self.bytes(of: path, digest: digest) }
        }
        let digest: String, kept: Data?
        if cacheFolder == nil {
            guard case .success(let bytes) = ContentFile.read(path, inside: nil, limit: Self.largestText) else {
                observe(path, "unreadable")
                return nil
            }
            kept = Data(bytes)
            digest = SHA256Hex.of(kept!)
        } else {
            var hasher = SHA256()
            guard case .success = ContentFile.stream(path, inside: nil, { hasher.update(bufferPointer: $0) }) else {
                observe(path, "unreadable")
                return nil
            }
            digest = SHA256Hex.of(hasher)
            kept = nil
        }
        let after = FileDigests.shared.status(path)
        FileDigests.shared.remember(path, digest: digest, before: before, after: after)
        if linkFree, let before, let after, after.sameFile(as: before), ReferenceTextCache.isSettled(before, margin: settleMargin) {
            ReferenceTextCache.rememberDigest(digest, of: path, status: before, in: cacheFolder)
        }
        observe(path, "file " + digest)
        return ReadFile(digest: digest) { kept ?? Self.bytes(of: path, digest: digest) }
    }

    /// The largest reference text read whole (the hadith file is 20 MB).
    static var largestText: Int { 1 << 30 }

    /// The file's bytes, read as a regular file (never a pipe or device), if they still have
    /// `digest`.
    static func bytes(of path: String, digest: String) -> Data? {
        guard case .success(let bytes) = ContentFile.read(path, inside: nil, limit: largestText) else { return nil }
        let data = Data(bytes)
        return SHA256Hex.of(data) == digest ? data : nil
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
