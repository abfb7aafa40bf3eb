import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// A public format must be read strictly: each case edits a real bundle the way a corrupted
/// download or an attacker could, and the reader must refuse it by name. A one-byte change in
/// every file is `BundleReaderTests.everyFileWithOneByteFlippedIsRefusedByName`.
@Suite struct BundleTamperTests {
    /// A tampering of a bundle folder and the error that must refuse it.
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var expected: @Sendable (BundleError) -> Bool
        var tamper: @Sendable (URL) throws -> Void
    }

    static func editManifest(_ folder: URL, rehash: Bool = true, _ change: (inout [String: Any], inout [[String: Any]]) throws -> Void) throws {
        let url = folder.appendingPathComponent("manifest.json")
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var files = manifest["files"] as! [[String: Any]]
        try change(&manifest, &files)
        manifest["files"] = files
        if rehash { rehashPacks(&manifest) }
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: url)
    }

    /// Recomputes every pack's size, count and digest from the files, as someone who can rewrite
    /// the manifest would (`BundleManifest.Pack.summary`, spelt out).
    static func rehashPacks(_ manifest: inout [String: Any]) {
        guard let files = manifest["files"] as? [[String: Any]], let packs = manifest["packs"] as? [[String: Any]] else { return }
        manifest["packs"] = packs.map { pack in
            let id = pack["id"] as? String
            let members = files.filter { ($0["pack"] as? String ?? "core") == id }.sorted { ($0["path"] as? String ?? "") < ($1["path"] as? String ?? "") }
            let lines = members.map { "\($0["sha256"] as? String ?? "") \($0["size"] as? Int ?? 0) \($0["path"] as? String ?? "")\n" }.joined()
            var changed = pack
            changed["size"] = members.reduce(0) { $0 + ($1["size"] as? Int ?? 0) }
            changed["fileCount"] = members.count
            changed["digest"] = SHA256Hex.of(Data(lines.utf8))
            return changed
        }
    }

    /// Lists `path` with the size and SHA-256 of `data`, as someone who rewrote the file and can
    /// rewrite the manifest would.
    static func relist(_ path: String, as data: Data, in files: inout [[String: Any]]) {
        files = files.map { file in
            guard file["path"] as? String == path else { return file }
            var changed = file
            changed["size"] = data.count
            changed["sha256"] = SHA256Hex.of(data)
            return changed
        }
    }

    static func renaming(_ path: String, to spelling: String) -> @Sendable (URL) throws -> Void {
        { folder in try editManifest(folder) { _, files in files = files.map { var file = $0; if file["path"] as? String == path { file["path"] = spelling }; return file } } }
    }

    static func setting(_ key: String, _ value: String) -> @Sendable (URL) throws -> Void {
        { folder in try editManifest(folder) { manifest, _ in manifest[key] = value } }
    }

    static let invalidPath: @Sendable (BundleError) -> Bool = { if case .invalidPath = $0 { return true }; return false }
    static let invalidManifest: @Sendable (BundleError) -> Bool = { if case .invalidManifest = $0 { return true }; return false }
    static let malformed: @Sendable (BundleError) -> Bool = { if case .malformed = $0 { return true }; return false }

    /// Sets `key` of the manifest entry of `path`.
    static func settingFile(_ path: String, _ key: String, _ value: String) -> @Sendable (URL) throws -> Void {
        { folder in try editManifest(folder) { _, files in files = files.map { var file = $0; if file["path"] as? String == path { file[key] = value }; return file } } }
    }

    static func editingPacks(rehash: Bool = true, _ change: @escaping @Sendable (inout [[String: Any]]) -> Void) -> @Sendable (URL) throws -> Void {
        { folder in
            try editManifest(folder, rehash: rehash) { manifest, _ in
                var packs = manifest["packs"] as! [[String: Any]]
                change(&packs)
                manifest["packs"] = packs
            }
        }
    }

    static let cases: [Case] = [
        Case(description: "a pack listed twice", expected: invalidManifest, tamper: editingPacks { $0.append($0[0]) }),
        Case(description: "no core pack first", expected: invalidManifest, tamper: editingPacks { $0[0]["id"] = "main" }),
        Case(description: "a pack's digest not its files'", expected: invalidManifest, tamper: editingPacks(rehash: false) { $0[0]["digest"] = String(repeating: "0", count: 64) }),
        Case(description: "a pack's size not its files'", expected: invalidManifest, tamper: editingPacks(rehash: false) { $0[0]["size"] = 1 }),
        Case(description: "a file naming the core pack", expected: invalidManifest, tamper: settingFile("project.json", "pack", "core")),
        Case(description: "a file in a pack the manifest does not list", expected: invalidManifest, tamper: settingFile("lessons/wudu.json", "pack", "fiqh")),
        Case(description: "a file outside its pack's folder", expected: invalidManifest) { folder in
            try editManifest(folder) { manifest, files in
                files = files.map { var file = $0; if file["path"] as? String == "lessons/wudu.json" { file["pack"] = "wudu" }; return file }
                manifest["packs"] = (manifest["packs"] as! [[String: Any]]) + [["id": "wudu", "categories": ["wudu"], "size": 0, "fileCount": 0, "digest": ""]]
            }
        },
        Case(description: "a second, rehashed project entry", expected: invalidManifest) { folder in
            let data = try Data(contentsOf: folder.appendingPathComponent("project.json"))
            try data.write(to: folder.appendingPathComponent("project-2.json"))
            try editManifest(folder) { _, files in files.append(["path": "project-2.json", "kind": "project", "size": data.count, "sha256": SHA256Hex.of(data)]) }
        },
        Case(description: "one path listed twice", expected: invalidManifest) { folder in
            try editManifest(folder) { _, files in files.append(files.first { $0["path"] as? String == "lessons/wudu.json" }!) }
        },
        Case(description: "./project.json", expected: invalidPath, tamper: renaming("project.json", to: "./project.json")),
        Case(description: "project.json/", expected: invalidPath, tamper: renaming("project.json", to: "project.json/")),
        Case(description: "lessons//wudu.json", expected: invalidPath, tamper: renaming("lessons/wudu.json", to: "lessons//wudu.json")),
        Case(description: "lessons/../project.json", expected: invalidPath, tamper: renaming("project.json", to: "lessons/../project.json")),
        Case(description: "an absolute path", expected: invalidPath, tamper: renaming("project.json", to: "/etc/hostname")),
        Case(description: "a backslash", expected: invalidPath, tamper: renaming("lessons/wudu.json", to: "lessons\\wudu.json")),
        Case(description: "the manifest listed as a file", expected: invalidPath, tamper: renaming("project.json", to: "manifest.json")),
        Case(description: "format version 01.2.0", expected: malformed, tamper: setting("formatVersion", "01.2.0")),
        Case(description: "format version +1.2.0", expected: malformed, tamper: setting("formatVersion", "+1.2.0")),
        Case(description: "format version 1.2.0-rc1", expected: malformed, tamper: setting("formatVersion", "1.2.0-rc1")),
        Case(description: "createdAt not a date", expected: invalidManifest, tamper: setting("createdAt", "not a date")),
        Case(description: "createdAt on 30 February", expected: invalidManifest, tamper: setting("createdAt", "2026-02-30T00:00:00Z")),
        Case(description: "a file the manifest does not list", expected: { $0 == .unlistedFile("extra.json") }) { folder in
            try Data("{}".utf8).write(to: folder.appendingPathComponent("extra.json"))
        },
        Case(description: "a link leading outside the bundle", expected: { $0 == .invalidPath("project.json") }) { folder in
            let outside = folder.deletingLastPathComponent().appendingPathComponent("outside-project.json")
            try FileManager.default.moveItem(at: folder.appendingPathComponent("project.json"), to: outside)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("project.json"), withDestinationURL: outside)
        },
        Case(description: "a manifest that is a link outside the bundle", expected: { $0 == .invalidPath("manifest.json") }) { folder in
            let outside = folder.deletingLastPathComponent().appendingPathComponent("outside-manifest.json")
            try FileManager.default.moveItem(at: folder.appendingPathComponent("manifest.json"), to: outside)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("manifest.json"), withDestinationURL: outside)
        },
    ]

    @Test(arguments: cases)
    func isRefused(_ tampering: Case) throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let reader = try BundleReader(folder: folder)
        try reader.verifyAll()
        try tampering.tamper(folder)
        do {
            try BundleReader(folder: folder).verifyAll()
            Issue.record("\(tampering) was accepted")
        } catch {
            #expect(tampering.expected(error), "\(tampering): \(error)")
        }
    }
}
