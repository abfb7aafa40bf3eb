import SanadCompiler
import Crypto
import Foundation
import SanadBundleFormat
import SanadSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fingerprint of everything a build can read inside its content folder: every entry below
/// the folder (hidden ones included, so a media file in a hidden folder counts), each with its
/// kind and the SHA-256 of its bytes. Version-control folders are left out (the build cache is
/// not used when a media path reaches into one), and so is nothing else: the cache is not used
/// when the output folder is inside the content folder. Contents are hashed, never trusted by
/// time stamp, so an edit within the same second is still seen.
struct BuildInputs: Sendable {
    /// The SHA-256 over every entry's relative path and state.
    let digest: String

    /// Folders never read as content.
    static let ignoredFolders: Set<String> = [".git", ".hg", ".svn"]

    /// The key of a result over the content folder at `root` (absolute, standardized), kept in
    /// `store`: the tool, the schemas, `options` and the fingerprint of every file (`states`
    /// remembers what hashing each needs). A miss when the store is inside the content folder
    /// (what it writes would change the key of the next run), named `storeName` in the reason,
    /// or when a folder of the content cannot be listed.
    static func key(cacheFormat: Int, tool: String, schemas: String, options: [String], root: String, store: String, storeName: String,
                    states: FileStates) -> Result<BuildCacheKey, CacheMiss> {
        let realRoot = ContentFile.realPath(root) ?? root
        let realStore = ContentFile.realPath(store) ?? URL(fileURLWithPath: store).standardizedFileURL.path
        guard realStore != realRoot, !realStore.hasPrefix(realRoot + "/") else {
            return .failure(.init("the \(storeName) is inside the content folder"))
        }
        guard let inputs = fingerprint(root: root, states: states) else {
            return .failure(.init("a folder in the content cannot be listed"))
        }
        return .success(BuildCacheKey(cacheFormat: cacheFormat, tool: tool, schemas: schemas, options: options, inputs: inputs.digest))
    }

    /// Fingerprints the folder at `root` (an absolute, standardized path); nil when a folder
    /// cannot be listed, since its content could not be known.
    /// With `states`, a file whose stamp is unchanged is not read again (see `FileStates`).
    static func fingerprint(root: String, states remembered: FileStates? = nil) -> BuildInputs? {
        guard let entries = walk(root) else { return nil }
        remembered?.listed(root)
        let states = Pipeline.parallelMap(entries) { entry in
            remembered?.fileState(of: root + "/" + entry.path, info: entry.info) ?? FileState(state(of: root + "/" + entry.path))
        }
        // The SHA-256 of `<path>\0<state>\n` for each entry, fed as it goes: at the end of a
        // build the content is still in memory, and the whole text would be another copy of
        // every path.
        var hasher = SHA256()
        func feed(_ text: String) {
            var text = text
            text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        }
        for (entry, state) in zip(entries, states) {
            feed(entry.path)
            feed("\u{0}")
            feed(state.text)
            feed("\n")
        }
        return BuildInputs(digest: SHA256Hex.of(hasher))
    }

    /// The states of the files a run read outside the content folder at `root` (absolute,
    /// standardized), for keeping its result under `key`; nil when what the run read may not be
    /// what the key says: a media path reaches into a version-control folder (which the
    /// fingerprint leaves out), an outside text was seen in more than one state or has changed
    /// since (`QuranTexts.observedStates`), or the folder's fingerprint is no longer the key's (a
    /// file changed while the run read it).
    static func keepable(_ key: BuildCacheKey, root: String, media: [String], externals: [String], states: FileStates) -> [String: String]? {
        guard !media.contains(where: { $0.split(separator: "/").contains { ignoredFolders.contains(String($0)) } }) else { return nil }
        var kept: [String: String] = [:]
        for path in externals {
            let now = states.state(of: path), seen = QuranTexts.observedStates(of: path).union(HadithTextFiles.observedStates(of: path))
            guard seen.isEmpty || seen == [readingState(now)] else { return nil }
            kept[path] = now
        }
        guard fingerprint(root: root, states: states)?.digest == key.inputs else { return nil }
        return kept
    }

    /// What is at `path`: `file <sha256>`, `link <target> <what reading through it gives>`,
    /// `folder`, `absent`, or the kind of a special file. A file is hashed as it streams, opened
    /// without blocking (a named pipe is never read).
    static func state(of path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "absent" }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return contentState(path)
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return "link \(target) \(contentState(path))"
        case S_IFDIR: return "folder"
        default: return "special \(info.st_mode & S_IFMT)"
        }
    }

    /// What reading a file in `state` gives, as the Qur'an and hadith loaders record it
    /// (`file <sha256>`, else `unreadable`): a link is what it leads to, so that a build whose
    /// text is reached through a link (`ln -s ../shared/data`) is cached like any other.
    static func readingState(_ state: String) -> String {
        if state.hasPrefix("file ") { return state }
        if state.hasPrefix("link "), let file = state.range(of: " file ", options: .backwards),
           state.distance(from: file.upperBound, to: state.endIndex) == 64 {
            return String(state[state.index(after: file.lowerBound)...])
        }
        return "unreadable"
    }

    /// `file <sha256>` of what reading `path` gives, or why it cannot be read.
    private static func contentState(_ path: String) -> String {
        var hasher = SHA256()
        switch ContentFile.stream(path, inside: nil, { hasher.update(bufferPointer: $0) }) {
        case .success: return "file " + SHA256Hex.of(hasher)
        case .failure(let refusal): return "not read: \(refusal)"
        }
    }

    /// A file's modification and status-change times, device and inode: what an edit in place,
    /// even one that restores the modification time, changes.
    static func stamp(_ info: stat) -> String {
        #if canImport(Darwin)
        return "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec) \(info.st_ctimespec.tv_sec).\(info.st_ctimespec.tv_nsec) \(info.st_dev) \(info.st_ino)"
        #else
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec) \(info.st_dev) \(info.st_ino)"
        #endif
    }

    /// Every entry below `root` with what `lstat` gave for it, sorted by path, not descending
    /// into links or version-control folders.
    private static func walk(_ root: String) -> [(path: String, info: stat)]? {
        var result: [(path: String, info: stat)] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let folder = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            for name in names {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                var info = stat()
                guard lstat(folder + "/" + name, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if ignoredFolders.contains(name) { continue }
                    // An empty folder is an entry too: a folder that appears can change discovery.
                    result.append((relative, info))
                    pending.append(relative)
                } else {
                    result.append((relative, info))
                }
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
