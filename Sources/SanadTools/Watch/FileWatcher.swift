import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SanadCompiler

/// Waits for a change under a folder: inotify on Linux (every folder watched, new ones added as
/// they appear), which says which files changed, else a poll of every file's size and
/// modification time twice a second, which says only that something did.
public final class FileWatcher {
    private let root: String
    #if os(Linux)
    private var descriptor: Int32 = -1
    private var watched: [Int32: String] = [:]
    #endif
    private var snapshot: [String: [Int]] = [:]
    /// Whether a folder could not be watched (the system's limit of watches reached, a folder
    /// unreadable): its files' changes would go unseen, so no change names its files.
    private var unwatched = false

    /// A watcher of `root`; whether it uses inotify is `usesNotifications`.
    public init(root: String) {
        self.root = root
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        if descriptor >= 0 { addWatches(under: root) }
        #endif
        if !usesNotifications { snapshot = Self.snapshot(of: root) }
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Whether changes come from the kernel (inotify) rather than from polling.
    public var usesNotifications: Bool {
        #if os(Linux)
        return descriptor >= 0
        #else
        return false
        #endif
    }

    /// Blocks until something under the folder changes, then waits until it has been quiet for
    /// `settle` seconds (an editor's save is several events); returns what changed. With inotify
    /// that is the files named by the events, unless an event was about a folder, a watch or the
    /// queue itself (a folder created, moved or removed, the queue overflowed): then, as with
    /// polling, only that something changed. Editors' scratch files (`isEditorScratch`) neither
    /// wake the watcher nor count as changes.
    @discardableResult
    public func waitForChange(settle: Double = 0.1) -> ContentChange {
        #if os(Linux)
        if descriptor >= 0 {
            var changes = Changes()
            while !waitForEvents(timeout: -1, into: &changes) {}
            // Quiet for `settle`, or two seconds at most (a file written without pause).
            var waited = 0.0
            while waited < 2, waitForEvents(timeout: Int32(settle * 1000), into: &changes) { waited += settle }
            return changes.unknown || unwatched ? .unknown : .files(changes.files)
        }
        #endif
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = Self.snapshot(of: root)
            if now != snapshot {
                snapshot = now
                return .unknown
            }
        }
    }

    #if os(Linux)
    /// What the events read so far named.
    struct Changes {
        /// The files named by events, by absolute path.
        var files: Set<String> = []
        /// Whether an event named no file of its own, or a folder.
        var unknown = false
    }

    /// Reads the events that arrive within `timeout` milliseconds (-1: waits) into `changes`;
    /// whether any was about a file that may be content (not an editor's swap, backup or probe
    /// file).
    private func waitForEvents(timeout: Int32, into changes: inout Changes) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeout) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<min(count, nameStart + length)].prefix { $0 != 0 }, as: UTF8.self)
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let folder = watched[wd] {
                    addWatches(under: folder + "/" + name)
                }
                if !Self.isEditorScratch(name) {
                    any = true
                    // An event about a folder, about the watched folder itself (no name), about
                    // a watch removed, or the queue overflowing names no file of its own.
                    if let folder = watched[wd], !name.isEmpty, mask & UInt32(IN_ISDIR | IN_Q_OVERFLOW | IN_IGNORED) == 0 {
                        changes.files.insert(folder + "/" + name)
                    } else {
                        changes.unknown = true
                    }
                }
                offset += MemoryLayout<inotify_event>.size + length
            }
        }
        return any
    }

    private func addWatches(under folder: String) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_ATTRIB | IN_DELETE_SELF)
        let wd = inotify_add_watch(descriptor, folder, mask | UInt32(IN_DONT_FOLLOW))
        if wd >= 0 { watched[wd] = folder } else { unwatched = true }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            unwatched = true
            return
        }
        for entry in entries where !entry.hasPrefix(".") {
            // A link to a folder is not followed, as discovery does not follow it: a file saved
            // there would be named by a path no check knows.
            let path = folder + "/" + entry
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { addWatches(under: path) }
        }
    }
    #endif

    /// Files editors write beside the one being edited: vim's swap files and its `4913` probe,
    /// backups ending in `~`, Emacs's auto-save files (`#x.md#`), the temporary and old copies of
    /// JetBrains editors' safe write (`x.md___jb_tmp___`), hidden files. None is content, and
    /// none is named as a change (a named file that is not content makes a check look at the
    /// whole folder).
    static func isEditorScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#")) || name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___")
    }

    /// Every file's size and modification time under `root`.
    static func snapshot(of root: String) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + relative) else { continue }
            let size = (attributes[.size] as? Int) ?? 0
            let modified = Int(((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) * 1e6)
            result[relative] = [size, modified]
        }
        return result
    }
}
