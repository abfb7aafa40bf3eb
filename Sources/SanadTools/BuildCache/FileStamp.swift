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
    init?(text: Substring) { self.init(utf8: text.utf8) }

    /// The stamp in the bytes a states file wrote (`<size> <s>.<ns> <s>.<ns> <device> <inode>`),
    /// read in one pass, or nil when they are not one.
    init?<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) {
        var numbers: (Int64, Int64, Int64, Int64, Int64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0)
        // Which number is being read, its value, sign and digit count.
        var index = 0, value: UInt64 = 0, negative = false, digits = 0
        // After each number: the separator that must follow it (the last is the end).
        let separators: [UInt8] = [0x20, 0x2E, 0x20, 0x2E, 0x20, 0x20]
        func finish() -> Bool {
            guard digits > 0, digits <= 20 else { return false }
            if index >= 5 {
                if index == 5 { numbers.5 = value } else { numbers.6 = value }
                return !negative
            }
            guard value <= UInt64(Int64.max) else { return false }
            let signed = negative ? -Int64(value) : Int64(value)
            switch index {
            case 0: numbers.0 = signed
            case 1: numbers.1 = signed
            case 2: numbers.2 = signed
            case 3: numbers.3 = signed
            default: numbers.4 = signed
            }
            return true
        }
        for byte in bytes {
            if index < separators.count, byte == separators[index] {
                guard finish() else { return nil }
                index += 1
                (value, negative, digits) = (0, false, 0)
            } else if byte == UInt8(ascii: "-"), digits == 0, !negative, index == 1 || index == 3 {
                negative = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                value = times + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard index == 6, finish() else { return nil }
        (size, modifiedSeconds, modifiedNanoseconds, changedSeconds, changedNanoseconds, device, inode) = numbers
    }

    /// As the states file writes it.
    var text: String {
        "\(size) \(modifiedSeconds).\(modifiedNanoseconds) \(changedSeconds).\(changedNanoseconds) \(device) \(inode)"
    }

    /// The status-change time in seconds since 1970.
    var changeTime: Double { Double(changedSeconds) + Double(changedNanoseconds) / 1e9 }

}
