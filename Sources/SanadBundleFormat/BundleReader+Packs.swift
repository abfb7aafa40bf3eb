import Foundation

extension BundleReader {
    /// Whether a pack is installed: the core pack always; another when its folder's label names
    /// this bundle, the pack and the manifest's digest for it. Its files are still verified one by
    /// one when read.
    public func isInstalled(_ pack: String) -> Bool {
        (try? requireInstalled(pack)) != nil
    }

    /// The label of an installed pack's folder (nil when there is none).
    public func installedLabel(of pack: String) throws(BundleError) -> BundlePackLabel? {
        let url = folder.appendingPathComponent(BundleManifest.Pack.folder(of: pack) + BundlePackLabel.fileName)
        guard Self.isInside(url, realFolder), let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do {
            return try BundleJSONDecoder().decode(BundlePackLabel.self, from: data)
        } catch {
            throw .malformed(file: BundleManifest.Pack.folder(of: pack) + BundlePackLabel.fileName, reason: String(describing: error))
        }
    }

    /// Throws unless the pack is installed and is the one the manifest lists.
    func requireInstalled(_ pack: String) throws(BundleError) {
        guard pack != BundleManifest.Pack.coreID else { return }
        guard let listed = manifest.pack(pack) else { throw .unknownPack(pack) }
        guard let label = try installedLabel(of: pack) else { throw .packNotInstalled(pack) }
        guard label.bundleId == manifest.bundleId, label.pack == pack, label.digest == listed.digest else {
            throw .packMismatch(pack: pack, reason: "the installed copy is of content version \(label.contentVersion); download it again")
        }
    }
}
