import Foundation
import SanadBundleFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fingerprint of everything a build can read inside its content folder: every entry below
/// the folder (hidden ones included, so a media file in a hidden folder counts), each with its
/// kind and the SHA-256 of its bytes. Version-control folders and the build's own output are
/// left out. Contents are hashed, never trusted by time stamp, so an edit within the same second
/// is still seen.
struct BuildInputs: Sendable {
    /// Every entry's relative path and what it is: `file <sha256>`, `link <target> <what the
    /// link reads as>`, or the kind of a special file.
    let entries: [(path: String, state: String)]
    /// The SHA-256 over all entries.
    let digest: String

    /// Folders never read as content.
    static let ignoredFolders: Set<String> = [".git", ".hg", ".svn"]

    /// Fingerprints the folder at `root` (an absolute, standardized path), leaving out the
    /// folders in `excluding` (absolute paths); nil when a folder cannot be listed, since its
    /// content could not be known.
    static func fingerprint(root: String, excluding: [String]) -> BuildInputs? {
        guard let paths = walk(root, excluding: Set(excluding)) else { return nil }
        let states = Pipeline.parallelMap(paths) { state(of: root + "/" + $0) }
        let entries = Array(zip(paths, states))
        var text = ""
        for (path, state) in entries { text += path + "\u{0}" + state + "\n" }
        return BuildInputs(entries: entries, digest: SHA256Hex.of(Data(text.utf8)))
    }

    /// The state of one file outside the walk (a Qur'an text named by `sanad.yaml`).
    static func state(ofExternal path: String) -> String { state(of: path) }

    /// What is at `path`, without following a link further than reading through it.
    static func state(of path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "absent" }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard let data = FileManager.default.contents(atPath: path) else { return "unreadable" }
            return "file " + SHA256Hex.of(data)
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            var targetInfo = stat()
            let through = stat(path, &targetInfo) == 0 && targetInfo.st_mode & S_IFMT == S_IFREG
                ? (FileManager.default.contents(atPath: path).map { "file " + SHA256Hex.of($0) } ?? "unreadable") : "not a file"
            return "link \(target) \(through)"
        case S_IFDIR: return "folder"
        default: return "special \(info.st_mode & S_IFMT)"
        }
    }

    /// Every entry below `root`, sorted, not descending into links, version-control folders or
    /// the excluded folders (whose paths are listed as entries of their own kind).
    private static func walk(_ root: String, excluding: Set<String>) -> [String]? {
        var result: [String] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let folder = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            for name in names {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                var info = stat()
                guard lstat(folder + "/" + name, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if ignoredFolders.contains(name) || excluding.contains(folder + "/" + name) { continue }
                    // An empty folder is an entry too: a folder that appears can change discovery.
                    result.append(relative)
                    pending.append(relative)
                } else {
                    result.append(relative)
                }
            }
        }
        return result.sorted()
    }
}
