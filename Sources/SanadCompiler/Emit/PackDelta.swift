import Foundation
import SanadBundleFormat

/// What changed in each pack between the last published bundle and a new build, written by
/// `sanad build --previous DIR` to `<output>/<bundle id>.delta.json`: which packs an installed
/// app must download, and how much. Packs are compared by digest, so a pack whose files are the
/// same is unchanged whatever the content version.
public struct PackDelta: Codable, Sendable, Equatable {
    /// How a pack differs from the previous bundle's.
    public enum Change: String, Codable, Sendable {
        case added, changed, unchanged, removed
    }

    /// The versions one of the two bundles declares in its manifest.
    public struct Version: Codable, Sendable, Equatable {
        /// The bundle's content version (`content-version` in `sanad.yaml`).
        public var contentVersion: String
        /// The version of the bundle format the manifest was written in.
        public var formatVersion: SemanticVersion
    }

    /// How one pack of either bundle changed, and what an app downloads for it.
    public struct Pack: Codable, Sendable, Equatable {
        /// The pack's id: `core`, or the id of the category the pack carries.
        public var id: String
        /// Whether the pack was added, changed, left unchanged or removed (compared by digest).
        public var change: Change
        /// The new size (absent for a removed pack).
        public var size: Int?
        /// The previous bundle's size of the pack, in bytes (absent for an added pack).
        public var previousSize: Int?
        /// Whether an app that has the previous pack installed downloads this one.
        public var download: Bool
        /// The bytes of the pack's files that the previous pack did not have (same path, same
        /// SHA-256): what an app that updates file by file downloads. Media are named by their
        /// SHA-256, so a recording that did not change is never downloaded again.
        public var newBytes: Int
    }

    /// The new bundle's id.
    public var bundleId: String
    /// The versions of the last published bundle.
    public var from: Version
    /// The versions of the new build.
    public var to: Version
    /// The core pack first, then the others by id.
    public var packs: [Pack]
    /// The new manifest's size: an app always downloads it first, and it says what else changed.
    public var manifestSize: Int
    /// What an app with every previous pack installed downloads, file by file: the manifest and
    /// the new files of every changed or added pack.
    public var downloadSize: Int

    /// Compares a previous manifest with a new one.
    public init(previous: BundleManifest, next: BundleManifest, manifestSize: Int) {
        bundleId = next.bundleId
        from = Version(contentVersion: previous.contentVersion, formatVersion: previous.formatVersion)
        to = Version(contentVersion: next.contentVersion, formatVersion: next.formatVersion)
        let old = Dictionary(previous.packs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldFiles = Set(previous.files.map { "\($0.sha256) \($0.path)" })
        var packs = next.packs.map { pack -> Pack in
            let newBytes = next.files(inPack: pack.id).filter { !oldFiles.contains("\($0.sha256) \($0.path)") }.reduce(0) { $0 + $1.size }
            guard let before = old[pack.id] else {
                return Pack(id: pack.id, change: .added, size: pack.size, previousSize: nil, download: true, newBytes: newBytes)
            }
            let changed = before.digest != pack.digest
            return Pack(id: pack.id, change: changed ? .changed : .unchanged, size: pack.size, previousSize: before.size, download: changed,
                        newBytes: changed ? newBytes : 0)
        }
        let kept = Set(next.packs.map(\.id))
        packs += previous.packs.filter { !kept.contains($0.id) }.sorted { $0.id < $1.id }.map {
            Pack(id: $0.id, change: .removed, size: nil, previousSize: $0.size, download: false, newBytes: 0)
        }
        self.packs = packs
        self.manifestSize = manifestSize
        downloadSize = manifestSize + packs.filter(\.download).reduce(0) { $0 + $1.newBytes }
    }

    /// One line per pack that changed, and the download size, for the terminal.
    public var summary: String {
        let changed = packs.filter { $0.change != .unchanged }
        var lines = ["packs since \(from.contentVersion): \(changed.isEmpty ? "none changed" : "\(changed.count) changed"), "
            + "\(packs.filter { $0.change == .unchanged }.count) unchanged"]
        for pack in changed {
            let size = pack.size.map { MediaPolicy.describe(bytes: $0) } ?? "-"
            lines.append("  \(pack.change.rawValue) \(pack.id): \(size)\(pack.download ? ", of which \(MediaPolicy.describe(bytes: pack.newBytes)) new" : "")")
        }
        lines.append("an app with every pack installed downloads \(MediaPolicy.describe(bytes: downloadSize))")
        return lines.joined(separator: "\n") + "\n"
    }
}
