import Foundation
import SanadBundleFormat

extension ContentLibrary {
    /// The file of a media path the content names (a lesson's `audio.narration`, an image block's
    /// `url`, a dhikr's `audio`), verified against the manifest (size and SHA-256) the first time
    /// it is asked for, like a category's lessons: a tampered or missing file is refused, named.
    /// A file stored in several packs is read from one that is installed; when none is,
    /// `packNotInstalled` names the pack to download.
    public func mediaURL(for path: String) throws(BundleError) -> URL {
        if let verified = verifiedMediaURL(path) { return verified }
        let entries = reader.manifest.files.filter { $0.kind == .media && $0.sources?.contains(path) == true }
        guard let first = entries.first else { throw .missingFile(path) }
        let entry = entries.first { reader.isInstalled(reader.manifest.packID(of: $0)) } ?? first
        _ = try reader.data(of: entry)
        let url = reader.folder.appendingPathComponent(entry.path)
        rememberVerifiedMedia(path, url)
        return url
    }
}
