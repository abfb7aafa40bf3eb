import Foundation
import SanadCompiler

/// `sanad-bench --engine CONTENT-DIR [--runs N] [--overlay] [--category]`: the resident engine's answer
/// after one lesson (with `--category`, one category file) is edited. One cold pass fills the engine; then, N times, one lesson gets a new sentence and
/// the engine runs again (every file stat-ed, the edited one read and lowered, resolution on
/// everything, checks on the edited lesson and what depends on it). Prints the cold pass, the
/// median and the slowest edited pass with their stage times, and restores the lesson.
///
/// With `--overlay`, the edit is an editor's unsaved buffer, as the language server sees a
/// `didChange`: the disk is known unchanged, so the folder is not walked nor its files looked at.
/// With `--category`, a category file gets a comment line instead (resolution runs in full; the
/// checks of its lessons and all review checks run again), and the kept check results are counted.
func runEngineBench(_ arguments: [String]) {
    let root = arguments[0]
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 9
    let overlay = arguments.contains("--overlay")
    let kind: SourceKind = arguments.contains("--category") ? .category : .lesson
    let discovery = ContentDiscovery()
    guard let lesson = discovery.discover(root: root).files.first(where: { $0.kind == kind }) else {
        FileHandle.standardError.write(Data("no \(kind.rawValue) in \(root)\n".utf8))
        exit(2)
    }
    let original = FileManager.default.contents(atPath: lesson.absolutePath)!
    defer { try? original.write(to: URL(fileURLWithPath: lesson.absolutePath)) }
    let engine = CompilationEngine()
    var pipeline = Pipeline(discovery: discovery)
    pipeline.engine = engine
    var result: Pipeline.Result?
    let cold = Stopwatch.measure { result = pipeline.run(root: root) }
    print("engine: \(result!.corpus.sources.count) files; cold pass \(String(format: "%.1f", cold)) ms")
    pipeline.diskUnchanged = overlay
    var samples: [(total: Double, cpu: Double, stages: String, reused: Int, checksKept: Int)] = []
    for run in 0..<max(runs, 1) {
        let edited = original + Data((kind == .lesson ? "\nOne more sentence for edit \(run).\n" : "\n# One more comment for edit \(run).\n").utf8)
        if overlay {
            pipeline.overlays = [lesson.absolutePath: Array(edited)]
        } else {
            try! edited.write(to: URL(fileURLWithPath: lesson.absolutePath))
        }
        let cpu = Stopwatch.processCPUMilliseconds()
        let total = Stopwatch.measure { result = pipeline.run(root: root) }
        let stages = result!.timings.stages.map { "\($0.stage.rawValue) \(String(format: "%.1f", $0.milliseconds))" }.joined(separator: ", ")
        samples.append((total, Stopwatch.processCPUMilliseconds() - cpu, stages, engine.lastRun.reused, engine.lastChecksKept))
    }
    let sorted = samples.sorted { $0.total < $1.total }
    let median = sorted[sorted.count / 2], slowest = sorted[sorted.count - 1]
    let cpu = samples.map(\.cpu).sorted()[samples.count / 2]
    print("one \(kind.rawValue) edited\(overlay ? " in an editor's buffer" : " on disk"), \(runs) runs (\(median.reused) files reused, "
          + "\(median.checksKept) check results kept each time):")
    print(String(format: "  median %8.1f ms wall, %.1f ms CPU (median)", median.total, cpu) + "  (\(median.stages))")
    print(String(format: "  slowest %7.1f ms", slowest.total) + "  (\(slowest.stages))")
}
