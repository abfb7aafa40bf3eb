import Foundation
import SanadCompiler
import SanadDiagnostics
import SanadRuntime
import SanadSource

// Times the front-end stages on a content folder (run on a release build; see scripts/bench-lint.sh).
//
// usage: sanad-bench CONTENT-DIR [--runs N]
// Prints single-threaded stage times (discover, read, parse, validate) and the wall time of the
// whole parallel `lint`, as the median of N runs.

let arguments = Array(CommandLine.arguments.dropFirst())
// A mode flag without its folder is a usage error, not a content folder named `--citations`.
guard let root = arguments.first, !(root.hasPrefix("--") && arguments.count < 2) else {
    FileHandle.standardError.write(Data("usage: sanad-bench CONTENT-DIR [--runs N] | sanad-bench --runtime BUNDLE-DIR [--runs N] | sanad-bench --engine CONTENT-DIR [--runs N] [--overlay] [--category] | sanad-bench --citations TANZIL-DIR [PROSE-FILE] [--stride N]\n".utf8))
    exit(2)
}
if root == "--engine", arguments.count > 1 {
    runEngineBench(Array(arguments.dropFirst()))
    exit(0)
}
if root == "--citations", arguments.count > 1 {
    runCitationsBench(Array(arguments.dropFirst()))
    exit(0)
}
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5

// Runtime mode: time opening a bundle (manifest, project and category index, verified) and then
// reading one category's lessons, each from a fresh library.
if root == "--runtime", arguments.count > 1 {
    let folder = URL(fileURLWithPath: arguments[1])
    var openSamples: [Double] = [], manifestSamples: [Double] = [], outlineSamples: [Double] = [], categorySamples: [Double] = []
    for _ in 0..<max(runs, 1) {
        manifestSamples.append(Stopwatch.measure { _ = try! BundleReader(folder: folder) })
        var library: ContentLibrary?
        openSamples.append(Stopwatch.measure { library = try! ContentLibrary(folder: folder) })
        let first = library!.categories[0].id
        outlineSamples.append(Stopwatch.measure { _ = try! library!.outlines(in: first) })
        categorySamples.append(Stopwatch.measure { _ = try! library!.lessons(in: first) })
    }
    let lessons = try! ContentLibrary(folder: folder).categories.map(\.lessonCount).reduce(0, +)
    print("bundle: \(lessons) lessons; median of \(runs) runs")
    print(String(format: "open (manifest, project, index)       %8.2f ms", openSamples.sorted()[openSamples.count / 2]))
    print(String(format: "  of which the manifest               %8.2f ms", manifestSamples.sorted()[manifestSamples.count / 2]))
    print(String(format: "one category's outlines                %8.2f ms", outlineSamples.sorted()[outlineSamples.count / 2]))
    print(String(format: "one category's lessons                 %8.2f ms", categorySamples.sorted()[categorySamples.count / 2]))
    exit(0)
}


func median(_ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs { samples.append(Stopwatch.measure(body)) }
    return samples.sorted()[samples.count / 2]
}

let discovery = ContentDiscovery()
var files: [DiscoveredFile] = []
let discoverTime = median { files = discovery.discover(root: root).files }
var sourceFiles: [(DiscoveredFile, SourceFile)] = []
let readTime = median {
    sourceFiles = files.map { ($0, try! SourceReader.read(path: $0.absolutePath, displayPath: $0.displayPath).get()) }
}
var parsed: [ParsedSource] = []
let parseTime = median {
    parsed = sourceFiles.map { ParsedSource.parse($0.1, kind: $0.0.kind, relativePath: $0.0.relativePath, validating: false) }
}
let schemas = Dictionary(uniqueKeysWithValues: SourceKind.allCases.map { ($0, try! SourceSchemas.schema(for: $0)) })
var problems = 0
let validateTime = median {
    problems = 0
    for source in parsed {
        if let root = source.root { problems += schemas[source.kind]!.validate(root).count }
    }
}
let lessons = parsed.filter { $0.kind == .lesson }.count
var diagnostics = 0
let lintTime = median { diagnostics = Linter().lint(paths: [root]).diagnostics.count }

func row(_ name: String, _ ms: Double) -> String {
    name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%10.2f ms", ms)
}
print("files: \(files.count) (\(lessons) lessons), median of \(runs) runs, schema problems: \(problems), lint diagnostics: \(diagnostics)")
print(row("discover", discoverTime))
print(row("read (1 thread)", readTime))
print(row("parse YAML+Markdown (1 thread)", parseTime))
print(row("validate (1 thread)", validateTime))
print(String(format: "validate per lesson              %10.1f µs", validateTime * 1000 / Double(max(lessons, 1))))
print(row("lint, all stages (parallel)", lintTime))
