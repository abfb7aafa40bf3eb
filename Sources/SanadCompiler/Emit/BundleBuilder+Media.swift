import Foundation
import SanadBundleFormat
import SanadSource

extension BundleBuilder {
    /// Every media file any kind names, read from the content folder and stored once per pack
    /// under its SHA-256 (`media/<sha256>.<ext>` in the core pack, `packs/<id>/media/…` in a
    /// category's), with its MIME type and the paths that name it. A file named from two packs is
    /// stored in each, so that every pack installs on its own. A file that cannot be read has
    /// been reported by resolution (R0007), which fails the build. A builder that stages writes
    /// each file as soon as it is read.
    func mediaFiles() throws -> [File] {
        var packsOfPath: [String: Set<String>] = [:]
        for kind in ContentKinds.all {
            for (path, category) in kind.mediaPathsByCategory(in: corpus) {
                packsOfPath[path, default: []].insert(packID(ofCategory: category))
            }
        }
        let root = ContentFile.realPath(corpus.root) ?? corpus.root
        var stored: [String: File] = [:]
        for path in packsOfPath.keys.sorted() {
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { continue }
            var bytes = Data()
            guard case .success = ContentFile.stream(root + "/" + path, inside: root, { bytes.append(contentsOf: $0) }) else {
                throw BundleWriter.WriteError(description: "cannot read the media file \(path)")
            }
            let digest = SHA256Hex.of(bytes)
            let ext = (path as NSString).pathExtension.lowercased()
            let mimeType = (MediaInfo.sniff(Array(bytes.prefix(1024))) ?? MediaFormat(extension: ext)).map(\.mimeType) ?? "application/octet-stream"
            for pack in packsOfPath[path, default: []].sorted() {
                let storedPath = BundleManifest.Pack.folder(of: pack) + "media/\(digest)" + (ext.isEmpty ? "" : ".\(ext)")
                if var file = stored[storedPath] {
                    file.sources = (file.sources ?? []) + [path]
                    stored[storedPath] = file
                } else {
                    // Staged as soon as read: a build holds one media file at a time.
                    stored[storedPath] = try staged(File(
                        path: storedPath, kind: .media, category: nil, data: bytes, mimeType: mimeType, sources: [path],
                        pack: pack == BundleManifest.Pack.coreID ? nil : pack))
                }
            }
        }
        return stored.values.sorted { $0.path < $1.path }
    }
}
