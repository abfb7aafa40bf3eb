import Foundation
import SanadDiagnostics

/// The front half of the pipeline for `sanad lint`: discover → parse → validate, over one or
/// more paths, with every file checked in parallel and the results merged in a stable order.
public struct Linter: Sendable {
    public struct Result: Sendable {
        /// Every problem, in output order (file, position, code).
        public var diagnostics: [Diagnostic]
        /// Every file read, in relative-path order.
        public var sources: [ParsedSource]
        public var filesChecked: Int { sources.count }
    }

    public var discovery: ContentDiscovery

    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.discovery = ContentDiscovery(workingDirectory: workingDirectory)
    }

    /// Lints `paths` (content folders, folders inside one, or single files); with no paths, the
    /// default content folder.
    public func lint(paths: [String]) -> Result {
        var diagnostics: [Diagnostic] = []
        var selected: [DiscoveredFile] = []
        let targets = paths.isEmpty ? [discovery.defaultContentRoot()].compactMap { $0 } : paths
        if targets.isEmpty {
            diagnostics.append(Diagnostic(
                CompilerDiagnostics.missingProjectFile, "no content folder found: no content-src/sanad.yaml here and no sanad.yaml above",
                at: nil, help: "run in a folder with content-src/, or pass the content folder: sanad lint PATH"))
        }
        for target in targets {
            let absolute = discovery.absolute(target)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(CompilerDiagnostics.noSuchPath, "no such file or folder", at: nil, path: target))
                continue
            }
            guard let root = discovery.contentRoot(containing: absolute) else {
                diagnostics.append(Diagnostic(
                    CompilerDiagnostics.missingProjectFile, "no sanad.yaml in this folder or above it", at: nil, path: target,
                    help: "create sanad.yaml at the root of the content folder"))
                continue
            }
            let found = discovery.discover(root: root)
            let prefix = isDirectory.boolValue ? (absolute.hasSuffix("/") ? absolute : absolute + "/") : absolute
            let inside = found.files.filter { isDirectory.boolValue ? ($0.absolutePath.hasPrefix(prefix)) : $0.absolutePath == absolute }
            if !isDirectory.boolValue, inside.isEmpty {
                diagnostics.append(Diagnostic(
                    CompilerDiagnostics.unknownSourceFile, "Sanad does not read this file", at: nil, path: discovery.display(absolute)))
            }
            selected += inside
            diagnostics += found.diagnostics.filter { diagnostic in
                diagnostic.path.map { isDirectory.boolValue && discovery.absolute($0).hasPrefix(prefix) } ?? false
            }
        }
        let files = Array(Set(selected)).sorted { $0.displayPath < $1.displayPath }
        let sources = Self.loadInParallel(files)
        for source in sources { diagnostics += source.diagnostics }
        return Result(diagnostics: diagnostics.sortedForOutput(), sources: sources)
    }

    /// Parses and validates files on all cores; the result is in the order of `files`.
    static func loadInParallel(_ files: [DiscoveredFile]) -> [ParsedSource] {
        final class Slots: @unchecked Sendable {
            var values: [ParsedSource?]
            init(count: Int) { values = Array(repeating: nil, count: count) }
        }
        let slots = Slots(count: files.count)
        slots.values.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                buffer[index] = ParsedSource.load(files[index])
            }
        }
        return slots.values.map { $0! }
    }
}
