import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import SanadCompiler
import _SanadTestSupport

private let sharedData = Fixtures.path("../../../shared/data/hadith/bukhari-muslim-ar.jsonl")

/// `sanad` keeps the parsed Qur'an and hadith texts between runs (`ReferenceTextCache`): on the
/// sample, which cites both, a build with the texts read from the cache, one that parses and
/// stores them, one with damaged entries and one with `--no-cache` write the same bytes and
/// report the same problems.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: sharedData), "needs the texts in ../shared/data"))
struct ReferenceTextCacheCommandTests {
    @Test func warmColdDamagedAndUncachedBuildsAreByteIdentical() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reference-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("cache").path
        let environment = ["SANAD_CACHE_DIR": cache, "SOURCE_DATE_EPOCH": "0"]
        let source = LintCommandTests.repository + "/content-src"
        func build(_ name: String, _ extra: [String] = [], cache folder: String = cache) throws -> (output: String, bundle: [String: Data]) {
            let output = scratch.appendingPathComponent(name).path
            let result = try LintCommandTests.run(["build", source, "--output", output, "--timings"] + extra, environment: ["SANAD_CACHE_DIR": folder, "SOURCE_DATE_EPOCH": "0"])
            #expect(result.status == 0, "\(name): \(result.stdout)\(result.stderr)")
            return (result.stdout, try folderContents(output + "/keys-to-paradise"))
        }
        let cold = try build("cold")
        #expect(cold.output.contains("reference texts: 0 read from the cache, 3 parsed and stored"), "\(cold.output)")
        // The lessons are kept as lowered in the same folder (`LoweredFileCache`).
        #expect(cold.output.contains("lowered files: 0 read from the cache, 34 lowered and stored"), "\(cold.output)")
        // The stage table names every step in full, its figures in one column.
        let table = cold.output.split(separator: "\n").drop { !$0.hasPrefix("stage") }.prefix { !$0.hasSuffix("bundle files") }
        let step = table.first { $0.hasPrefix("  lowered-file cache ") }
        let stage = table.first { $0.hasPrefix("read ") }
        func columns(_ line: Substring?) -> [Int] {
            guard let line else { return [] }
            let characters = Array(line)
            return characters.indices.filter { characters[$0...].starts(with: " ms") }
        }
        // The step's CPU figure ends where the stage's does (its second " ms").
        #expect(step != nil && columns(step).first == columns(stage).dropFirst().first, "\(table)")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache + "/reference-texts")
        let entries = names.filter(Self.isTextEntry).sorted()
        // The sample cites two Qur'an editions (simple and uthmani) and one hadith file.
        #expect(entries.map { $0.prefix(6) } == ["hadith", "quran-", "quran-"], "\(entries)")
        // Each file's digest is remembered when it last changed an hour before it was read.
        // (Not through a link: ../shared is often one.)
        // (Within a minute of the files settling, either may hold.)
        func settled(by time: Double) -> Bool {
            Self.referenceFiles().allSatisfy { path in
                var info = stat()
                return stat(path, &info) == 0 && Double(info.st_ctim.tv_sec) + ReferenceTextCache.settleMargin <= time
                    && realpath(path, nil).map { resolved in defer { free(resolved) }; return String(cString: resolved) == path } == true
            }
        }
        let digests = names.filter { $0.hasPrefix("digest-") && $0.hasSuffix(".entry") }
        let now = Date().timeIntervalSince1970
        if settled(by: now - 60) {
            #expect(digests.count == 3, "\(names)")
        } else if !settled(by: now + 60) {
            #expect(digests.isEmpty, "\(names)")
        }

        let warm = try build("warm")
        #expect(warm.output.contains("reference texts: 3 read from the cache, 0 parsed and stored"), "\(warm.output)")
        #expect(warm.output.contains("lowered files: 34 read from the cache, 0 lowered and stored"), "\(warm.output)")
        // The files' clean check results are kept too (`Pipeline.StoredChecks`).
        #expect(cold.output.contains("check results: 0 kept from an earlier run, "), "\(cold.output)")
        let keptChecks = warm.output.firstMatch(of: #/check results: (\d+) kept from an earlier run, (\d+) checked/#)
        #expect(keptChecks.map { Int($0.1)! > 34 && Int($0.2)! < Int($0.1)! } == true, "\(warm.output)")

        // Damage every entry: each is refused, parsed again and replaced.
        for entry in entries {
            let path = cache + "/reference-texts/" + entry
            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            bytes[bytes.count / 2] ^= 0x01
            try bytes.write(to: URL(fileURLWithPath: path))
        }
        let damaged = try build("damaged")
        #expect(damaged.output.contains("reference texts: 0 read from the cache, 3 parsed and stored")
                && damaged.output.contains("3 cache entries refused"), "\(damaged.output)")

        let uncached = try build("uncached", ["--no-cache"])
        #expect(uncached.output.contains("reference texts: parsed (their cache is off)"), "\(uncached.output)")
        #expect(uncached.output.contains("lowered files: all lowered (their cache is off)"), "\(uncached.output)")
        // A release build, passing or not, neither reads nor writes the lowered files or the
        // check results: an edit it would have had to store leaves the packs as they were.
        func packs() -> [String] {
            let folder = cache + "/lowered-files"
            return ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".pack") || $0.hasSuffix("/check-results") || $0.hasSuffix("/lesson-files") }.sorted()
        }
        let before = packs()
        #expect(!before.isEmpty)
        let edited = scratch.appendingPathComponent("edited")
        try FileManager.default.copyItem(atPath: source, toPath: edited.path)
        let lesson = edited.appendingPathComponent("categories/backbiting/01-what-is-ghibah.md")
        try (try String(contentsOf: lesson, encoding: .utf8) + "\nOne more sentence.\n").write(to: lesson, atomically: false, encoding: .utf8)
        _ = try LintCommandTests.run(["build", edited.path, "--output", scratch.appendingPathComponent("release").path, "--release"], environment: environment)
        #expect(packs() == before)
        _ = try LintCommandTests.run(["build", edited.path, "--output", scratch.appendingPathComponent("release").path, "--no-cache"], environment: environment)
        #expect(packs() == before)
        _ = try LintCommandTests.run(["lint", edited.path, "--no-cache"], environment: environment)
        #expect(packs() == before)

        #expect(!cold.bundle.isEmpty)
        for (name, other) in [("warm", warm.bundle), ("damaged", damaged.bundle), ("uncached", uncached.bundle)] {
            #expect(other.keys.sorted() == cold.bundle.keys.sorted(), "\(name)")
            for (path, bytes) in cold.bundle where other[path] != bytes { Issue.record("\(name): \(path) differs from the cold build's") }
        }

        // Lint reports the same with the texts cached and with the cache off.
        let cachedLint = try LintCommandTests.run(["lint", source, "--format", "json"], environment: environment)
        let uncachedLint = try LintCommandTests.run(["lint", source, "--format", "json"], environment: ["SANAD_CACHE_DIR": ""])
        #expect(cachedLint.status == uncachedLint.status)
        #expect(cachedLint.stdout == uncachedLint.stdout)

        // Two processes filling an empty cache at once: both report what the uncached lint does,
        // and what they leave is read by the next.
        let shared = scratch.appendingPathComponent("shared-cache").path
        let both = [0, 1].map { _ in LockedResult() }
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            both[index].value = try? LintCommandTests.run(["lint", source, "--format", "json"], environment: ["SANAD_CACHE_DIR": shared]).stdout
        }
        #expect(both.allSatisfy { $0.value == uncachedLint.stdout })
        let after = try build("after-concurrent", cache: shared)
        #expect(after.output.contains("reference texts: 3 read from the cache, 0 parsed and stored"), "\(after.output)")
        #expect(after.bundle == cold.bundle)
        let kept = try FileManager.default.contentsOfDirectory(atPath: shared + "/reference-texts")
        #expect(kept.filter(Self.isTextEntry).count == 3 && !kept.contains { $0.hasSuffix(".tmp") }, "\(kept)")
    }

    /// `sanad lint` killed (SIGKILL) while it writes an entry (its temporary file has appeared:
    /// the first one, or one after an entry is complete) leaves at most that temporary file
    /// beside whole entries: the next build reads every whole entry, refuses nothing, parses
    /// the rest, and its bundle is the uncached one's.
    @Test func aProcessKilledWhileWritingAnEntryLeavesNothingMisread() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reference-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = LintCommandTests.repository + "/content-src"
        func build(_ name: String, cache: String) throws -> (output: String, bundle: [String: Data]) {
            let output = scratch.appendingPathComponent(name).path
            let result = try LintCommandTests.run(["build", source, "--output", output, "--timings"], environment: ["SANAD_CACHE_DIR": cache, "SOURCE_DATE_EPOCH": "0"])
            #expect(result.status == 0, "\(name): \(result.stdout)\(result.stderr)")
            return (result.stdout, try folderContents(output + "/keys-to-paradise"))
        }
        let reference = try build("reference", cache: "")
        var caught = 0, caughtBesideAnEntry = 0
        for attempt in 0..<8 where caught == caughtBesideAnEntry || caughtBesideAnEntry < 1 {
            let cache = scratch.appendingPathComponent("cache-\(attempt)").path, folder = cache + "/reference-texts"
            // Even attempts stop the first write; odd ones a write after an entry is complete.
            let wholeEntriesFirst = attempt % 2
            let process = Process()
            process.executableURL = try LintCommandTests.executable()
            process.arguments = ["lint", source]
            process.environment = LintCommandTests.testEnvironment(["SANAD_CACHE_DIR": cache])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            while process.isRunning {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                if names.contains(where: { $0.hasSuffix(".tmp") }), names.filter(Self.isTextEntry).count >= wholeEntriesFirst {
                    kill(process.processIdentifier, SIGKILL)
                    break
                }
                usleep(200)
            }
            process.waitUntilExit()
            let left = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let whole = left.filter(Self.isTextEntry).count
            // Counted only when the kill landed inside a write: its temporary file is still there.
            guard process.terminationReason == .uncaughtSignal, left.contains(where: { $0.hasSuffix(".tmp") }) else { continue }
            caught += 1
            if whole > 0 { caughtBesideAnEntry += 1 }
            let next = try build("after-\(attempt)", cache: cache)
            #expect(next.output.contains("reference texts: \(whole) read from the cache, \(3 - whole) parsed and stored") && !next.output.contains("refused"),
                    "\(next.output)")
            #expect(next.bundle == reference.bundle, "attempt \(attempt)")
        }
        #expect(caught >= 1 && caughtBesideAnEntry >= 1, "kills inside a write: \(caught), of them beside a whole entry: \(caughtBesideAnEntry)")
    }

    /// Whether a cache file is a parsed text's entry (not a remembered digest's).
    static func isTextEntry(_ name: String) -> Bool { name.hasSuffix(".entry") && !name.hasPrefix("digest-") }

    /// The sample's reference texts, as its sanad.yaml names them.
    static func referenceFiles() -> [String] {
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/data").standardizedFileURL.path
        return [data + "/tanzil/quran-simple.xml", data + "/tanzil/quran-uthmani.xml", data + "/hadith/bukhari-muslim-ar.jsonl"]
    }

    /// One process's result, set from a concurrent iteration.
    final class LockedResult: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: String?
        var value: String? {
            get { lock.lock(); defer { lock.unlock() }; return stored }
            set { lock.lock(); stored = newValue; lock.unlock() }
        }
    }
}
