import Foundation
import SanadRuntime
import Testing

/// Every kind of bundle file has a reader in the runtime (an exhaustive `switch` in
/// `ContentLibrary.readEveryFile()`), and the sample bundle, which holds a file of every kind,
/// reads whole through them.
@Suite struct ReadEveryFileTests {
    @Test func theSampleBundleHasAFileOfEveryKindAndEachReads() throws {
        let bundle = try TestBundle.build("content-src")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let library = try ContentLibrary(folder: bundle)
        let counts = try library.readEveryFile()
        #expect(Set(counts.keys) == Set(BundleManifest.FileKind.allCases), "kinds with no file in the sample: \(Set(BundleManifest.FileKind.allCases).subtracting(counts.keys))")
        let listed = library.reader.manifest.files.filter { $0.kind.known != nil }.count
        #expect(counts.values.reduce(0, +) == listed)
    }

    /// A file whose bytes changed is refused, named, even when its kind's accessor would answer
    /// from what it read before.
    @Test func aFileThatDoesNotReadIsRefusedNamed() throws {
        let bundle = try TestBundle.build("content-src")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let library = try ContentLibrary(folder: bundle)
        let entry = try #require(library.reader.manifest.files.first { $0.kind == .lessons })
        _ = try library.lessons(in: try #require(entry.category))
        let url = bundle.appendingPathComponent(entry.path)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: url)
        #expect(throws: BundleError.self) { try library.readEveryFile() }
        do {
            _ = try library.readEveryFile()
        } catch {
            #expect(String(describing: error).contains(entry.path))
        }
    }

    /// A file whose bytes verify but whose content its kind's reader refuses: a lessons file
    /// rewritten as another kind's JSON, its manifest entry updated to match (an unsigned bundle).
    @Test func aFileItsReaderCannotTakeIsRefused() throws {
        let bundle = try TestBundle.build("content-src")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let manifestURL = bundle.appendingPathComponent("manifest.json")
        var manifest = try JSONDecoder().decode(BundleManifest.self, from: Data(contentsOf: manifestURL))
        let index = try #require(manifest.files.firstIndex { $0.kind == .lessons })
        let bytes = Data(#"{"category":"x","lessons":[{"id":1}]}"#.utf8)
        try bytes.write(to: bundle.appendingPathComponent(manifest.files[index].path))
        manifest.files[index].size = bytes.count
        manifest.files[index].sha256 = SHA256Hex.of(bytes)
        let pack = manifest.packID(of: manifest.files[index])
        let packIndex = try #require(manifest.packs.firstIndex { $0.id == pack })
        manifest.packs[packIndex] = .summary(id: pack, categories: manifest.packs[packIndex].categories, files: manifest.files(inPack: pack))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(manifest).write(to: manifestURL)
        let library = try ContentLibrary(folder: bundle)
        let path = manifest.files[index].path
        do {
            _ = try library.readEveryFile()
            Issue.record("a lessons file its reader cannot decode was read")
        } catch {
            guard case .malformed(let file, _) = error else { Issue.record("not refused by its reader: \(error)"); return }
            #expect(file == path)
        }
    }
}

/// The credits an app shows on its credits screen (format 2.18).
@Suite struct MediaCreditRuntimeTests {
    @Test func everyMediumTheSampleNamesHasItsCreditOrItsRecitation() throws {
        let bundle = try TestBundle.build("content-src")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let library = try ContentLibrary(folder: bundle)
        let credit = try #require(library.credit(forMedia: "media/wudu-steps.png"))
        #expect(credit.placeholder == true && credit.author.contains("infographic"))
        let named = Set(library.reader.manifest.files.filter { $0.kind == .media }.flatMap { $0.sources ?? [] })
        for path in named where !path.hasPrefix("media/recitation/") {
            #expect(library.credit(forMedia: path) != nil, "\(path) has no credit")
        }
        #expect(library.credit(forMedia: "media/no-such-file.png") == nil)
    }

    /// The memorisation fixture's only media are recitations, which their units credit.
    @Test func aBundleWithoutCreditsHasNone() throws {
        let bundle = try TestBundle.build("Tests/SanadRuntimeTests/Fixtures/memorisation")
        defer { try? FileManager.default.removeItem(at: bundle) }
        #expect(try ContentLibrary(folder: bundle).credits.isEmpty)
    }
}
