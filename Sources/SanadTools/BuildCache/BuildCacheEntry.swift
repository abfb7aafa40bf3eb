import SanadCompiler
import Foundation
import SanadBundleFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line's build cache, a folder beside the bundles (`build/.sanad-cache/`): one file
/// per build key, so that `sanad build` with nothing changed answers from it without reading the
/// content through the front end or writing the bundle again. `sanad lint` keeps its results the
/// same way (`LintCache`).
typealias BuildCache = ResultCache<BuildCacheEntry>

extension ResultCache where Entry == BuildCacheEntry {
    /// The cache of builds whose bundles go into `output`.
    init(output: URL) {
        self.init(folder: output.appendingPathComponent(".sanad-cache").appendingPathComponent("builds"))
    }
}

/// One successful build, remembered: its key, the files it read outside the content folder, the
/// diagnostics it found before the severity policy was applied, and the bundle it wrote, with
/// what is needed to see that the bundle on disk is still the one written.
struct BuildCacheEntry: CachedResult {
    /// The layout of build entries; a change makes every older one foreign.
    static let formatVersion = 1
    /// A bundle file as written: a file edited, replaced or touched since has another size or
    /// stamp (`BuildInputs.stamp`: the status-change time cannot be set back).
    struct WrittenFile: Codable, Sendable, Equatable {
        var path: String
        var size: Int64
        var stamp: String
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
    /// The SHA-256 of the bundle's manifest as written.
    var manifestSHA256: String
    /// Every file in the bundle folder as written, by path.
    var written: [WrittenFile]
    /// The lessons and bundle files, for the `--timings` summary.
    var lessons: Int
    var bundleFiles: Int

    /// Whether the bundle folder still holds exactly the bundle this entry wrote: the manifest
    /// has the same bytes, and the folder the same files, each with its size and stamp.
    var bundleUnchanged: Bool {
        let folder = URL(fileURLWithPath: bundlePath)
        guard let manifest = FileManager.default.contents(atPath: folder.appendingPathComponent(BundleFormat.manifestName).path),
            SHA256Hex.of(manifest) == manifestSHA256 else { return false }
        return Self.snapshot(folder) == written
    }

    /// Every file below `folder`, sorted by path, with its size and stamp.
    static func snapshot(_ folder: URL) -> [WrittenFile] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [WrittenFile] = []
        while let path = enumerator?.nextObject() as? String {
            var info = stat()
            guard lstat(folder.appendingPathComponent(path).path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR { continue }
            files.append(WrittenFile(path: path, size: Int64(info.st_size), stamp: BuildInputs.stamp(info)))
        }
        return files.sorted { $0.path < $1.path }
    }
}
