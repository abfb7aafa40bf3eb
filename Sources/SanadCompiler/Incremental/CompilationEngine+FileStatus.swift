import Foundation

extension CompilationEngine {
    /// What `lstat` or `fstat` says of a regular file, and the wall-clock time it was taken.
    struct FileStatus {
        var size: Int64
        var modified: timespec
        var changed: timespec
        var device: UInt64
        var inode: UInt64
        var takenAt: Double

        /// The status of a regular file, not following a link (nil for a link, a folder or a
        /// missing file).
        static func of(_ path: String) -> FileStatus? {
            let now = Date().timeIntervalSince1970
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return FileStatus(info, takenAt: now)
        }

        /// The status in `info`, if it is a regular file's.
        init?(_ info: stat, takenAt: Double) {
            guard info.st_mode & S_IFMT == S_IFREG else { return nil }
            #if canImport(Darwin)
            (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
            #else
            (modified, changed) = (info.st_mtim, info.st_ctim)
            #endif
            size = Int64(info.st_size)
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            self.takenAt = takenAt
        }

        /// The change time in seconds.
        var changedAt: Double { Double(changed.tv_sec) + Double(changed.tv_nsec) / 1e9 }

        /// Whether the file was last changed at least `margin` seconds before this status was
        /// taken by this machine's clock, and before `fileSystemNow` by the file system's.
        func isSettled(margin: Double, fileSystemNow: Double) -> Bool { changedAt + margin <= min(takenAt, fileSystemNow) }

        /// The same file, unchanged: everything but the time the status was taken.
        func sameFile(as other: FileStatus) -> Bool {
            size == other.size && modified.tv_sec == other.modified.tv_sec && modified.tv_nsec == other.modified.tv_nsec
                && changed.tv_sec == other.changed.tv_sec && changed.tv_nsec == other.changed.tv_nsec && device == other.device && inode == other.inode
        }
    }
}
