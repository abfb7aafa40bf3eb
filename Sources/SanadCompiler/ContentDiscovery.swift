import Foundation
import SanadDiagnostics

/// A source file found in a content folder.
public struct DiscoveredFile: Sendable, Hashable {
    public var kind: SourceKind
    public var absolutePath: String
    /// Relative to the content root, `/`-separated.
    public var relativePath: String
    /// As shown in diagnostics: relative to the working directory when inside it.
    public var displayPath: String
}

/// Finds the source files of a content folder (the folder holding `sanad.yaml`).
public struct ContentDiscovery: Sendable {
    public var workingDirectory: String
    /// Test hook: return files in a random order, to prove later stages do not depend on it.
    public var shufflesFiles = false

    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    /// The content root for `path`: the nearest folder at or above it holding `sanad.yaml`.
    public func contentRoot(containing path: String) -> String? {
        var url = URL(fileURLWithPath: absolute(path)).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            url.deleteLastPathComponent()
        }
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("sanad.yaml").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The folder `sanad lint` reads with no path: `content-src/` in the working directory, else
    /// the nearest folder above holding `sanad.yaml`.
    public func defaultContentRoot() -> String? {
        let candidate = absolute("content-src")
        if FileManager.default.fileExists(atPath: candidate + "/sanad.yaml") { return candidate }
        return contentRoot(containing: workingDirectory)
    }

    /// Every source file below `root` (sorted by relative path), and warnings for YAML or
    /// Markdown files in places Sanad does not read.
    public func discover(root: String) -> (files: [DiscoveredFile], diagnostics: [Diagnostic]) {
        let rootURL = URL(fileURLWithPath: absolute(root)).standardizedFileURL
        var files: [DiscoveredFile] = []
        var diagnostics: [Diagnostic] = []
        guard let enumerator = FileManager.default.enumerator(atPath: rootURL.path) else { return ([], []) }
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) {
                if components.last?.hasPrefix(".") == true { enumerator.skipDescendants() }
                continue
            }
            let absolutePath = rootURL.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            if let kind = SourceKind.classify(relativePath: relative) {
                files.append(DiscoveredFile(kind: kind, absolutePath: absolutePath, relativePath: relative, displayPath: display(absolutePath)))
            } else if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") || relative.hasSuffix(".md"),
                !components.contains("media"), components.first != "README.md" {
                diagnostics.append(Diagnostic(
                    CompilerDiagnostics.unknownSourceFile, "Sanad does not read this file", at: nil, path: display(absolutePath),
                    help: "projects have sanad.yaml, reviewers.yaml, achievements.yaml, categories/<id>/category.yaml and categories/<id>/NN-slug.md"))
            }
        }
        files.sort { $0.relativePath < $1.relativePath }
        if shufflesFiles { files.shuffle() }
        return (files, diagnostics)
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    /// A path relative to the working directory when it lies inside it.
    public func display(_ absolutePath: String) -> String {
        let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }
}
