// swift-tools-version:6.1
import Foundation
import PackageDescription

/// Sanad: a content compiler for Islamic learning apps.
///
/// Data flows one way: discover → parse → validate → lower → resolve → check → emit.
/// `SanadRuntime` (added with the bundle work) is the only target an app links and must stay
/// free of the C shims below.
/// The JSON Schema 2020-12 meta-schemas (MIT, see Sources/SanadSchema/MetaSchemas/LICENSE), built in.
let metaSchemaFiles = [
    "schema.json",
    "meta-core.json",
    "meta-applicator.json",
    "meta-unevaluated.json",
    "meta-validation.json",
    "meta-meta-data.json",
    "meta-format-annotation.json",
    "meta-format-assertion.json",
    "meta-content.json",
    "LICENSE",
]

/// The schemas of the source kinds (`schemas/` is a link to their folder), built in. Listed here
/// rather than read from the folder, because SwiftPM caches the evaluation of this file and would
/// not see a new schema; `KindCompletenessTests` fails when the list and the folder differ.
let sourceSchemaFiles = [
    "common.schema.json",
    "project.schema.json",
    "reviewers.schema.json",
    "achievements.schema.json",
    "hadith-collections.schema.json",
    "category.schema.json",
    "lesson.schema.json",
    "supplementary.schema.json",
    "activity.schema.json",
    "memorisation.schema.json",
    "questionnaire.schema.json",
    "worship-plan.schema.json",
    "lecture.schema.json",
    "quiz-bank.schema.json",
    "translation.schema.json",
    "copy.schema.json",
    "journal.schema.json",
]

let package = Package(
    name: "Sanad",
    platforms: [.macOS(.v12), .iOS(.v15)],
    products: [
        .executable(name: "sanad", targets: ["sanad"]),
        .library(name: "SanadCompiler", targets: ["SanadCompiler"]),
        .library(name: "SanadRuntime", targets: ["SanadRuntime"]),
        .executable(name: "sanad-demo", targets: ["sanad-demo"]),
        // Compiles a target's content folder into its resources (`Examples/LessonsApp` uses it).
        .plugin(name: "SanadContentPlugin", targets: ["SanadContentPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // System libraries (Debian: libyaml-dev, libcmark-gfm-dev, libcmark-gfm-extensions-dev, libxml2-dev).
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),

        // Pipeline libraries.
        .target(name: "SanadDiagnostics"),
        // The wire types, their codecs, and the verifying reader; shared by the compiler and the runtime.
        // The one JSON parser and decoder, a leaf both the wire format and the parser layer use.
        .target(name: "SanadJSON"),
        .target(name: "SanadBundleFormat", dependencies: ["SanadJSON", .product(name: "Crypto", package: "swift-crypto")]),
        // The one target an app links: Foundation and swift-crypto only, no C shims, no network.
        .target(
            name: "SanadRuntime",
            dependencies: ["SanadBundleFormat", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "SanadReporting", dependencies: ["SanadDiagnostics"]),
        .target(name: "SanadSource", dependencies: ["CYAML", "CCmarkGFM", "SanadDiagnostics", "SanadJSON"]),
        .target(
            name: "SanadSchema", dependencies: ["SanadSource", "SanadDiagnostics"],
            exclude: ["MetaSchemas/README.md"],
            resources: metaSchemaFiles.map { .embedInCode("MetaSchemas/\($0)") }),
        .target(name: "SanadCitations", dependencies: ["CLibXML2", "SanadDiagnostics"],
                resources: [.embedInCode("Resources/muslim-numbering.txt")]),
        .target(
            name: "SanadCompiler",
            dependencies: ["SanadDiagnostics", "SanadSource", "SanadSchema", "SanadBundleFormat", "SanadJSON", "SanadCitations", "CLibXML2",
                           .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["Schemas/bundle"],
            resources: sourceSchemaFiles.map { .embedInCode("Schemas/\($0)") }),

        // The tools built on the compiler: the command actions, the preview server, watch,
        // scaffolding, XLIFF and String Catalog I/O, reports, and the source editors.
        .target(
            name: "SanadTools",
            dependencies: ["SanadCompiler", "SanadDiagnostics", "SanadReporting", "SanadSource", "SanadBundleFormat", "SanadCitations", "CLibXML2",
                           .product(name: "Crypto", package: "swift-crypto")]),

        // `sanad lsp`: the language server, on the compiler's resident engine.
        .target(name: "SanadLanguageServer", dependencies: ["SanadCompiler", "SanadCitations", "SanadDiagnostics", "SanadSource", "SanadBundleFormat"]),

        // Command-line tools.
        .executableTarget(
            name: "sanad",
            dependencies: [
                "SanadCompiler", "SanadTools", "SanadReporting", "SanadLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .plugin(name: "SanadContentPlugin", capability: .buildTool(), dependencies: ["sanad"]),
        .executableTarget(
            name: "sanad-schema-conformance", dependencies: ["SanadSchema", "SanadSource", "SanadDiagnostics"],
            path: "Sources/SchemaConformance"),

        .executableTarget(
            name: "sanad-demo",
            dependencies: ["SanadRuntime", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/SanadDemo"),
        .executableTarget(
            name: "sanad-bench", dependencies: ["SanadCompiler", "SanadSource", "SanadDiagnostics", "SanadRuntime", "SanadCitations"],
            path: "Sources/SanadBench"),
        // `make codecs`: writes the wire types' tape readers and JSON writers from their declarations.
        .target(name: "SanadCodegen"),
        .executableTarget(name: "sanad-codegen", dependencies: ["SanadCodegen"]),

        // Tests.
        .target(name: "_SanadTestSupport", dependencies: ["SanadDiagnostics"]),
        .testTarget(name: "SanadDiagnosticsTests", dependencies: ["SanadDiagnostics", "_SanadTestSupport"]),
        .testTarget(
            name: "SanadReportingTests", dependencies: ["SanadReporting", "CLibXML2", "_SanadTestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "SanadBundleFormatTests", dependencies: ["SanadBundleFormat", "SanadCodegen", .product(name: "Crypto", package: "swift-crypto")]),
        .testTarget(name: "SanadSourceTests", dependencies: ["SanadSource", "_SanadTestSupport"]),
        .testTarget(name: "SanadSchemaTests", dependencies: ["SanadSchema", "_SanadTestSupport"]),
        .testTarget(
            name: "SanadCompilerTests", dependencies: ["SanadTools", "SanadCompiler", "CLibXML2", "_SanadTestSupport", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["Golden", "Fixtures", "Report/Golden", "Preview/Golden"]),
        .testTarget(name: "SanadCitationsTests", dependencies: ["SanadCitations", "_SanadTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "SanadRuntimeTests", dependencies: ["SanadTools", "SanadRuntime", "SanadCompiler", "SanadBundleFormat", "_SanadTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "SanadLanguageServerTests", dependencies: ["SanadLanguageServer", "SanadCompiler", "_SanadTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "sanadTests", dependencies: ["SanadTools", "sanad", "SanadCompiler", "SanadBundleFormat", "SanadReporting", "SanadSource", "SanadDiagnostics", "_SanadTestSupport"],
            exclude: ["Fixtures"]),
    ]
)

// libFuzzer targets (`make fuzz`), only when SANAD_FUZZ is set, so that ordinary builds never see
// them: they have no `main` (libFuzzer brings it) and are built with `-sanitize=fuzzer,address`.
if ProcessInfo.processInfo.environment["SANAD_FUZZ"] != nil {
    package.targets += [
        .target(name: "SanadFuzzSupport", path: "Sources/Fuzz/Support"),
        .executableTarget(name: "fuzz-citations", dependencies: ["SanadCitations", "SanadFuzzSupport"], path: "Sources/Fuzz/Citations"),
        .executableTarget(name: "fuzz-bundle-json", dependencies: ["SanadBundleFormat", "SanadFuzzSupport"], path: "Sources/Fuzz/BundleJSON"),
        .executableTarget(
            name: "fuzz-runtime-open",
            dependencies: ["SanadRuntime", "SanadBundleFormat", "SanadFuzzSupport", .product(name: "Crypto", package: "swift-crypto")],
            path: "Sources/Fuzz/RuntimeOpen"),
        .executableTarget(
            name: "fuzz-lesson-pipeline", dependencies: ["SanadCompiler", "SanadReporting", "SanadFuzzSupport"], path: "Sources/Fuzz/LessonPipeline"),
        .executableTarget(
            name: "fuzz-schema-validator", dependencies: ["SanadCompiler", "SanadDiagnostics", "SanadSchema", "SanadSource", "SanadFuzzSupport"],
            path: "Sources/Fuzz/SchemaValidator"),
    ]
}

// `make test` builds this package's targets and tests with SANAD_NO_PLUGIN set. The content
// plugin runs `sanad`, so SwiftPM builds sanad and every module it links a second time, for the
// host (the "-tool" copies in .build), whenever the plugin is built; nothing in this package's
// tests runs the plugin. Examples/LessonsApp, the test that does, uses the plugin as every app
// does (its own build, with the plugin).
if ProcessInfo.processInfo.environment["SANAD_NO_PLUGIN"] != nil {
    package.products.removeAll { $0.name == "SanadContentPlugin" }
    package.targets.removeAll { $0.name == "SanadContentPlugin" }
}
