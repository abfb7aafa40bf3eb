import Foundation
import SanadBundleFormat

/// A pack of the bundle and whether this device has it.
public struct PackStatus: Sendable, Equatable {
    /// Whether a pack's files are on the device.
    public enum State: Sendable, Equatable {
        /// Installed, and the one the manifest lists.
        case installed
        /// Not on the device: the app downloads it (its `size` says how much) before opening
        /// its categories.
        case notInstalled
        /// On the device, but built for another content version (its label's): the app
        /// downloads the pack again.
        case outdated(contentVersion: String)
    }

    /// The pack as the manifest lists it: id, categories, size and digest.
    public var pack: BundleManifest.Pack
    /// Whether it is on the device.
    public var state: State

    /// Whether the pack must be downloaded before its categories open.
    public var needsDownload: Bool { state != .installed }
}

extension ContentLibrary {
    /// Every pack of the bundle, the core pack first, with whether it is installed: what an app
    /// shows before a download (Sidrat US-602: sizes before download).
    public func packs() -> [PackStatus] {
        reader.manifest.packs.map { pack in
            if reader.isInstalled(pack.id) { return PackStatus(pack: pack, state: .installed) }
            if let label = try? reader.installedLabel(of: pack.id) { return PackStatus(pack: pack, state: .outdated(contentVersion: label.contentVersion)) }
            return PackStatus(pack: pack, state: .notInstalled)
        }
    }

    /// The pack holding a category's lessons.
    public func pack(ofCategory category: String) -> BundleManifest.Pack? {
        reader.manifest.packs.first { $0.categories.contains(category) }
    }

    /// Installs a downloaded pack folder (the `packs/<id>/` folder of a build, unpacked anywhere):
    /// reads its label and refuses a pack of another bundle, of an older or newer content
    /// version, or one the manifest does not list; checks every file against the manifest (size
    /// and SHA-256) and refuses one that differs, is missing, or is not listed; then puts the
    /// verified bytes in place in one step, replacing an installed copy (`PackInstaller`).
    /// Returns the installed pack.
    @discardableResult
    public func install(packAt source: URL) throws(BundleError) -> BundleManifest.Pack {
        let pack = try PackInstaller(reader: reader).install(from: source)
        forgetCaches(of: pack.categories)
        return pack
    }
}
