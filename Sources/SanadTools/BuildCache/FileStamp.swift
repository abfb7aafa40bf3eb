#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file's size, modification and status-change times, device and inode, as numbers:
/// what `FileStates` compares to trust a remembered state. Its text is the states file's
/// (`<size> <modified> <changed> <device> <inode>`, each time as `<seconds>.<nanoseconds>`).
struct FileStamp: Equatable, Sendable {
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var changedSeconds: Int64
    var changedNanoseconds: Int64
    var device: UInt64
    var inode: UInt64

    /// The stamp `lstat` gave.
    init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (modifiedSeconds, modifiedNanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        (changedSeconds, changedNanoseconds) = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
        #else
        (modifiedSeconds, modifiedNanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        (changedSeconds, changedNanoseconds) = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
        #endif
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The stamp a states file wrote, or nil when `text` is not one.
    init?(text: Substring) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 5, let size = Int64(parts[0]), let device = UInt64(parts[3]), let inode = UInt64(parts[4]),
            let modified = Self.time(parts[1]), let changed = Self.time(parts[2]) else { return nil }
        self.size = size
        (modifiedSeconds, modifiedNanoseconds) = modified
        (changedSeconds, changedNanoseconds) = changed
        self.device = device
        self.inode = inode
    }

    /// As the states file writes it.
    var text: String {
        "\(size) \(modifiedSeconds).\(modifiedNanoseconds) \(changedSeconds).\(changedNanoseconds) \(device) \(inode)"
    }

    /// The status-change time in seconds since 1970.
    var changeTime: Double { Double(changedSeconds) + Double(changedNanoseconds) / 1e9 }

    private static func time(_ text: Substring) -> (Int64, Int64)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int64(parts[0]), let nanoseconds = Int64(parts[1]) else { return nil }
        return (seconds, nanoseconds)
    }
}
