import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadRuntime
import Testing
import _SanadTestSupport

/// Signed bundles (format 2.12): built with `--sign`, opened under a `TrustPolicy`, and each
/// refusal the policy makes: unsigned, an unknown key, an expired key, a changed manifest, a
/// changed file, a rollback; a rotation (old and new key) accepted; the private key nowhere.
@Suite struct SignedBundleTests {
    /// A key pair written by `sanad keys generate`, and the public half as an app trusts it.
    struct Key {
        let privatePath: String
        let secret: String
        let trusted: TrustPolicy.Key
        init(_ folder: ScratchFolder, _ name: String, expires: Date? = nil) throws {
            #expect(KeysAction(workingDirectory: folder.path).generate(name: name).exitCode == 0)
            privatePath = folder.path + "/\(name).private.json"
            secret = try JSONDecoder().decode(KeysAction.PrivateKeyFile.self, from: Data(contentsOf: URL(fileURLWithPath: privatePath))).privateKey
            let published = try JSONDecoder().decode(KeysAction.PublicKeyFile.self, from: Data(contentsOf: URL(fileURLWithPath: folder.path + "/\(name).public.json")))
            trusted = try #require(TrustPolicy.Key(base64: published.publicKey, expires: expires))
        }
    }

    /// The curriculum fixture (or another content folder) built and signed by `keys`.
    static func build(
        signedBy keys: [Key], endorsements: [String] = [], in folder: ScratchFolder, source: String = "Tests/SanadRuntimeTests/Fixtures/curriculum",
        today: LocalDate? = nil, environment: [String: String] = ["SOURCE_DATE_EPOCH": "0"]
    ) throws -> (bundle: URL, output: String) {
        var options = BuildAction.Options()
        options.source = source
        options.output = folder.path + "/build-\(UUID().uuidString)"
        options.environment = environment
        options.today = today
        options.signingKeys = keys.map(\.privatePath)
        options.endorsements = endorsements
        let outcome = BuildAction(options: options, workingDirectory: TestBundle.repository).run()
        return (try #require(outcome.bundle, "\(outcome.output)"), outcome.output)
    }

    static func open(_ bundle: URL, _ policy: TrustPolicy) -> Result<ContentLibrary, BundleError> {
        Result { () throws(BundleError) in try ContentLibrary(folder: bundle, trust: policy) }
    }

    @Test func aSignedBundleOpensUnderItsKeyAndTheSecretIsNowhere() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release")
        let (bundle, output) = try Self.build(signedBy: [key], in: folder)
        let manifest = try BundleReader(folder: bundle).manifest
        #expect(manifest.formatVersion == BundleFormat.version)
        #expect(manifest.signatures?.map(\.keyID) == [key.trusted.id])
        #expect(try Self.open(bundle, TrustPolicy(keys: [key.trusted])).get().categories.isEmpty == false)
        // The private key is in no file of the bundle and not in what the build printed.
        #expect(!output.contains(key.secret))
        let files = FileManager.default.enumerator(atPath: bundle.path)!.compactMap { $0 as? String }
        for file in files {
            if let data = FileManager.default.contents(atPath: bundle.appendingPathComponent(file).path) {
                #expect(!String(decoding: data, as: UTF8.self).contains(key.secret), "\(file)")
            }
        }
    }

    @Test func unsignedAndUnknownKeysAreRefusedWhenASignatureIsRequired() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release"), stranger = try Key(folder, "stranger")
        let unsigned = try Self.build(signedBy: [], in: folder).bundle
        guard case .failure(.unsigned) = Self.open(unsigned, TrustPolicy(keys: [key.trusted])) else { Issue.record("an unsigned bundle was accepted"); return }
        #expect((try? Self.open(unsigned, TrustPolicy(keys: [key.trusted], requiresSignature: false)).get()) != nil)
        let foreign = try Self.build(signedBy: [stranger], in: folder).bundle
        guard case .failure(.untrustedKey(let ids)) = Self.open(foreign, TrustPolicy(keys: [key.trusted])) else { Issue.record("an unknown key was accepted"); return }
        #expect(ids == [stranger.trusted.id])
    }

    @Test func anExpiredKeyIsRefusedAndARotationIsAccepted() throws {
        let folder = try ScratchFolder()
        let now = Date()
        let old = try Key(folder, "old", expires: now.addingTimeInterval(-60)), new = try Key(folder, "new")
        let byOld = try Self.build(signedBy: [old], in: folder).bundle
        guard case .failure(.expiredKey(let id)) = Self.open(byOld, TrustPolicy(keys: [old.trusted, new.trusted], now: now)) else {
            Issue.record("an expired key was accepted"); return
        }
        #expect(id == old.trusted.id)
        // During a rotation the release is signed by both keys: an app that trusts either opens it.
        let byBoth = try Self.build(signedBy: [old, new], in: folder).bundle
        #expect((try? Self.open(byBoth, TrustPolicy(keys: [old.trusted, new.trusted], now: now)).get()) != nil)
        #expect((try? Self.open(byBoth, TrustPolicy(keys: [new.trusted], now: now)).get()) != nil)
    }

    @Test func aChangedManifestOrFileIsRefused() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release")
        let bundle = try Self.build(signedBy: [key], in: folder).bundle
        let manifestURL = bundle.appendingPathComponent(BundleFormat.manifestName)
        let original = try String(contentsOf: manifestURL, encoding: .utf8)
        let reader = try BundleReader(folder: bundle)
        // The content version raised, the bundle id changed, a file's digest replaced (a file
        // changed and the manifest rehashed): each is a change to what was signed.
        let lessons = try #require(reader.manifest.files.first { $0.kind == .lessons })
        for (old, new) in [("\"contentVersion\" : \"\(reader.manifest.contentVersion)\"", "\"contentVersion\" : \"9.9.9\""),
                           ("\"bundleId\" : \"\(reader.manifest.bundleId)\"", "\"bundleId\" : \"another\""),
                           (lessons.sha256, String(repeating: "0", count: 64))] {
            #expect(original.contains(old), "\(old)")
            try original.replacingOccurrences(of: old, with: new).write(to: manifestURL, atomically: true, encoding: .utf8)
            guard case .failure(.invalidSignature(let id)) = Self.open(bundle, TrustPolicy(keys: [key.trusted])) else {
                Issue.record("a manifest with \(new) was accepted"); continue
            }
            #expect(id == key.trusted.id)
        }
        // A file changed without touching the manifest: its digest, which the signature covers, refuses it.
        try original.write(to: manifestURL, atomically: true, encoding: .utf8)
        let file = bundle.appendingPathComponent(lessons.path)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: file)
        let reopened = try BundleReader(folder: bundle, trust: TrustPolicy(keys: [key.trusted]))
        #expect(throws: BundleError.digestMismatch(file: lessons.path)) { try reopened.verifyAll() }
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: file)
        // And so for every file the signed manifest lists, media included: one byte changed is
        // refused by name.
        for entry in reader.manifest.files {
            let url = bundle.appendingPathComponent(entry.path)
            let kept = try Data(contentsOf: url)
            var changed = kept
            changed[changed.count / 2] ^= 0x20
            try changed.write(to: url)
            #expect(throws: BundleError.digestMismatch(file: entry.path)) { try BundleReader(folder: bundle, trust: TrustPolicy(keys: [key.trusted])).verifyAll() }
            try kept.write(to: url)
        }
        try BundleReader(folder: bundle, trust: TrustPolicy(keys: [key.trusted])).verifyAll()
    }

    @Test func anOlderContentVersionThanTheInstalledOneIsARollback() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release")
        let bundle = try Self.build(signedBy: [key], in: folder).bundle
        let version = try BundleReader(folder: bundle).manifest.contentVersion
        guard case .failure(.rollback(let found, let installed)) = Self.open(bundle, TrustPolicy(keys: [key.trusted], lastInstalledContentVersion: "99.0.0")) else {
            Issue.record("a rollback was accepted"); return
        }
        #expect(found == version && installed == "99.0.0")
        #expect((try? Self.open(bundle, TrustPolicy(keys: [key.trusted], lastInstalledContentVersion: version)).get()) != nil)
    }

    @Test func aBundlePastItsSignedExpiryIsRefused() throws {
        let folder = try ScratchFolder()
        let key = try Key(folder, "release")
        let content = try ScratchFolder(copying: TestBundle.repository + "/Tests/SanadRuntimeTests/Fixtures/curriculum")
        try content.write("sanad.yaml", try content.read("sanad.yaml") + "bundle-valid-for: 30 days\n")
        let bundle = try Self.build(signedBy: [key], in: folder, source: content.path, today: LocalDate(year: 1970, month: 1, day: 1)).bundle
        // Built at SOURCE_DATE_EPOCH 0: current through 31 January 1970.
        #expect(try BundleReader(folder: bundle).manifest.expiresAt == "1970-01-31T23:59:59Z")
        let during = Date(timeIntervalSince1970: 20 * 86_400), after = Date(timeIntervalSince1970: 31 * 86_400)
        #expect((try? Self.open(bundle, TrustPolicy(keys: [key.trusted], now: during)).get()) != nil)
        guard case .failure(.expiredBundle(let expiresAt)) = Self.open(bundle, TrustPolicy(keys: [key.trusted], now: after)) else {
            Issue.record("a bundle past its expiry was accepted"); return
        }
        #expect(expiresAt == "1970-01-31T23:59:59Z")
        // The expiry is signed: moving it invalidates the signature.
        let manifestURL = bundle.appendingPathComponent(BundleFormat.manifestName)
        try String(contentsOf: manifestURL, encoding: .utf8).replacingOccurrences(of: "1970-01-31T23:59:59Z", with: "2099-01-31T23:59:59Z")
            .write(to: manifestURL, atomically: true, encoding: .utf8)
        guard case .failure(.invalidSignature) = Self.open(bundle, TrustPolicy(keys: [key.trusted], now: after)) else {
            Issue.record("an extended expiry was accepted"); return
        }
    }
}
