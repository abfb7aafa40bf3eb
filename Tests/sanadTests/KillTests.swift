import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `build/<id>` is a valid bundle at every instant of a build: `sanad build` is killed
/// (SIGKILL) at 12 moments of a 2,400-lesson build (eight once the write has begun), and after
/// each the previous bundle verifies; the next build removes what the killed ones left.
@Suite(.serialized) struct KillTests {
    /// A project of 60 categories of 40 lessons, written from the rule examples' valid files.
    static func corpus(at root: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        try """
            id: bench
            title: Kill test
            content-version: 1.0.0
            locales: [en]
            audiences:
              adults: { title: Adults, hadith-grades: [sahih, hasan] }

            """.write(to: root.appendingPathComponent("sanad.yaml"), atomically: true, encoding: .utf8)
        for category in 1...60 {
            let folder = root.appendingPathComponent("categories/c\(category)")
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try RuleExample.category(["id": "c\(category)", "order": "\(category)"]).text
                .write(to: folder.appendingPathComponent("category.yaml"), atomically: true, encoding: .utf8)
            for lesson in 1...40 {
                try RuleExample.lesson(["id": "c\(category).lesson-\(lesson)", "order": "\(lesson)"]).text
                    .write(to: folder.appendingPathComponent(String(format: "%02d-lesson.md", lesson)), atomically: true, encoding: .utf8)
            }
        }
    }

    static func build(_ source: URL, _ output: URL, timings: Pipe? = nil, cache: Bool = false) throws -> Process {
        let process = Process()
        process.executableURL = try LintCommandTests.executable()
        process.arguments = ["build", "--source", source.path, "--output", output.path] + (timings == nil ? [] : ["--timings"]) + (cache ? [] : ["--no-cache"])
        process.standardOutput = timings ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.environment = ["SOURCE_DATE_EPOCH": "0"]
        try process.run()
        return process
    }

    @Test func killedBuildsLeaveThePreviousBundleValid() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let source = base.appendingPathComponent("content"), output = base.appendingPathComponent("out")
        try Self.corpus(at: source)
        let start = Date()
        let pipe = Pipe()
        let first = try Self.build(source, output, timings: pipe)
        let table = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        let duration = Date().timeIntervalSince(start)
        // The emit and write stages are the last part of the build: most kills aim at them.
        func stage(_ name: String) -> Double {
            let line = table.split(separator: "\n").first { $0.hasPrefix(name + " ") } ?? ""
            return (line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) / 1000
        }
        // The first build may have been slowed by other work on the machine (the tests run in
        // parallel): a kill that comes after its build finished shortens the aim of the next.
        var lastStages = min(max(stage("emit") + stage("write"), 0.05), duration)
        let bundle = output.appendingPathComponent("bench")
        let previous = try BundleReader(folder: bundle).manifest
        var generator = SystemRandomNumberGenerator()
        var interrupted = 0
        let early = 4, late = 8
        // A loaded machine can let builds finish before their kill: up to eight more late kills
        // are made until half as many writes as there are late moments were interrupted.
        var moment = 0
        while moment < early + late || (interrupted < late / 2 && moment < early + 2 * late) {
            defer { moment += 1 }
            // Four moments spread over reading and checking; eight once the bundle's temporary
            // folder has appeared (emit writes each file into it as it is encoded), spread over
            // emitting, writing the manifest, syncing and the swap.
            let jitter = Double.random(in: 0..<1, using: &generator)
            let process = try Self.build(source, output)
            let delay: Double
            if moment < early {
                delay = (duration - lastStages) * (Double(moment) + jitter) / Double(early)
            } else {
                let deadline = Date().addingTimeInterval(duration * 3)
                // This build's own folder (a killed build's stays until the next build starts).
                let own = ".bench.tmp-\(process.processIdentifier)-"
                while Date() < deadline, process.isRunning,
                    !((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).contains(where: { $0.hasPrefix(own) }) {
                    Thread.sleep(forTimeInterval: 0.001)
                }
                delay = lastStages * 1.2 * (Double((moment - early) % late) + jitter) / Double(late)
            }
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if moment >= early, process.terminationReason == .exit { lastStages *= 0.7 }
            let reader = try BundleReader(folder: bundle)
            try reader.verifyAll()
            #expect(reader.manifest.files.count == previous.files.count, "moment \(moment), \(delay) s")
            // A kill during the write leaves a temporary folder (hidden, never at the bundle's path).
            if try FileManager.default.contentsOfDirectory(atPath: output.path).contains(where: { $0.hasPrefix(".bench.tmp-\(process.processIdentifier)-") }) {
                interrupted += 1
            }
        }
        print("kill test: after \(interrupted) of \(moment) kills a write had been interrupted; a build took \(duration) s")
        #expect(interrupted >= late / 2, "kills land in the emit and the write: \(interrupted) of \(moment)")
        // The kills above build without the cache (each must really write); the last one uses it:
        // the bundle in place is the first build's, whose entry it finds, and the hit removes
        // what the killed builds left.
        let last = try Self.build(source, output, cache: true)
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0 != "bench" && $0 != ".sanad-cache" }
        #expect(leftovers.isEmpty, "what killed builds left is removed by the next: \(leftovers)")
        try BundleReader(folder: bundle).verifyAll()
    }

    /// `sanad lint` killed at eight moments of a 2,400-lesson lint with the lint cache on (most
    /// in its second half, where it keeps its result) leaves the cache sound: the next lints report
    /// what a lint without the cache reports, and one of them keeps its result.
    @Test func killedLintsLeaveTheLintCacheSound() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-kill-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let source = base.appendingPathComponent("content"), cache = base.appendingPathComponent("cache")
        try Self.corpus(at: source)
        // A finding, so that the report is more than a count.
        try Data("not read\n".utf8).write(to: source.appendingPathComponent("categories/c1/41-lesson.markdown"))
        func lint(_ extra: [String] = []) throws -> Process {
            let process = Process()
            process.executableURL = try LintCommandTests.executable()
            process.arguments = ["lint"] + extra + [source.path]
            process.environment = ["SANAD_CACHE_DIR": cache.path]
            process.standardError = FileHandle.nullDevice
            return process
        }
        func report(_ extra: [String] = []) throws -> String {
            let process = try lint(extra)
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return output
        }
        let start = Date()
        let reference = try report(["--no-cache"])
        let duration = Date().timeIntervalSince(start)
        #expect(reference.contains("41-lesson.markdown"))
        var generator = SystemRandomNumberGenerator()
        for moment in 0..<8 {
            let process = try lint()
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: duration * (0.3 + 0.9 * (Double(moment) + Double.random(in: 0..<1, using: &generator)) / 8))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        #expect(try report() == reference)
        let kept = try LintCommandTests.keptEntries(in: cache)
        #expect(!kept.isEmpty)
        try LintCommandTests.markUnused(cache)
        #expect(try report() == reference)
        #expect(try LintCommandTests.keptEntries(in: cache) == kept, "not linted and kept again")
        #expect(try LintCommandTests.answeredFromCache(cache), "the last lint answered from what the one before kept")
    }

    /// Temporary folders of builds still running are kept; those of dead ones are removed.
    @Test func leftoversOfRunningBuildsAreKept() throws {
        let parent = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-leftovers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let dead = parent.appendingPathComponent(".bench.tmp-2147483646-x"), alive = parent.appendingPathComponent(".bench.tmp-1-y")
        let other = parent.appendingPathComponent(".other.tmp-2147483646-z")
        for folder in [dead, alive, other] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        BundleWriter.removeLeftovers(of: parent.appendingPathComponent("bench"))
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path), "process 1 is running")
        #expect(FileManager.default.fileExists(atPath: other.path), "another bundle's folder")
    }
}
