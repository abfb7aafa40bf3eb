import Foundation
import SanadBundleFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One successful build, remembered: its key, the files it read outside the content folder, the
/// diagnostics it found before the severity policy was applied, and the bundle it wrote, with
/// what is needed to see that the bundle on disk is still the one written.
struct BuildCacheEntry: Codable, Sendable {
    /// A bundle file as written: a file edited or replaced since has another size, time or inode.
    struct WrittenFile: Codable, Sendable, Equatable {
        var path: String
        var size: Int64
        var modified: String
        var inode: UInt64
    }

    var key: BuildCacheKey
    /// Each file read outside the content folder (a Qur'an text) and its state then
    /// (`BuildInputs.state(of:)`).
    var externals: [String: String]
    /// What the checks found, before the severity policy.
    var found: CachedDiagnostics
    /// What the pack budget check found, before the severity policy.
    var budget: CachedDiagnostics
    /// The source files, for reports that list them (JUnit).
    var sourcePaths: [String]
    /// The bundle folder, absolute.
    var bundlePath: String
    var manifestSHA256: String
    var written: [WrittenFile]
    var lessons: Int
    var bundleFiles: Int

    /// Whether the files read outside the content folder are as they were.
    var externalsUnchanged: Bool {
        externals.allSatisfy { BuildInputs.state(ofExternal: $0.key) == $0.value }
    }

    /// Whether the bundle folder still holds the bundle this entry wrote: the manifest has the
    /// same bytes, and every file in it has its size, modification time and inode.
    var bundleUnchanged: Bool {
        let folder = URL(fileURLWithPath: bundlePath)
        guard let manifest = FileManager.default.contents(atPath: folder.appendingPathComponent(BundleFormat.manifestName).path),
            SHA256Hex.of(manifest) == manifestSHA256 else { return false }
        return Self.snapshot(folder, paths: written.map(\.path)) == written
    }

    /// The size, time and inode of each of `paths` in `folder`; a missing file has size -1.
    static func snapshot(_ folder: URL, paths: [String]) -> [WrittenFile] {
        paths.map { path in
            var info = stat()
            guard lstat(folder.appendingPathComponent(path).path, &info) == 0 else { return WrittenFile(path: path, size: -1, modified: "", inode: 0) }
            #if canImport(Darwin)
            let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
            #else
            let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            #endif
            return WrittenFile(path: path, size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino))
        }
    }
}
