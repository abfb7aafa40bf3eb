import Foundation
import SanadBundleFormat
import SanadDiagnostics

/// The front half of the pipeline for `sanad lint`: discover → parse → validate, over one or
/// more paths, with every file checked in parallel and the results merged in a stable order.
public struct Linter: Sendable {
    /// What a lint run found in the selected files.
    public struct Result: Sendable {
        /// Every problem, in output order (file, position, code).
        public var diagnostics: [Diagnostic]
        /// The selected source files' summaries, in relative-path order, from the folders this
        /// run linted (a folder answered from `results` has none: see `files`).
        public var sources: [SourceSummary]
        /// The selected source files, as shown, in relative-path order: every folder's, answered
        /// from `results` or not.
        public var files: [String]
        /// How many selected source files were read, for the summary line.
        public var filesChecked: Int { files.count }
    }

    /// What linting one whole content folder found, before the selection is applied.
    public struct FolderResult: Sendable {
        /// Every problem in the folder, in output order.
        public var diagnostics: [Diagnostic]
        /// Every source file, as shown, in relative-path order.
        public var files: [String]
        /// The files read outside the folder (the Qur'an and hadith texts `sanad.yaml` names),
        /// absolute.
        public var externals: [String]
        /// Every media path the content names, relative to the folder (the media checks read them).
        public var media: [String]
        /// Every source file's summary; empty for a result answered from `results`.
        public var sources: [SourceSummary]

        /// A folder's result: `sources` is left empty by a store, which does not keep them.
        public init(diagnostics: [Diagnostic], files: [String], externals: [String], media: [String], sources: [SourceSummary] = []) {
            self.diagnostics = diagnostics
            self.files = files
            self.externals = externals
            self.media = media
            self.sources = sources
        }
    }

    /// Finds each path's content folder and its files, and shows paths relative to the working directory.
    public var discovery: ContentDiscovery
    /// A progress line for long runs, if the command line wants one.
    public var progress: Progress?
    /// The day review checks take as today; nil for today (UTC), taken once per lint.
    public var today: LocalDate?
    /// Lowered files kept between runs (`LoweredFileCache`); the process's configured cache by default.
    public var loweredFileCache = LoweredFileCache.configured
    /// Whole-folder results kept between runs (the command line's lint cache): a folder whose
    /// result it holds is not linted again. Nil: every folder is linted.
    public var results: (any LintResults)?

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
        var sources: [SourceSummary] = [], files: [String] = []
        let today = self.today ?? LocalDate(Date(), in: TimeZone(identifier: "UTC")!)
        for (root, selected) in selections.sorted(by: { $0.key < $1.key }) {
            let lint = { lintFolder(root, today: today) }
            let result = results?.result(of: root, today: today, discovery: discovery, lint: lint) ?? lint()
            let absolute = discovery.absoluteOfShown()
            func isSelected(_ path: String) -> Bool {
                let absolute = absolute(path)
                return selected.contains { $0.isDirectory ? (absolute + "/").hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") : absolute == $0.path }
            }
            let read = Set(result.files.map(absolute))
            for single in selected where !single.isDirectory && !read.contains(single.path) {
                diagnostics.append(Diagnostic(CompilerDiagnostics.unknownSourceFile, "Sanad does not read this file", at: nil, path: discovery.display(single.path)))
            }
            sources += result.sources.filter { isSelected($0.file.path) }
            files += result.files.filter(isSelected)
            diagnostics += result.diagnostics.filter { diagnostic in diagnostic.path.map(isSelected) ?? true }
        }
        return Result(diagnostics: diagnostics.sortedForOutput(), sources: sources, files: files)
    }

    /// Lints the whole content folder at `root` (absolute) through the pipeline.
    func lintFolder(_ root: String, today: LocalDate) -> FolderResult {
        var pipeline = Pipeline(discovery: discovery)
        pipeline.loweredFileCache = loweredFileCache
        pipeline.progress = progress
        pipeline.today = today
        let result = pipeline.run(root: root)
        let corpus = result.corpus
        return FolderResult(
            diagnostics: result.diagnostics, files: corpus.sources.map(\.file.path),
            externals: QuranTexts.paths(for: corpus.project, root: corpus.root) + HadithTextFiles.paths(for: corpus.project, root: corpus.root),
            media: ContentKinds.all.flatMap { $0.mediaPaths(in: corpus) }, sources: corpus.sources)
    }
}

/// Whole-folder lint results kept between runs: the command line's lint cache (`LintCache`).
public protocol LintResults: Sendable {
    /// The result of linting the content folder at `root` (absolute) on `today`: a kept result
    /// when nothing it depends on has changed, otherwise `lint()`'s, which may then be kept.
    func result(of root: String, today: LocalDate, discovery: ContentDiscovery, lint: () -> Linter.FolderResult) -> Linter.FolderResult
}
