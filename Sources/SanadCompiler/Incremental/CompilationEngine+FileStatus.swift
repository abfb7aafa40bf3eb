import Foundation

extension CompilationEngine {
    /// What `lstat` or `fstat` says of a regular file, and the wall-clock time it was taken.
    struct FileStatus {
        /// Its size, times, device and inode.
        var stamp: FileStamp
        var takenAt: Double

        /// The status of a regular file, not following a link (nil for a link, a folder or a
        /// missing file).
        static func of(_ path: String) -> FileStatus? {
            let now = Date().timeIntervalSince1970
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return FileStatus(info, takenAt: now)
        }

        /// The status in `info`, if it is of the kind asked for: a regular file's unless `kind`
        /// says otherwise (`S_IFDIR`: a folder's, whose times change as names are added to or
        /// taken from it).
        init?(_ info: stat, takenAt: Double, kind: mode_t = S_IFREG) {
            guard info.st_mode & S_IFMT == kind else { return nil }
            stamp = FileStamp(info)
            self.takenAt = takenAt
        }

        var size: Int64 { stamp.size }
        /// The device, as a key (its bits: a device may be negative where `dev_t` is signed).
        var device: UInt64 { UInt64(bitPattern: stamp.device) }
        var inode: UInt64 { stamp.inode }

        /// The change time in seconds.
        var changedAt: Double { stamp.changeTime }

        /// Whether the file was last changed at least `margin` seconds before this status was
        /// taken by this machine's clock, and before `fileSystemNow` by the file system's.
        func isSettled(margin: Double, fileSystemNow: Double) -> Bool { changedAt + margin <= min(takenAt, fileSystemNow) }

        /// The same file, unchanged: everything but the time the status was taken.
        func sameFile(as other: FileStatus) -> Bool { stamp == other.stamp }
    }
}
