import Foundation
import SanadDiagnostics

/// The front half of the pipeline for `sanad lint`: discover → parse → validate, over one or
/// more paths, with every file checked in parallel and the results merged in a stable order.
public struct Linter: Sendable {
    /// What a lint run found in the selected files.
    public struct Result: Sendable {
        /// Every problem, in output order (file, position, code).
        public var diagnostics: [Diagnostic]
        /// Every file read, in relative-path order.
        public var sources: [SourceSummary]
        /// How many selected source files were read, for the summary line.
        public var filesChecked: Int { sources.count }
    }

    /// Finds each path's content folder and its files, and shows paths relative to the working directory.
    public var discovery: ContentDiscovery
    /// A progress line for long runs, if the command line wants one.
    public var progress: Progress?

    /// Creates a linter that reads and shows paths against `workingDirectory` (the process's by default).
    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.discovery = ContentDiscovery(workingDirectory: workingDirectory)
    }

    /// Lints `paths` (content folders, folders inside one, or single files); with no paths, the
    /// default content folder. Each content folder is checked whole (references cross files);
    /// only the problems of the selected files are reported.
    public func lint(paths: [String]) -> Result {
        var diagnostics: [Diagnostic] = []
        var selections: [String: [(path: String, isDirectory: Bool)]] = [:]
        let targets = paths.isEmpty ? [discovery.defaultContentRoot()].compactMap { $0 } : paths
        if targets.isEmpty {
            diagnostics.append(ContentDiscovery.noProject(
                "no Sanad project here: no content-src/sanad.yaml, and no sanad.yaml in this folder or above", command: "lint"))
        }
        for target in targets {
            let absolute = discovery.absolute(target)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(CompilerDiagnostics.noSuchPath, "no such file or folder", at: nil, path: target))
                continue
            }
            guard let root = discovery.contentRoot(containing: absolute) else {
                diagnostics.append(ContentDiscovery.noProject("no Sanad project at '\(target)': no sanad.yaml there or in a folder above", command: "lint"))
                continue
            }
            selections[root, default: []].append((absolute, isDirectory.boolValue))
        }
        var sources: [SourceSummary] = []
        for (root, selected) in selections.sorted(by: { $0.key < $1.key }) {
            var pipeline = Pipeline(discovery: discovery)
            pipeline.progress = progress
            let result = pipeline.run(root: root)
            func isSelected(_ path: String) -> Bool {
                let absolute = discovery.absolute(path)
                return selected.contains { $0.isDirectory ? (absolute + "/").hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") : absolute == $0.path }
            }
            for single in selected where !single.isDirectory && !result.corpus.sources.contains(where: { discovery.absolute($0.file.path) == single.path }) {
                diagnostics.append(Diagnostic(CompilerDiagnostics.unknownSourceFile, "Sanad does not read this file", at: nil, path: discovery.display(single.path)))
            }
            sources += result.corpus.sources.filter { isSelected($0.file.path) }
            diagnostics += result.diagnostics.filter { diagnostic in diagnostic.path.map(isSelected) ?? true }
        }
        return Result(diagnostics: diagnostics.sortedForOutput(), sources: sources)
    }
}
