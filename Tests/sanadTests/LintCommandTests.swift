import Foundation
import SanadCompiler
import SanadTools
import SanadReporting
import Testing
import _SanadTestSupport

/// The `sanad` executable end to end: arguments, output and exit codes.
@Suite struct LintCommandTests {
    static let repository = Fixtures.path("../..")
    static let fixtures = Fixtures.path("../SanadCompilerTests/Fixtures")

    /// Runs the built `sanad` binary.
    static func run(_ arguments: [String], in directory: String = repository, environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = testEnvironment(environment)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// The environment a test runs `sanad` in: this process's, with `overrides`; the parsed
    /// reference texts are kept in the build folder (`.build/sanad-test-cache`), not in the
    /// home folder, unless a test names its own `SANAD_CACHE_DIR`, and temporary files (the
    /// bundle `sanad preview` keeps for its folder) go in this process's scratch folder, removed
    /// when it exits.
    static func testEnvironment(_ overrides: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SANAD_CACHE_DIR"] = repository + "/.build/sanad-test-cache"
        environment["TMPDIR"] = TestScratch.root.path
        return environment.merging(overrides) { $1 }
    }

    static func executable() throws -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("sanad")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue { return candidate }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "sanad executable beside \(Bundle.main.bundleURL.path)"])
    }

    @Test func cleanContentExitsZero() throws {
        let result = try Self.run(["lint"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("0 errors, 0 warnings in 66 files\n"))
    }

    /// `sanad lint` keeps its result in the cache folder and answers the same from it; `--no-cache`
    /// neither reads nor writes it.
    @Test func aSecondLintAnswersTheSameFromTheCache() throws {
        let cache = TestScratch.path("lint-command-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["SANAD_CACHE_DIR": cache.path]
        let fresh = try Self.run(["lint", "--no-cache", "warning-only"], in: Self.fixtures, environment: environment)
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("lint").path), "--no-cache writes no cache")
        let first = try Self.run(["lint", "warning-only"], in: Self.fixtures, environment: environment)
        let kept = try Self.keptEntries(in: cache)
        #expect(kept.count == 1)
        try Self.markUnused(cache)
        let second = try Self.run(["lint", "warning-only"], in: Self.fixtures, environment: environment)
        #expect(try Self.keptEntries(in: cache) == kept, "not linted and kept again")
        #expect(try Self.answeredFromCache(cache), "answered from the entry")
        #expect(fresh.stdout.contains("warning[P0002]"))
        for result in [first, second] {
            #expect(result.status == fresh.status)
            #expect(result.stdout == fresh.stdout)
        }
    }

    /// Sets the lint cache's content folders as last used two days ago.
    static func markUnused(_ cache: URL) throws {
        let folder = cache.appendingPathComponent("lint")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-172_800)], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
    }

    /// Whether a lint since `markUnused` was answered from the lint cache: only an answer from it
    /// marks its content folder as used (a lint that ran does not touch the folder itself).
    static func answeredFromCache(_ cache: URL) throws -> Bool {
        let folder = cache.appendingPathComponent("lint")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { name in
            let modified = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.modificationDate] as? Date
            return modified.map { $0 > Date().addingTimeInterval(-3600) } ?? false
        }
    }

    /// The lint cache's entries below the cache folder `cache`, each with its inode: an entry
    /// kept again is a new file.
    static func keptEntries(in cache: URL) throws -> [String: Int] {
        let folder = cache.appendingPathComponent("lint")
        var entries: [String: Int] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [] where path.hasSuffix(".entry") {
            entries[path] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.systemFileNumber] as? Int
        }
        return entries
    }

    @Test func errorsExitOne() throws {
        let result = try Self.run(["lint", "broken-project"], in: Self.fixtures)
        #expect(result.status == 1)
        #expect(result.stdout.contains("broken-project/sanad.yaml:3:18: error[S0001]: expected text, found 1.0"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test func warningsFailOnlyUnderStrict() throws {
        let relaxed = try Self.run(["lint", "warning-only"], in: Self.fixtures)
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning[P0002]"))
        let strict = try Self.run(["lint", "--strict", "warning-only"], in: Self.fixtures)
        #expect(strict.status == 1)
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try Self.run(["lint", "--format", "yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format"))
        #expect(try Self.run(["frobnicate"]).status == 2)
    }

    @Test func jsonOutputIsVersionedAndParses() throws {
        let result = try Self.run(["lint", "--format", "json", "broken-project"], in: Self.fixtures)
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(result.stdout.utf8))
        #expect(report.version == JSONReport.formatVersion)
        #expect(report.summary.errors == 12 && report.summary.warnings == 2 && report.summary.files == 4)
        let wrongType = try #require(report.diagnostics.first { $0.code == "S0001" })
        #expect(wrongType.range?.start.line == 4 && wrongType.range?.start.column == 8)
    }

    @Test func versionAndHelp() throws {
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == SanadVersion.current)
        let help = try Self.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("lint"))
    }

    @Test func explainsACode() throws {
        let result = try Self.run(["diagnostics", "duplicate-key"])
        #expect(result.status == 0 && result.stdout.hasPrefix("Y0003 duplicate-key"))
        #expect(try Self.run(["diagnostics", "X9999"]).status == 2)
    }
}
