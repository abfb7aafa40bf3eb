import Foundation
import SanadBundleFormat
import SanadSource

extension BundleBuilder {
    /// Every media file any kind names, read from the content folder and stored once under its
    /// SHA-256 (`media/<sha256>.<ext>`), with its MIME type and the paths that name it. A file
    /// that cannot be read has been reported by resolution (R0007), which fails the build.
    func mediaFiles() throws -> [File] {
        let paths = Set(ContentKinds.all.flatMap { $0.allMediaReferences(in: corpus) }.map(\.path.value)).sorted()
        let root = ContentFile.realPath(corpus.root) ?? corpus.root
        var byDigest: [String: File] = [:]
        for path in paths {
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { continue }
            var bytes = Data()
            guard case .success = ContentFile.stream(root + "/" + path, inside: root, { bytes.append(contentsOf: $0) }) else {
                throw BundleWriter.WriteError(description: "cannot read the media file \(path)")
            }
            let digest = SHA256Hex.of(bytes)
            let ext = (path as NSString).pathExtension.lowercased()
            if var stored = byDigest[digest] {
                stored.sources = (stored.sources ?? []) + [path]
                byDigest[digest] = stored
            } else {
                byDigest[digest] = File(
                    path: "media/\(digest)" + (ext.isEmpty ? "" : ".\(ext)"), kind: .media, category: nil, data: bytes,
                    mimeType: (MediaInfo.sniff(Array(bytes.prefix(1024))) ?? MediaFormat(extension: ext)).map(\.mimeType) ?? "application/octet-stream", sources: [path])
            }
        }
        return byDigest.values.sorted { $0.path < $1.path }
    }
}
