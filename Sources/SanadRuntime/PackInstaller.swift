import Foundation
import SanadBundleFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Verifies a downloaded pack against a bundle's manifest and installs it under
/// `packs/<id>/`: the verified bytes are written into a hidden staging folder beside it
/// (`packs/.install-<id>.<uuid>`), synced, and exchanged with the installed copy in one step
/// (`AtomicSwap`), or renamed into place when there is none. A crash leaves either the old copy
/// or the new one, never a mix; a staging folder left behind is never read and is removed by the
/// next install.
struct PackInstaller {
    let reader: BundleReader

    func install(from source: URL) throws(BundleError) -> BundleManifest.Pack {
        let manifest = reader.manifest
        let labelData = try read(source.appendingPathComponent(BundlePackLabel.fileName), named: BundlePackLabel.fileName, inside: source)
        let label: BundlePackLabel
        do {
            label = try BundleJSONDecoder().decode(BundlePackLabel.self, from: labelData)
        } catch {
            throw .malformed(file: BundlePackLabel.fileName, reason: String(describing: error))
        }
        guard label.bundleId == manifest.bundleId else { throw .foreignPack(expected: manifest.bundleId, found: label.bundleId) }
        guard let pack = manifest.pack(label.pack), !pack.isCore else { throw .unknownPack(label.pack) }
        if label.digest != pack.digest {
            let found = SemanticVersion(label.contentVersion), installed = SemanticVersion(manifest.contentVersion)
            if let found, let installed, found < installed {
                throw .outdatedPack(pack: pack.id, found: label.contentVersion, installed: manifest.contentVersion)
            }
            if let found, let installed, found > installed {
                throw .newerPack(pack: pack.id, found: label.contentVersion, installed: manifest.contentVersion)
            }
            throw .packMismatch(pack: pack.id, reason: "its digest differs from the manifest's")
        }
        let folder = BundleManifest.Pack.folder(of: pack.id)
        var verified: [(relative: String, data: Data)] = []
        for entry in manifest.files(inPack: pack.id) {
            let relative = String(entry.path.dropFirst(folder.count))
            let data = try read(source.appendingPathComponent(relative), named: entry.path, inside: source)
            guard data.count == entry.size else { throw .sizeMismatch(file: entry.path, expected: entry.size, actual: data.count) }
            guard SHA256Hex.of(data) == entry.sha256 else { throw .digestMismatch(file: entry.path) }
            verified.append((relative, data))
        }
        let expected = Set(verified.map(\.relative) + [BundlePackLabel.fileName])
        let enumerator = FileManager.default.enumerator(atPath: source.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue, !expected.contains(path) { throw .unlistedFile(folder + path) }
        }
        try place(verified + [(BundlePackLabel.fileName, labelData)], as: pack.id)
        return pack
    }

    /// The bytes of a regular file inside `root` (no link leading out of it).
    private func read(_ url: URL, named name: String, inside root: URL) throws(BundleError) -> Data {
        let realRoot = root.resolvingSymlinksInPath().path
        guard url.resolvingSymlinksInPath().path.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else { throw .invalidPath(name) }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingFile(name) }
        return data
    }

    /// Writes the files into a staging folder and puts it at `packs/<id>` in one step.
    private func place(_ files: [(relative: String, data: Data)], as id: String) throws(BundleError) {
        let fileManager = FileManager.default
        let packs = reader.folder.appendingPathComponent("packs")
        let destination = packs.appendingPathComponent(id)
        // A dot cannot be part of a pack id, so no pack's staging folders match another's prefix.
        let staging = packs.appendingPathComponent(".install-\(id).\(UUID().uuidString)")
        do {
            try fileManager.createDirectory(at: packs, withIntermediateDirectories: true)
            for name in (try? fileManager.contentsOfDirectory(atPath: packs.path)) ?? [] where name.hasPrefix(".install-\(id).") {
                try? fileManager.removeItem(at: packs.appendingPathComponent(name))
            }
            for file in files {
                let url = staging.appendingPathComponent(file.relative)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
                Self.sync(url.path)
            }
            for folder in Set(files.map { (($0.relative as NSString).deletingLastPathComponent) }) where !folder.isEmpty {
                Self.sync(staging.appendingPathComponent(folder).path)
            }
            Self.sync(staging.path)
            if fileManager.fileExists(atPath: destination.path) {
                if AtomicSwap.exchange(staging.path, destination.path) {
                    try? fileManager.removeItem(at: staging)
                } else {
                    // No atomic exchange here: the old copy is moved aside, and put back if the
                    // new one cannot take its place.
                    let aside = packs.appendingPathComponent(".install-\(id).old-\(UUID().uuidString)")
                    try fileManager.moveItem(at: destination, to: aside)
                    do {
                        try fileManager.moveItem(at: staging, to: destination)
                    } catch {
                        try? fileManager.moveItem(at: aside, to: destination)
                        throw error
                    }
                    try? fileManager.removeItem(at: aside)
                }
            } else {
                try fileManager.moveItem(at: staging, to: destination)
            }
            Self.sync(packs.path)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw .installFailed(pack: id, reason: String(describing: error))
        }
    }

    private static func sync(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
