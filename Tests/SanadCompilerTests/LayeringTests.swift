import Foundation
import Testing
import _SanadTestSupport

/// The targets are layered one way (`docs/architecture.md`): each imports only targets of lower
/// layers, and only those it names here. An import that crosses the layering (sideways, as the
/// parser once imported the wire format for its JSON parser, or upwards) fails this test, as does
/// a folder of `Sources/` the table does not place.
@Suite struct LayeringTests {
    /// Each target's layer and what it may import (the system's modules aside), by module name
    /// (swift-crypto's is `Crypto`).
    static let layers: [(layer: Int, target: String, imports: Set<String>)] = [
        (0, "SanadJSON", []),
        (0, "SanadDiagnostics", []),
        (0, "CYAML", []), (0, "CCmarkGFM", []), (0, "CLibXML2", []),
        (1, "SanadBundleFormat", ["SanadJSON", "Crypto"]),
        (1, "SanadSource", ["SanadJSON", "SanadDiagnostics", "CYAML", "CCmarkGFM"]),
        (1, "SanadCitations", ["SanadDiagnostics", "CLibXML2"]),
        (1, "SanadReporting", ["SanadDiagnostics"]),
        (2, "SanadRuntime", ["SanadBundleFormat", "Crypto"]),
        (2, "SanadSchema", ["SanadSource", "SanadDiagnostics"]),
        (3, "SanadCompiler", ["SanadBundleFormat", "SanadSource", "SanadSchema", "SanadCitations", "SanadDiagnostics", "SanadReporting", "CLibXML2", "Crypto"]),
        (4, "SanadLanguageServer", ["SanadCompiler", "SanadBundleFormat", "SanadSource", "SanadCitations", "SanadDiagnostics"]),
        (5, "sanad", ["SanadCompiler", "SanadLanguageServer", "SanadBundleFormat", "SanadReporting", "ArgumentParser"]),
        (5, "SanadDemo", ["SanadRuntime", "ArgumentParser"]),
        (5, "SanadBench", ["SanadCompiler", "SanadRuntime", "SanadSource", "SanadCitations", "SanadDiagnostics"]),
        (5, "SchemaConformance", ["SanadSchema", "SanadSource", "SanadDiagnostics"]),
        (5, "Fuzz", ["SanadCompiler", "SanadRuntime", "SanadBundleFormat", "SanadSchema", "SanadSource", "SanadCitations", "SanadDiagnostics", "SanadReporting",
                     "SanadFuzzSupport", "Crypto"]),
        (5, "_SanadTestSupport", ["SanadDiagnostics"]),
    ]
    /// Modules of the platform, which any target may import.
    static let system: Set<String> = ["Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "os", "Synchronization"]
    /// The module each of the package's targets is imported as.
    static let modules: [String: String] = ["Fuzz": "SanadFuzzSupport"]

    @Test func everyTargetImportsOnlyWhatItsLayerAllows() throws {
        let sources = URL(fileURLWithPath: KindCompletenessTests.repository).appendingPathComponent("Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(Set(folders) == Set(Self.layers.map(\.target)), "a folder of Sources/ the table does not place, or a target it names that is gone")
        let layerOf = Dictionary(Self.layers.map { (Self.modules[$0.target] ?? $0.target, $0.layer) }, uniquingKeysWith: min)
        var crossings: [String] = []
        for entry in Self.layers {
            // The table itself is one-way: a target imports only targets of lower layers.
            for module in entry.imports { if let layer = layerOf[module], layer >= entry.layer, entry.target != "Fuzz" { crossings.append("\(entry.target) → \(module): same or higher layer") } }
            guard let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(entry.target).path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(entry.target).appendingPathComponent(file), encoding: .utf8)
                for module in Self.imports(in: text) where !Self.system.contains(module) && !entry.imports.contains(module) {
                    crossings.append("\(entry.target)/\(file) imports \(module)")
                }
            }
        }
        #expect(crossings.isEmpty, "imports that cross the layering:\n\(crossings.joined(separator: "\n"))")
    }

    @Test func anImportAcrossTheLayersIsFound() {
        #expect(Self.imports(in: "import Foundation\n@_exported import SanadJSON\n@testable import SanadCompiler\n// import Nothing\nimport struct SanadSource.Node\n    import json, sys\n")
            == ["Foundation", "SanadJSON", "SanadCompiler", "SanadSource"])
        let source = Self.layers.first { $0.target == "SanadSource" }!
        #expect(!source.imports.contains("SanadBundleFormat"), "the parser does not import the wire format")
    }

    /// The modules a Swift file imports, in order: its `import` declarations, which start a line
    /// (an indented `import` is inside a string, such as a script's).
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.first != " " else { return nil }
            var words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import" else { return nil }
            words.removeFirst()
            if let kind = words.first, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind) { words.removeFirst() }
            return words.first.map { String($0.split(separator: ".").first ?? $0) }
        }
    }
}
