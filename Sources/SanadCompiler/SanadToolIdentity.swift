import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running tool, as caches name it: Sanad's version and its executable's path, size,
/// modification and change times, device and inode, so that a rebuilt `sanad` of the same
/// version never trusts what the old one wrote.
///
/// Taken from the file the process runs (on Linux `/proc/self/exe`, which stays the running
/// file's even after a rebuild replaces it at its path); a long-running process should read
/// `current` as it starts (`sanad` does), so that it is not taken from a newer executable later.
package enum SanadToolIdentity {
    /// The identity of this process's executable; `unknown` when it cannot be found.
    package static let current: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        var info = stat()
        #if os(Linux)
        let status = stat("/proc/self/exe", &info)
        #else
        let status = stat(path, &info)
        #endif
        guard status == 0 else { return unknown }
        #if canImport(Darwin)
        let times = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec) \(info.st_ctimespec.tv_sec).\(info.st_ctimespec.tv_nsec)"
        #else
        let times = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        #endif
        return "sanad \(SanadVersion.current) \(path) \(info.st_size) \(times) \(info.st_dev) \(info.st_ino)"
    }()

    /// What `current` is when the executable cannot be found: caches that must tell one build of
    /// Sanad from another are not used then.
    package static let unknown = "sanad \(SanadVersion.current) unknown executable"
}
