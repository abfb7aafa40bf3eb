import Crypto
import Foundation
import SanadBundleFormat
import SanadSource

/// The temporary folder a bundle's files are written into as they are encoded, so that a build
/// holds at most the files being encoded at once rather than the whole bundle: each file is
/// hashed, written (or hard-linked from the previous bundle when it has the same bytes at the same
/// path) and let go, and `BundleWriter` then adds the manifest and puts the folder in place.
///
/// The folder is named as `BundleWriter` names its own (`.<bundle>.tmp-<pid>-<uuid>`, beside the
/// bundle), so a build killed half-way leaves only a folder the next build removes, and the
/// previous bundle stays valid throughout. Files are staged from several threads at once; each
/// path is staged once.
public final class BundleStaging: Sendable {
    /// What staging a file recorded of it: all the manifest needs besides its path and kind.
    public struct Staged: Sendable, Equatable {
        /// The file's size in bytes.
        public var size: Int
        /// The lower-case hexadecimal SHA-256 of its bytes.
        public var sha256: String
    }

    /// The bundle folder the staged files will replace.
    public let target: URL
    /// The temporary folder holding the staged files.
    public let folder: URL
    /// The previous bundle's files by path (size and digest), for reusing unchanged ones.
    let previous: [String: (size: Int, sha256: String)]

    /// The folders above `target` this staging created (the output folder of a first build),
    /// deepest first: removed again, when empty, if the bundle is not written.
    let createdFolders: [URL]

    /// A new, empty temporary folder beside `target`; the leftovers of killed builds of `target`
    /// are removed first.
    public init(replacing target: URL) throws {
        // Lexically standardized (`out/../x` is `x`), so that each step up is a real parent.
        let target = target.standardizedFileURL
        let parent = target.deletingLastPathComponent()
        var missing: [URL] = [], above = parent
        while !FileManager.default.fileExists(atPath: above.path), above.pathComponents.count > 1 {
            missing.append(above)
            above = above.deletingLastPathComponent()
        }
        createdFolders = missing
        self.target = target
        self.folder = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            BundleWriter.removeLeftovers(of: target)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            for created in missing where rmdir(created.path) != 0 { break }
            throw error
        }
        previous = BundleWriter.previousFiles(in: target)
    }

    /// Writes `data` at `path` inside the folder (linked from the previous bundle when it holds
    /// the same bytes there) and returns its size and digest.
    public func stage(_ data: Data, at path: String) throws -> Staged {
        let digest = SHA256Hex.of(data)
        let destination = folder.appendingPathComponent(path)
        try Self.makeFolders(for: path, in: folder)
        let reusable = previous[path].map { $0.sha256 == digest && $0.size == data.count } ?? false
        if !reusable || !BundleWriter.link(target.appendingPathComponent(path), to: destination, holding: data) {
            try BundleWriter.write(data, to: destination)
        }
        return Staged(size: data.count, sha256: digest)
    }

    /// Puts the previous bundle's file at `path` in the folder (a hard link), when the previous
    /// bundle lists it with `staged`'s size and digest and its bytes on disk hash to that digest;
    /// nil (and nothing left at `path`) otherwise. A file known to be unchanged
    /// (`LessonFileMemo`) is staged this way without being encoded again.
    public func reuse(_ staged: Staged, at path: String) -> Staged? {
        guard let listed = previous[path], listed.size == staged.size, listed.sha256 == staged.sha256 else { return nil }
        // Only a regular file of that size: `link` would link a symbolic link itself, which the
        // read below would follow to bytes that could change once the bundle is in place.
        let source = target.appendingPathComponent(path)
        var info = stat()
        guard lstat(source.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == staged.size else { return nil }
        let destination = folder.appendingPathComponent(path)
        guard (try? Self.makeFolders(for: path, in: folder)) != nil, Foundation.link(source.path, destination.path) == 0 else { return nil }
        // The bytes are hashed through the new name, opened as a regular file without blocking
        // and streamed (never held whole): what the new bundle holds is what the memo says was
        // built.
        var hasher = SHA256()
        var count = 0
        let streamed = ContentFile.stream(destination.path, inside: nil) { chunk in
            hasher.update(bufferPointer: chunk)
            count += chunk.count
        }
        guard case .success = streamed, count == staged.size, SHA256Hex.of(hasher) == staged.sha256 else {
            unlink(destination.path)
            return nil
        }
        return staged
    }

    /// The bytes of `file`: read back from the folder when it was staged, else those it holds.
    /// (`BundleBuilder.File.heldBytes` is the reader for files that were not staged.)
    public func contents(of file: BundleBuilder.File) throws -> Data {
        guard file.staged != nil else { return file.data }
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path), data.count == file.size else {
            throw BundleWriter.WriteError(description: "the staged file \(file.path) cannot be read back")
        }
        return data
    }

    /// Removes the folder, when the bundle is not written after all, and the output folders it
    /// created when they are empty, so a failed first build leaves nothing behind. After
    /// `BundleWriter` put it in place there is nothing left to remove.
    public func discard() {
        try? FileManager.default.removeItem(at: folder)
        guard !FileManager.default.fileExists(atPath: target.path) else { return }
        for created in createdFolders where rmdir(created.path) != 0 { break }
    }

    /// Creates the folders above `path` inside `root`, one level at a time, accepting a folder
    /// another thread created meanwhile.
    static func makeFolders(for path: String, in root: URL) throws {
        var current = root.path
        for component in path.split(separator: "/").dropLast() {
            current += "/" + component
            if mkdir(current, 0o777) != 0 && errno != EEXIST {  // less the umask, as FileManager does
                throw BundleWriter.WriteError(description: "cannot create \(current): \(String(cString: strerror(errno)))")
            }
        }
    }
}
