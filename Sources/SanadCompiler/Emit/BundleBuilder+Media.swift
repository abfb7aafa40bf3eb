import Foundation
import SanadBundleFormat
import SanadSource

extension BundleBuilder {
    /// Every media file any kind names, read from the content folder and stored once under its
    /// SHA-256 (`media/<sha256>.<ext>`), with its MIME type and the paths that name it. A file
    /// that cannot be read has been reported by resolution (R0007), which fails the build.
    func mediaFiles() throws -> [File] {
        let paths = Set(ContentKinds.all.flatMap { $0.allMediaReferences(in: corpus) }.map(\.value)).sorted()
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
                    mimeType: Self.mimeType(ofExtension: ext), sources: [path])
            }
        }
        return byDigest.values.sorted { $0.path < $1.path }
    }

    /// The MIME type of a media file by its extension.
    static func mimeType(ofExtension ext: String) -> String {
        switch ext {
        case "wav": return "audio/wav"
        case "mp3": return "audio/mpeg"
        case "m4a", "aac": return "audio/mp4"
        case "ogg", "opus": return "audio/ogg"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        default: return "application/octet-stream"
        }
    }
}
