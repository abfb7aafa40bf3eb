import Foundation
import SanadBundleFormat

extension ContentLibrary {
    /// The file of a media path the content names (a lesson's `audio.narration`, an image block's
    /// `url`, a dhikr's `audio`), verified against the manifest (size and SHA-256) before its URL
    /// is given: a tampered or missing file is refused, named.
    public func mediaURL(for path: String) throws(BundleError) -> URL {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .media && $0.sources?.contains(path) == true }) else {
            throw .missingFile(path)
        }
        _ = try reader.data(of: entry)
        return reader.folder.appendingPathComponent(entry.path)
    }
}
