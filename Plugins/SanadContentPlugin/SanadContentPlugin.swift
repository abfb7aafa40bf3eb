import Foundation
import PackagePlugin

/// Sanad's build-tool plugin: compiles a target's content folder into the target's resources.
///
/// An app's `Package.swift` applies it to a target whose folder holds one content folder (a
/// folder with `sanad.yaml` at its top, conventionally `content-src/`):
///
///     .target(name: "LessonContent", exclude: ["content-src"],
///             plugins: [.plugin(name: "SanadContentPlugin", package: "Sanad")])
///
/// Building the target runs `sanad build` on that folder, so every problem in the content is
/// reported in the build log as on the command line, and an error fails the build. The bundle
/// lands in the target's resources as `SanadContent/`, which
/// `ContentLibrary(resourcesOf: .module)` opens and verifies. The command reruns when a file of
/// the content folder is added, removed or changed.
@main
struct SanadContentPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = try ContentFolder.find(in: target.directoryURL, targetName: target.name)
        let output = context.pluginWorkDirectoryURL.appending(path: "build")
        return [
            .buildCommand(
                displayName: "Compiling Sanad content \(folder.lastPathComponent)/ of \(target.name)",
                executable: try context.tool(named: "sanad").url,
                arguments: [
                    "build", "--source", folder.path, "--output", output.path, "--bundle-name", ContentFolder.resourceName,
                    "--color", "never",
                ],
                inputFiles: ContentFolder.files(in: folder),
                // The bundle folder is the one output: its files' names depend on the content.
                outputFiles: [output.appending(path: ContentFolder.resourceName)]),
        ]
    }
}

/// Finding a target's content folder and its files.
enum ContentFolder {
    /// The bundle folder's name in the target's resources (`ContentLibrary.resourceName`).
    static let resourceName = "SanadContent"

    /// Why the plugin cannot run on a target.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The one folder directly in `directory` that holds `sanad.yaml`.
    static func find(in directory: URL, targetName: String) throws -> URL {
        let children = (try? FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        let found = children.filter { FileManager.default.fileExists(atPath: $0.appending(path: "sanad.yaml").path) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard let folder = found.first else {
            throw Problem(description: "target '\(targetName)' has no content folder: put the folder holding sanad.yaml (for example content-src/, from `sanad init`) in \(directory.path)")
        }
        guard found.count == 1 else {
            let names = found.map(\.lastPathComponent).joined(separator: ", ")
            throw Problem(description: "target '\(targetName)' has \(found.count) content folders (\(names)); a target compiles one, so give each its own target")
        }
        return folder
    }

    /// Every regular file under `folder`, hidden ones included (the build reads what the content
    /// folder holds; an editor's swap file costs one needless rebuild at most).
    static func files(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { item -> URL? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { return nil }
            return url
        }.sorted { $0.path < $1.path }
    }
}
