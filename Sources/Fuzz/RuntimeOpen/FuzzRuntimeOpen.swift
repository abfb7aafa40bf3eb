import Crypto
import Foundation
import SanadBundleFormat
import SanadFuzzSupport
import SanadRuntime

/// The bundle each input changes: a copy of a real build (`SANAD_FUZZ_BUNDLE`), with the file
/// of one pack (`SANAD_FUZZ_PACK_FILE`, its path in the manifest) whose bytes and manifest
/// entry the inputs replace.
let bundle: (folder: URL, packPath: String, original: Data, sha256: [UInt8], size: [UInt8]) = {
    let source = URL(fileURLWithPath: FuzzDriver.setting("SANAD_FUZZ_BUNDLE"))
    let packPath = FuzzDriver.setting("SANAD_FUZZ_PACK_FILE")
    let folder = FuzzDriver.scratchFolder("runtime-open").appendingPathComponent("bundle")
    do { try FileManager.default.copyItem(at: source, to: folder) } catch { FuzzDriver.fail("cannot copy \(source.path): \(error)") }
    guard let original = FileManager.default.contents(atPath: folder.appendingPathComponent(packPath).path) else {
        FuzzDriver.fail("the bundle has no \(packPath)")
    }
    return (folder, packPath, original, Array(SHA256Hex.of(original).utf8), Array(String(original.count).utf8))
}()

/// The trust policy the app opens with: signatures optional (a fuzzed manifest is unsigned),
/// but a version last installed, so the rollback check runs too; a fixed key and a fixed
/// instant, so that an input gets the same verdict when it is replayed.
let trust = TrustPolicy(
    keys: [TrustPolicy.Key(publicKey: try! Curve25519.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 7, count: 32)).publicKey)],
    requiresSignature: false, lastInstalledContentVersion: "0.0.1", now: Date(timeIntervalSince1970: 1_800_000_000))

/// libFuzzer's entry: the runtime opening a bundle folder whose manifest and one pack file are
/// the input (the manifest's bytes, a NUL, the pack file's bytes; without a NUL, the pack file
/// is the real one). The entry for the pack file in the manifest gets the new file's SHA-256
/// and size in place of the real one's, so that a mutated file reaches the decoder instead of
/// stopping at its hash. The library is then asked for every category's outlines and lessons
/// and each lesson's citations. Any input must open or throw a `BundleError`, never crash or
/// hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuntimeOpen(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = FuzzDriver.bytes(start, count)
    let split = input.firstIndex(of: 0)
    var manifest = Array(input[..<(split ?? input.count)])
    let pack = split.map { Array(input[($0 + 1)...]) }
    if let pack {
        let sha256 = Array(SHA256Hex.of(Data(pack)).utf8), size = Array(String(pack.count).utf8)
        if let at = manifest.firstRange(of: bundle.sha256) {
            manifest.replaceSubrange(at, with: sha256)
            if let key = manifest[at.lowerBound...].firstRange(of: Array(#""size""#.utf8)),
               let digits = manifest[key.upperBound...].firstRange(of: bundle.size) {
                manifest.replaceSubrange(digits, with: size)
            }
        }
    }
    do {
        try (pack.map { Data($0) } ?? bundle.original).write(to: bundle.folder.appendingPathComponent(bundle.packPath))
        try Data(manifest).write(to: bundle.folder.appendingPathComponent("manifest.json"))
    } catch {
        FuzzDriver.fail("cannot write the bundle's files: \(error)")
    }
    if let library = try? ContentLibrary(folder: bundle.folder, trust: trust) {
        _ = library.packs()
        for category in library.categories {
            _ = try? library.outlines(in: category.id)
            for lesson in (try? library.lessons(in: category.id)) ?? [] { _ = try? library.citations(ofLesson: lesson.id) }
        }
    }
    return 0
}

/// The executable's entry (SwiftPM names it `fuzz_runtime_open_main`): libFuzzer's driver.
@_cdecl("fuzz_runtime_open_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, entry: fuzzRuntimeOpen)
}
