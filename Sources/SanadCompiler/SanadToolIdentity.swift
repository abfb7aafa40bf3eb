import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running tool, as caches name it: Sanad's version and its executable's path, size,
/// modification and change times, device and inode, so that a rebuilt `sanad` of the same
/// version never trusts what the old one wrote.
package enum SanadToolIdentity {
    /// The identity of this process's executable.
    package static let current: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        var info = stat()
        guard stat(path, &info) == 0 else { return "sanad \(SanadVersion.current) unknown executable" }
        #if canImport(Darwin)
        let times = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec) \(info.st_ctimespec.tv_sec).\(info.st_ctimespec.tv_nsec)"
        #else
        let times = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        #endif
        return "sanad \(SanadVersion.current) \(path) \(info.st_size) \(times) \(info.st_dev) \(info.st_ino)"
    }()
}
