import Crypto
import Foundation
import SanadBundleFormat

/// Writes a bundle atomically: every file goes into a temporary folder beside the output
/// (`.<id>.tmp-<pid>-<uuid>`, hidden, never a bundle path), is synced to disk, and the folder is
/// then exchanged with the previous bundle in one step (`AtomicSwap`), so `build/<id>` is a
/// valid bundle at every instant. A build that fails leaves the previous bundle untouched and
/// removes its temporary folder; one killed half-way leaves it behind, and the next build removes
/// the folders of builds that are no longer running.
///
/// A file whose bytes the previous bundle in the folder already has at the same path (its
/// manifest says so, and the bytes are compared) is not written again: it is hard-linked from
/// the previous bundle (and synced like every file), so a rebuild writes only the files, and so
/// the packs, whose content changed.
public struct BundleWriter {
    /// A bundle that cannot be written: a media file or Qur'an text that cannot be read, a file that
    /// cannot be created, or a folder that cannot be moved into place.
    public struct WriteError: Error, CustomStringConvertible {
        /// What went wrong, as shown to the user.
        public var description: String
    }

    /// Called after each file is written; tests use it to interrupt a build half-way.
    public var afterEachFile: ((String) throws -> Void)?
    /// Makes each file durable with its own `fsync` even where the whole file system can be
    /// synced at once (`makeDurable`); tests use it to run that path.
    public var syncsEachFile = false
    /// The keys that sign the manifest (`ManifestSigning`); none: the bundle is unsigned.
    public var signingKeys: [Curve25519.Signing.PrivateKey] = []
    /// Endorsements of signing keys the manifest carries (`KeyEndorsement`).
    public var endorsements: [KeyEndorsement] = []

    /// A writer that leaves the bundle unsigned until `signingKeys` are set.
    public init() {}

    /// Writes `files` and their manifest into `folder` (replacing it) and returns the manifest.
    /// Files already in `staging` (a `BundleBuilder` staging into it) are not written again: the
    /// staging folder becomes the bundle. `staging` must have been made for `folder`.
    @discardableResult
    public func write(_ files: [BundleBuilder.File], manifest base: BundleManifest, to folder: URL, staging: BundleStaging? = nil) throws -> BundleManifest {
        let folder = folder.standardizedFileURL  // as the staging names it: no `..` to step through
        let fileManager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let temporary: URL
        if let staging {
            guard staging.target.path == folder.path else {
                throw WriteError(description: "the files were staged for \(staging.target.path), not \(folder.path)")
            }
            temporary = staging.folder
        } else {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            Self.removeLeftovers(of: folder)
            temporary = parent.appendingPathComponent(".\(folder.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        }
        do {
            if staging == nil { try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false) }
            var manifest = base
            manifest.files = []
            // Digests on every core; files written in order (a crash at any point leaves only the
            // temporary folder), then made durable together, all before the folder is put in place.
            let digests = Pipeline.parallelMap(files) { $0.sha256 }
            let previous = staging?.previous ?? Self.previousFiles(in: folder)
            for (file, digest) in zip(files, digests) {
                if file.staged == nil {
                    let target = temporary.appendingPathComponent(file.path)
                    let reusable = previous[file.path].map { $0.sha256 == digest && $0.size == file.data.count } ?? false
                    if !reusable || !Self.link(folder.appendingPathComponent(file.path), to: target, holding: file.data) {
                        try Self.write(file.data, to: target)
                    }
                } else if staging == nil {
                    throw WriteError(description: "\(file.path) was staged, and no staging folder was given")
                }
                manifest.files.append(.init(
                    path: file.path, kind: file.kind, size: file.size, sha256: digest, category: file.category,
                    mimeType: file.mimeType, sources: file.sources, pack: file.pack))
                try afterEachFile?(file.path)
            }
            manifest.files.sort { $0.path < $1.path }
            manifest.packs = Self.summarised(base.packs, files: manifest.files)
            var written = files.map(\.path)
            for pack in manifest.packs where !pack.isCore {
                let label = BundlePackLabel(
                    formatVersion: manifest.formatVersion, bundleId: manifest.bundleId, contentVersion: manifest.contentVersion, pack: pack.id,
                    digest: pack.digest)
                let path = BundleManifest.Pack.folder(of: pack.id) + BundlePackLabel.fileName
                try Self.write(try BundleBuilder.encoder().encode(label), to: temporary.appendingPathComponent(path))
                written.append(path)
            }
            let encoder = BundleBuilder.encoder()
            encoder.outputFormatting.insert(.prettyPrinted)
            if !endorsements.isEmpty { manifest.keyEndorsements = endorsements }
            var manifestBytes = try encoder.encode(manifest)
            if !signingKeys.isEmpty {
                // Each key signs the unsigned text; the signatures member is outside what is signed.
                let unsigned = [UInt8](manifestBytes)
                manifest.signatures = try signingKeys.map { try ManifestSigning.sign(manifest: unsigned, with: $0) }
                manifestBytes = try encoder.encode(manifest)
            }
            try Self.write(manifestBytes, to: temporary.appendingPathComponent(BundleFormat.manifestName))
            written.append(BundleFormat.manifestName)
            // Everything, linked files included (the previous bundle may not have been written by
            // this writer), is made durable before the folder is put in place.
            try Self.makeDurable(written, in: temporary, eachFile: syncsEachFile)
            try replace(folder, with: temporary)
            try Self.syncDirectory(parent)
            return manifest
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
    }

    /// Puts the new folder in place: exchanged with the previous bundle in one step where the
    /// system can (the previous bundle is then removed from the temporary path), else moved aside
    /// and replaced with two renames. Another build may put its bundle in place between any two
    /// of these steps (the path appearing or vanishing); the step is then tried again on what is
    /// there now, so concurrent builds each end with a whole bundle in place.
    private func replace(_ folder: URL, with temporary: URL) throws {
        let fileManager = FileManager.default
        var reason = "the bundle folder kept changing under another build"
        for _ in 0..<32 {
            if fileManager.fileExists(atPath: folder.path) {
                errno = 0
                if AtomicSwap.exchange(temporary.path, folder.path) {
                    try? fileManager.removeItem(at: temporary)
                    return
                }
                let exchangeError = errno
                guard fileManager.fileExists(atPath: temporary.path) else { throw WriteError(description: "the new bundle's temporary folder is gone") }
                if exchangeError == ENOENT { continue }  // moved aside by another build meanwhile
                let old = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
                guard rename(folder.path, old.path) == 0 else {
                    if errno == ENOENT { continue }
                    throw WriteError(description: "cannot move the previous bundle aside: \(String(cString: strerror(errno)))")
                }
                defer { try? fileManager.removeItem(at: old) }
                if rename(temporary.path, folder.path) == 0 { return }
                let renameError = errno
                reason = String(cString: strerror(renameError))
                // Another build's bundle is in place: ours is exchanged with it on the next turn.
                if renameError == ENOTEMPTY || renameError == EEXIST { continue }
                _ = rename(old.path, folder.path)
                throw WriteError(description: "cannot move the new bundle into place: \(reason)")
            } else {
                if rename(temporary.path, folder.path) == 0 { return }
                let renameError = errno
                reason = String(cString: strerror(renameError))
                if renameError == ENOTEMPTY || renameError == EEXIST { continue }
                throw WriteError(description: "cannot move the new bundle into place: \(reason)")
            }
        }
        throw WriteError(description: "cannot move the new bundle into place: \(reason)")
    }

    /// Removes the temporary and set-aside folders of earlier builds of `folder` whose process is
    /// no longer running (a build killed half-way); those of a build still running are kept.
    public static func removeLeftovers(of folder: URL) {
        let parent = folder.deletingLastPathComponent()
        let prefixes = [".\(folder.lastPathComponent).tmp-", ".\(folder.lastPathComponent).old-"]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
                let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            let running = pid == ProcessInfo.processInfo.processIdentifier || kill(pid, 0) == 0 || errno == EPERM
            if !running { try? FileManager.default.removeItem(at: parent.appendingPathComponent(name)) }
        }
    }

    /// The planned packs (the core pack alone when none is planned) with the size, count and
    /// digest of their files.
    static func summarised(_ planned: [BundleManifest.Pack], files: [BundleManifest.File]) -> [BundleManifest.Pack] {
        let plan = planned.isEmpty ? [BundleManifest.Pack(id: BundleManifest.Pack.coreID, categories: [], size: 0, fileCount: 0, digest: "")] : planned
        let byPack = Dictionary(grouping: files) { $0.pack ?? BundleManifest.Pack.coreID }
        return plan.map { BundleManifest.Pack.summary(id: $0.id, categories: $0.categories, files: byPack[$0.id] ?? []) }
    }

    /// Lower-case hexadecimal SHA-256.
    public static func sha256(_ data: Data) -> String {
        SHA256Hex.of(data)
    }

    /// Writes a file; `makeDurable` makes it durable.
    static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw WriteError(description: "cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
    }

    /// Flushes a written file to the disk; false when it cannot be opened or synced.
    static func syncFile(_ url: URL) -> Bool {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return fsync(descriptor) == 0
    }

    static func syncDirectory(_ url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = fsync(descriptor)
    }
}
