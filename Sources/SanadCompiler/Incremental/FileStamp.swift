#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file's size, modification and status-change times, device and inode, as numbers:
/// what the build cache's `FileStates` compares to trust a remembered state, and what the
/// resident engine compares to see a file unchanged (`CompilationEngine.FileStatus`). Its text is
/// the states file's (`<size> <modified> <changed> <device> <inode>`, each time as
/// `<seconds>.<nanoseconds>`).
package struct FileStamp: Equatable, Sendable {
    /// The size in bytes.
    package var size: Int64
    /// The modification time: seconds since 1970 and nanoseconds.
    package var modifiedSeconds: Int64
    package var modifiedNanoseconds: Int64
    /// The status-change time, which every write sets and no program can set back.
    package var changedSeconds: Int64
    package var changedNanoseconds: Int64
    /// The device (signed: a network volume's may be negative where `dev_t` is signed) and inode.
    package var device: Int64
    package var inode: UInt64

    /// The stamp `lstat` gave.
    package init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (modifiedSeconds, modifiedNanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        (changedSeconds, changedNanoseconds) = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
        #else
        (modifiedSeconds, modifiedNanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        (changedSeconds, changedNanoseconds) = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
        #endif
        device = Int64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The stamp in the bytes a states file wrote (`<size> <s>.<ns> <s>.<ns> <device> <inode>`),
    /// read in one pass, or nil when they are not one.
    package init?<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) {
        var numbers: (Int64, Int64, Int64, Int64, Int64, Int64, UInt64) = (0, 0, 0, 0, 0, 0, 0)
        // Which number is being read, its value, sign and digit count.
        var index = 0, value: UInt64 = 0, negative = false, digits = 0
        // After each number: the separator that must follow it (the last is the end).
        let separators: [UInt8] = [0x20, 0x2E, 0x20, 0x2E, 0x20, 0x20]
        func finish() -> Bool {
            guard digits > 0, digits <= 20 else { return false }
            if index == 6 {
                numbers.6 = value
                return !negative
            }
            guard value <= UInt64(Int64.max) else { return false }
            let signed = negative ? -Int64(value) : Int64(value)
            switch index {
            case 0: numbers.0 = signed
            case 1: numbers.1 = signed
            case 2: numbers.2 = signed
            case 3: numbers.3 = signed
            case 4: numbers.4 = signed
            default: numbers.5 = signed
            }
            return true
        }
        for byte in bytes {
            if index < separators.count, byte == separators[index] {
                guard finish() else { return nil }
                index += 1
                (value, negative, digits) = (0, false, 0)
            } else if byte == UInt8(ascii: "-"), digits == 0, !negative, index == 1 || index == 3 || index == 5 {
                negative = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                value = sum
                digits += 1
            } else {
                return nil
            }
        }
        guard index == 6, finish() else { return nil }
        (size, modifiedSeconds, modifiedNanoseconds, changedSeconds, changedNanoseconds, device, inode) = numbers
    }

    /// As the states file writes it.
    package var text: String {
        "\(size) \(modifiedSeconds).\(modifiedNanoseconds) \(changedSeconds).\(changedNanoseconds) \(device) \(inode)"
    }

    /// The status-change time in seconds since 1970.
    package var changeTime: Double { Double(changedSeconds) + Double(changedNanoseconds) / 1e9 }

}
