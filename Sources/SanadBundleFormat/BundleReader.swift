import Foundation

/// Reads a bundle folder: checks the format version and the manifest (`BundleManifest.validate`),
/// then checks every file's size and SHA-256 against the manifest before decoding it, and never
/// follows a link out of the folder. It reads only the files the manifest lists; `verifyAll`
/// also refuses files in the folder that it does not list. No network, no caching across
/// instances.
public struct BundleReader: Sendable {
    /// The format this runtime reads (any minor and patch of its major).
    public static let supportedFormat = BundleFormat.version

    /// The bundle folder, as given.
    public let folder: URL
    /// The bundle's manifest, decoded and validated when the reader opened.
    public let manifest: BundleManifest
    /// The folder's real path (links resolved): no file is read from outside it.
    let realFolder: String

    /// Opens a bundle: reads the manifest header, refuses another major format version, then
    /// decodes the whole manifest. `readsFormat1` also opens a bundle of format 1.x as one core
    /// pack: the compiler compares a new build with the last one published (`sanad diff`,
    /// `sanad build --previous`); an app never needs it.
    public init(folder: URL, readsFormat1: Bool = false) throws(BundleError) {
        try self.init(folder: folder, readsFormat1: readsFormat1, trust: nil)
    }

    /// Opens the bundle in `folder` as `init(folder:readsFormat1:)` does and, with `trust`, checks
    /// its signatures and content version against the app's policy before anything else is read.
    public init(folder: URL, readsFormat1: Bool = false, trust: TrustPolicy?) throws(BundleError) {
        self.folder = folder
        realFolder = folder.resolvingSymlinksInPath().path
        let manifestURL = folder.appendingPathComponent(BundleFormat.manifestName)
        guard Self.isInside(manifestURL, realFolder) else { throw .invalidPath(BundleFormat.manifestName) }
        guard let data = FileManager.default.contents(atPath: manifestURL.path) else {
            throw .missingFile(BundleFormat.manifestName)
        }
        let decoder = BundleJSONDecoder()
        let header: BundleHeader
        do {
            header = try decoder.decode(BundleHeader.self, from: data)
        } catch {
            throw .malformed(file: BundleFormat.manifestName, reason: String(describing: error))
        }
        let isFormat1 = readsFormat1 && header.formatVersion.major == 1
        guard header.formatVersion.major == Self.supportedFormat.major || isFormat1 else {
            throw .unsupportedFormat(found: header.formatVersion, supported: Self.supportedFormat)
        }
        var decoded: BundleManifest
        do {
            decoded = try decoder.decode(BundleManifest.self, from: data)
        } catch {
            throw .malformed(file: BundleFormat.manifestName, reason: String(describing: error))
        }
        if isFormat1, decoded.packs.isEmpty {
            decoded.packs = [.summary(id: BundleManifest.Pack.coreID, categories: [], files: decoded.files)]
        }
        manifest = decoded
        // The signature first: nothing an unauthenticated manifest says is acted on.
        try trust?.check(decoded, text: [UInt8](data))
        try manifest.validate()
    }

    /// Whether a file, links resolved, is inside the folder.
    static func isInside(_ url: URL, _ realFolder: String) -> Bool {
        url.resolvingSymlinksInPath().path.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/")
    }

    /// The verified bytes of a file the manifest lists; a file of a pack that is not installed is
    /// refused as such (`packNotInstalled`).
    public func data(of entry: BundleManifest.File) throws(BundleError) -> Data {
        if let pack = entry.pack { try requireInstalled(pack) }
        let url = folder.appendingPathComponent(entry.path)
        guard Self.isInside(url, realFolder) else { throw .invalidPath(entry.path) }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingFile(entry.path) }
        guard data.count == entry.size else { throw .sizeMismatch(file: entry.path, expected: entry.size, actual: data.count) }
        let digest = SHA256Hex.of(data)
        guard digest == entry.sha256 else { throw .digestMismatch(file: entry.path) }
        return data
    }

    /// Decodes a verified file.
    public func decode<T: Decodable>(_ type: T.Type, from entry: BundleManifest.File) throws(BundleError) -> T {
        let data = try data(of: entry)
        do {
            return try BundleJSONDecoder().decode(type, from: data)
        } catch {
            throw .malformed(file: entry.path, reason: String(describing: error))
        }
    }

    /// The single file of a kind (project, categories, citations, achievements, reviewers).
    public func entry(_ kind: BundleManifest.FileKind) throws(BundleError) -> BundleManifest.File {
        guard let entry = manifest.files.first(where: { $0.kind == kind }) else { throw .missingFile("\(kind.rawValue).json") }
        return entry
    }

    /// Checks every file of the core pack and of every installed pack now rather than when it is
    /// first used, and that their folders hold no file the manifest does not list (a pack's
    /// label aside). The folders of packs that are not installed are not read.
    public func verifyAll() throws(BundleError) {
        let installed = Set(manifest.packs.map(\.id).filter(isInstalled))
        for entry in manifest.files where installed.contains(manifest.packID(of: entry)) { _ = try data(of: entry) }
        var listed = Set(manifest.files.map(\.path) + [BundleFormat.manifestName])
        for pack in installed where pack != BundleManifest.Pack.coreID { listed.insert(BundleManifest.Pack.folder(of: pack) + BundlePackLabel.fileName) }
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let segments = path.split(separator: "/")
            if segments.first == "packs", segments.count >= 2, !installed.contains(String(segments[1])) { continue }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue, !listed.contains(path) { throw .unlistedFile(path) }
        }
    }
}
