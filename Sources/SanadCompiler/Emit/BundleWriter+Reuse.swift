import Foundation
import SanadBundleFormat
import SanadSource

extension BundleWriter {
    /// Size and SHA-256 of every file the bundle now in `folder` lists, by path; empty when there
    /// is none or its manifest cannot be read (every file is then written).
    static func previousFiles(in folder: URL) -> [String: (size: Int, sha256: String)] {
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(BundleFormat.manifestName).path),
            let manifest = try? BundleJSONDecoder().decode(BundleManifest.self, from: data) else { return [:] }
        var files: [String: (size: Int, sha256: String)] = [:]
        for file in manifest.files { files[file.path] = (file.size, file.sha256) }
        return files
    }

    /// Hard-links the previous bundle's file at `source` to `target` when `source` is a regular
    /// file holding exactly `data`; false (and nothing left at `target`) otherwise.
    static func link(_ source: URL, to target: URL, holding data: Data) -> Bool {
        var info = stat()
        guard lstat(source.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count else { return false }
        guard (try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil,
            Foundation.link(source.path, target.path) == 0 else { return false }
        // The bytes are compared through the new name, opened as a regular file without blocking:
        // what the new bundle holds is what was built.
        guard case .success(let bytes) = ContentFile.read(target.path, inside: nil, limit: data.count), bytes.count == data.count,
            data.isEmpty || bytes.withUnsafeBytes({ read in data.withUnsafeBytes { built in memcmp(read.baseAddress!, built.baseAddress!, data.count) == 0 } }) else {
            unlink(target.path)
            return false
        }
        return true
    }
}
