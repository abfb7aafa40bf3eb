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
        (0, "SanadCodegen", []),
        (0, "CYAML", []), (0, "CCmarkGFM", []), (0, "CLibXML2", []),
        (1, "SanadBundleFormat", ["SanadJSON", "Crypto"]),
        (1, "SanadSource", ["SanadJSON", "SanadDiagnostics", "CYAML", "CCmarkGFM"]),
        (1, "SanadCitations", ["SanadDiagnostics", "CLibXML2"]),
        (1, "SanadReporting", ["SanadDiagnostics"]),
        (2, "SanadRuntime", ["SanadBundleFormat", "Crypto"]),
        (2, "SanadSchema", ["SanadSource", "SanadDiagnostics"]),
        (3, "SanadCompiler", ["SanadBundleFormat", "SanadJSON", "SanadSource", "SanadSchema", "SanadCitations", "SanadDiagnostics", "CLibXML2", "Crypto"]),
        (4, "SanadTools", ["SanadCompiler", "SanadBundleFormat", "SanadSource", "SanadCitations", "SanadDiagnostics", "SanadReporting", "CLibXML2", "Crypto"]),
        (4, "SanadLanguageServer", ["SanadCompiler", "SanadBundleFormat", "SanadSource", "SanadCitations", "SanadDiagnostics"]),
        (5, "sanad", ["SanadCompiler", "SanadTools", "SanadLanguageServer", "SanadBundleFormat", "SanadReporting", "ArgumentParser"]),
        (5, "SanadDemo", ["SanadRuntime", "ArgumentParser"]),
        (5, "SanadBench", ["SanadCompiler", "SanadRuntime", "SanadSource", "SanadCitations", "SanadDiagnostics"]),
        (5, "SchemaConformance", ["SanadSchema", "SanadSource", "SanadDiagnostics"]),
        (5, "Fuzz", ["SanadCompiler", "SanadRuntime", "SanadBundleFormat", "SanadSchema", "SanadSource", "SanadCitations", "SanadDiagnostics", "SanadReporting",
                     "SanadFuzzSupport", "Crypto"]),
        (5, "_SanadTestSupport", ["SanadDiagnostics"]),
        (5, "sanad-codegen", ["SanadCodegen"]),
    ]
    /// Modules of the platform, which any target may import.
    static let system: Set<String> = ["Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "os", "Synchronization"]
    /// The module each of the package's targets is imported as.
    static let modules: [String: String] = ["Fuzz": "SanadFuzzSupport"]
    /// The names `Package.swift` gives the targets whose folder is named otherwise.
    static let targetNames: [String: String] = ["SanadDemo": "sanad-demo", "SanadBench": "sanad-bench", "SchemaConformance": "sanad-schema-conformance"]

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

    /// `Package.swift` declares no dependency the table does not allow: a target cannot reach
    /// across the layers through a dependency it does not import by name.
    @Test func everyDeclaredDependencyIsAllowed() throws {
        let manifest = try String(contentsOfFile: KindCompletenessTests.repository + "/Package.swift", encoding: .utf8)
        var crossings: [String] = []
        for entry in Self.layers where entry.target != "Fuzz" {
            let name = Self.targetNames[entry.target] ?? entry.target
            guard let declared = Self.dependencies(of: name, in: manifest) else {
                crossings.append("\(name): not found in Package.swift")
                continue
            }
            for dependency in declared where !entry.imports.contains(Self.modules[dependency] ?? dependency) {
                crossings.append("\(name) depends on \(dependency)")
            }
        }
        #expect(crossings.isEmpty, "dependencies that cross the layering:\n\(crossings.joined(separator: "\n"))")
        #expect(Self.dependencies(of: "SanadRuntime", in: manifest) == ["SanadBundleFormat", "Crypto"])
    }

    /// The dependencies a target declares in `Package.swift` (a product by its name), nil when
    /// no target has that name.
    static func dependencies(of target: String, in manifest: String) -> [String]? {
        // Each target's declaration runs from its opener to the next one (products come before).
        let openers = [".target(", ".executableTarget(", ".testTarget(", ".plugin(", ".systemLibrary("]
        var starts: [String.Index] = []
        for opener in openers {
            var from = manifest.startIndex
            while let found = manifest.range(of: opener, range: from..<manifest.endIndex) {
                starts.append(found.lowerBound)
                from = found.upperBound
            }
        }
        starts.sort()
        let declarations = starts.indices.map { manifest[starts[$0]..<(starts.indices.contains($0 + 1) ? starts[$0 + 1] : manifest.endIndex)] }
        guard let declaration = declarations.first(where: { $0.contains("name: \"\(target)\"") }) else { return nil }
        guard let open = declaration.range(of: "dependencies: [") else { return [] }
        var depth = 1, index = open.upperBound
        while index < declaration.endIndex, depth > 0 {
            if declaration[index] == "[" { depth += 1 } else if declaration[index] == "]" { depth -= 1 }
            index = declaration.index(after: index)
        }
        let list = String(declaration[open.upperBound..<index])
        // Quoted names, but not a product's package (`package: "swift-crypto"`).
        let regex = try! NSRegularExpression(pattern: #"(package: )?"([A-Za-z0-9_-]+)""#)
        return regex.matches(in: list, range: NSRange(list.startIndex..., in: list)).compactMap { match in
            guard match.range(at: 1).location == NSNotFound, let range = Range(match.range(at: 2), in: list) else { return nil }
            return String(list[range])
        }
    }

    @Test func anImportAcrossTheLayersIsFound() {
        let text = """
            import Foundation
            @_exported import SanadJSON
            @testable import SanadCompiler
            // import Nothing
            import struct SanadSource.Node
            package import SanadRuntime
            \tpublic import Crypto
            #if canImport(Glibc)
                import Glibc
            #endif
            let script = \"\"\"
            import json, sys
            \"\"\"
            """
        #expect(Self.imports(in: text) == ["Foundation", "SanadJSON", "SanadCompiler", "SanadSource", "SanadRuntime", "Crypto", "Glibc"])
        let source = Self.layers.first { $0.target == "SanadSource" }!
        #expect(!source.imports.contains("SanadBundleFormat"), "the parser does not import the wire format")
    }

    /// The modules a Swift file imports, in order: its `import` declarations (with attributes or
    /// an access level, indented or not), outside multi-line string literals (a script's `import`).
    static func imports(in text: String) -> [String] {
        var inString = false
        return text.split(separator: "\n").compactMap { line -> String? in
            // A line with one `\"\"\"` opens or closes a multi-line string.
            if line.components(separatedBy: "\"\"\"").count == 2 { inString.toggle(); return nil }
            guard !inString else { return nil }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
            if let access = words.first, ["public", "package", "internal", "fileprivate", "private"].contains(access) { words.removeFirst() }
            guard words.first == "import" else { return nil }
            words.removeFirst()
            if let kind = words.first, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind) { words.removeFirst() }
            return words.first.map { String($0.split(separator: ".").first ?? $0) }
        }
    }
}
