import Foundation

extension BundleManifest {
    /// A part of the bundle an app installs, and updates, on its own (format 2.0): the core pack
    /// (`core`: the manifest, the index files and the categories the project puts in it), or one
    /// category's lessons, supplementary items and media, under `packs/<id>/`.
    public struct Pack: Codable, Sendable, Equatable {
        /// The id of the core pack, which every bundle has and an app always installs.
        public static let coreID = "core"

        /// `core`, or the id of the category the pack holds.
        public var id: String
        /// The categories whose lessons the pack holds, in the bundle's order.
        public var categories: [String]
        /// The bytes of the pack's files, media included (the manifest and `pack.json` not
        /// counted): what an app downloads.
        public var size: Int
        /// The number of files the manifest lists in the pack.
        public var fileCount: Int
        /// SHA-256 over the pack's files (`digest(of:)`): equal digests, equal packs, whatever the
        /// bundle's content version.
        public var digest: String

        /// A pack with every field given (`summary` computes them from files).
        public init(id: String, categories: [String], size: Int, fileCount: Int, digest: String) {
            self.id = id
            self.categories = categories
            self.size = size
            self.fileCount = fileCount
            self.digest = digest
        }

        /// Whether this is the core pack.
        public var isCore: Bool { id == Self.coreID }

        /// The folder of a pack's files, relative to the bundle: empty for the core pack.
        public static func folder(of id: String) -> String { id == coreID ? "" : "packs/\(id)/" }

        /// The pack summary of `files` (all of one pack): their sizes, their count and the SHA-256
        /// of one line per file, `<sha256> <size> <path>\n`, sorted by path.
        public static func summary(id: String, categories: [String], files: [File]) -> Pack {
            let lines = files.sorted { $0.path < $1.path }.map { "\($0.sha256) \($0.size) \($0.path)\n" }.joined()
            return Pack(id: id, categories: categories, size: files.reduce(0) { $0 + $1.size }, fileCount: files.count,
                        digest: SHA256Hex.of(Data(lines.utf8)))
        }
    }

    /// The pack a file belongs to.
    public func packID(of file: File) -> String { file.pack ?? Pack.coreID }

    /// The files of a pack.
    public func files(inPack id: String) -> [File] { files.filter { packID(of: $0) == id } }

    /// A pack by id.
    public func pack(_ id: String) -> Pack? { packs.first { $0.id == id } }
}

/// `packs/<id>/pack.json`: the label of a pack folder, read first when an app installs a pack it
/// has downloaded, so that one from another bundle, or built for another content version, is
/// refused by name before a file is compared. It is not listed in the manifest and proves
/// nothing: trust comes from the manifest's digests, which every file is checked against.
public struct BundlePackLabel: Codable, Sendable, Equatable {
    /// The name of the label in a pack's folder.
    public static let fileName = "pack.json"

    /// The format of the bundle the pack was built with.
    public var formatVersion: SemanticVersion
    /// The id of the bundle the pack belongs to.
    public var bundleId: String
    /// The content version of the bundle the pack was built with.
    public var contentVersion: String
    /// The pack's id (its category's).
    public var pack: String
    /// The pack's digest in that bundle's manifest.
    public var digest: String

    /// A label with every field given.
    public init(formatVersion: SemanticVersion, bundleId: String, contentVersion: String, pack: String, digest: String) {
        self.formatVersion = formatVersion
        self.bundleId = bundleId
        self.contentVersion = contentVersion
        self.pack = pack
        self.digest = digest
    }
}
