import Foundation
import SanadDiagnostics
import SanadSource

/// A source file found in a content folder.
public struct DiscoveredFile: Sendable, Hashable {
    /// What the file is (a lesson, a category, a translation…), from where it lies and how it is named.
    public var kind: SourceKind
    /// The file's standardised absolute path, for reading it.
    public var absolutePath: String
    /// Relative to the content root, `/`-separated.
    public var relativePath: String
    /// As shown in diagnostics: relative to the working directory when inside it.
    public var displayPath: String
}

/// Finds the source files of a content folder (the folder holding `sanad.yaml`).
public struct ContentDiscovery: Sendable {
    /// The folder relative paths are read against and diagnostics' paths are shown from.
    public var workingDirectory: String
    /// Test hook: return files in a random order, to prove later stages do not depend on it.
    public var shufflesFiles = false

    /// Creates a discovery that resolves and shows paths against `workingDirectory` (the process's by default).
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

    /// The content folder a command works on: `folder` (which must hold `sanad.yaml`), else the
    /// default content folder. Every command words "no project here" the same way, and exits 2.
    public func projectRoot(_ folder: String?, command: String) -> Result<String, Diagnostic> {
        if let folder {
            let root = absolute(folder)
            if FileManager.default.fileExists(atPath: root + "/sanad.yaml") { return .success(root) }
            return .failure(Self.noProject("no Sanad project at '\(folder)': it has no sanad.yaml", command: command))
        }
        if let root = defaultContentRoot() { return .success(root) }
        return .failure(Self.noProject("no Sanad project here: no content-src/sanad.yaml, and no sanad.yaml in this folder or above", command: command))
    }

    /// The one "no project" diagnostic.
    public static func noProject(_ message: String, command: String) -> Diagnostic {
        Diagnostic(CompilerDiagnostics.missingProjectFile, message, at: nil, help: "pass the content folder, the one holding sanad.yaml: sanad \(command) FOLDER")
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
        let rootPath = URL(fileURLWithPath: absolute(root)).standardizedFileURL.path
        let base = displayBase
        var files: [DiscoveredFile] = []
        var diagnostics: [Diagnostic] = []
        let (walked, unreadable, linked) = Self.walk(rootPath)
        let realRoot = ContentFile.realPath(rootPath) ?? rootPath
        for folder in linked {
            // A link to a folder is not followed (a link could leave the content, or loop). One
            // to a folder inside the content leaves nothing out (the folder is walked where it
            // is); one to a folder outside would leave its content out silently, so it is an
            // error, as a link to a file outside is.
            guard let target = ContentFile.realPath(rootPath + "/" + folder), !(target == realRoot || target.hasPrefix(realRoot + "/")) else { continue }
            let shown = Self.display(rootPath + "/" + folder, base: base)
            diagnostics.append(Diagnostic(
                SourceDiagnostics.unreadableFile, "'\(shown)' is a link to a folder outside the content folder, which Sanad does not follow",
                at: .startOf(SourceFile(path: shown, bytes: [])), help: "put the folder itself here (its content would otherwise be left out)"))
        }
        for folder in unreadable {
            // A folder that cannot be listed is an error: a build never ships without content it
            // could not read.
            let shown = Self.display(rootPath + "/" + folder, base: base)
            diagnostics.append(Diagnostic(
                SourceDiagnostics.unreadableFile, "cannot read the folder '\(shown)'", at: .startOf(SourceFile(path: shown, bytes: [])),
                help: "make the folder readable; its content would otherwise be left out"))
        }
        for relative in walked {
            let absolutePath = rootPath + "/" + relative
            let shown = Self.display(absolutePath, base: base)
            if let kind = SourceKind.classify(relativePath: relative) {
                files.append(DiscoveredFile(kind: kind, absolutePath: absolutePath, relativePath: relative, displayPath: shown))
            } else if let diagnostic = Self.unread(relative, shown: shown) {
                diagnostics.append(diagnostic)
            }
        }
        files.sort { $0.relativePath < $1.relativePath }
        if shufflesFiles { files.shuffle() }
        return (files, diagnostics)
    }

    /// A warning for a file that looks like content but is not read (wrong extension, wrong case,
    /// wrong place), saying what Sanad expected; nil for media and other files.
    static func unread(_ relative: String, shown: String) -> Diagnostic? {
        let lowered = relative.lowercased()
        let components = relative.split(separator: "/").map(String.init)
        guard [".yaml", ".yml", ".md", ".markdown"].contains(where: { lowered.hasSuffix($0) }),
            !components.contains("media"), lowered != "readme.md" else { return nil }
        return Diagnostic(CompilerDiagnostics.unknownSourceFile, "Sanad does not read this file", at: nil, path: shown, help: help(for: components))
    }

    /// What Sanad expected instead of a file it does not read, from the kinds' placements: the
    /// file its name is close to, the extension its kind uses, or the names files take there.
    static func help(for components: [String]) -> String {
        let placements = ContentKinds.all.map { (kind: $0, parts: $0.placement.split(separator: "/").map(String.init)) }
        let here = placements.filter { placement in
            placement.parts.count == components.count
                && zip(placement.parts.dropLast(), components.dropLast()).allSatisfy { $0 == "<id>" || $0 == $1 }
        }
        let name = components.last ?? ""
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        let isMarkdown = [".md", ".markdown"].contains { name.lowercased().hasSuffix($0) }
        if let same = here.first(where: { $0.parts.last!.split(separator: ".").first.map(String.init) == stem.lowercased() }) {
            return "did you mean \((components.dropLast() + [same.parts.last!]).joined(separator: "/"))?"
        }
        if isMarkdown, let markdown = here.first(where: { $0.kind.isMarkdown }) {
            return "\(markdown.kind.documentation.lowercased()) end in '.md' (lower case): rename it to \(stem).md"
        }
        let named = here.filter { !$0.kind.isMarkdown && !isMarkdown }.map { $0.parts.last! }
        if !named.isEmpty, components.count > 1 {
            return "files here are named " + (named.count > 2 ? named.dropLast().joined(separator: ", ") + " or " + named.last! : named.joined(separator: " or "))
        }
        let all = placements.map { $0.parts.joined(separator: "/") }
        return "projects have " + all.dropLast().joined(separator: ", ") + " and " + all.last!
    }

    /// The files below `root` (relative paths), skipping hidden files and folders and never
    /// following a link to a folder (so a link cannot make the walk loop or leave the content).
    /// Entries that are not regular files (a named pipe, a link to a file or nowhere) are listed
    /// too, so that reading them reports what they are instead of skipping them without a word;
    /// links to folders are returned apart, to be reported.
    static func walk(_ root: String) -> (files: [String], unreadableFolders: [String], linkedFolders: [String]) {
        var result: [String] = [], unreadable: [String] = [], linked: [String] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let folder = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            guard let entries = entries(of: folder) else {
                if !relativeFolder.isEmpty { unreadable.append(relativeFolder) }
                continue
            }
            for (name, isFolder, isLink) in entries where !name.hasPrefix(".") {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                if isLink, isLinkToFolder(folder + "/" + name) {
                    linked.append(relative)
                    continue
                }
                switch isFolder {
                case true:
                    // A folder named like a content file (`01-x.md/`) is listed too, so reading it
                    // says what it is.
                    if [".md", ".yaml", ".yml"].contains(where: { name.lowercased().hasSuffix($0) }) { result.append(relative) } else { pending.append(relative) }
                default:
                    // A regular file, a link (never followed as a folder: `ContentFile` reads only
                    // regular files inside the folder), a pipe, a device or a socket.
                    result.append(relative)
                }
            }
        }
        return (result, unreadable.sorted(), linked.sorted())
    }

    /// Whether the entry at `path` is a symbolic link whose target is a folder.
    static func isLinkToFolder(_ path: String) -> Bool {
        var link = stat(), target = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, stat(path, &target) == 0 else { return false }
        return target.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a folder, whether each is a folder (not following links) and whether it is a
    /// symbolic link, from the directory entries' types where the file system gives them
    /// (`lstat` where it does not); nil when the folder cannot be listed.
    static func entries(of folder: String) -> [(name: String, isFolder: Bool, isLink: Bool)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, isFolder: Bool, isLink: Bool)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return nil }  // an error, not the end: the folder is reported unreadable
                break
            }
            // The name is read in place: a directory entry is shorter than its declared type.
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self))
            guard name != ".", name != ".." else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, true, false))
            case Int32(DT_LNK): entries.append((name, false, true))
            case Int32(DT_UNKNOWN):
                var info = stat()
                guard lstat(folder + "/" + name, &info) == 0 else { continue }
                entries.append((name, info.st_mode & S_IFMT == S_IFDIR, info.st_mode & S_IFMT == S_IFLNK))
            default: entries.append((name, false, false))
            }
        }
        return entries
    }

    /// The working directory with a trailing slash, for `display(_:)`.
    private var displayBase: String {
        let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        return base.hasSuffix("/") ? base : base + "/"
    }

    private static func display(_ absolutePath: String, base: String) -> String {
        absolutePath.hasPrefix(base) ? String(absolutePath.dropFirst(base.count)) : absolutePath
    }

    /// `path` made absolute against the working directory.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    /// A path relative to the working directory when it lies inside it.
    public func display(_ absolutePath: String) -> String {
        Self.display(absolutePath, base: displayBase)
    }

    /// Makes paths `display(_:)` gave absolute again, as `absolute(_:)` does, without its cost
    /// per path (a URL standardized): a shown path is a standard path below the working directory,
    /// or an absolute one. A path that is not standard (`.`, `..` or an empty component) goes
    /// through `absolute(_:)`.
    public func absoluteOfShown() -> @Sendable (String) -> String {
        let base = displayBase
        return { [self] path in
            guard Self.isStandard(path) else { return absolute(path) }
            return path.hasPrefix("/") ? path : base + path
        }
    }

    /// Whether `path` has no `.`, `..` or empty component (after a leading `/`) and does not end
    /// with `/`: one pass over its bytes.
    static func isStandard(_ path: String) -> Bool {
        var utf8 = path.utf8[...]
        if utf8.first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
        // The current component's length and how many of its bytes are dots.
        var length = 0, dots = 0
        func isDotsOrEmpty() -> Bool { length == 0 || (dots == length && length <= 2) }
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if isDotsOrEmpty() { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !isDotsOrEmpty()
    }
}

extension ContentDiscovery {
    /// The project `source` names (or the default one) run through every check, for a command
    /// that reads the whole corpus (`review`, `l10n`); or why there is none.
    package func checkedProject(_ source: String?, command: String) -> Result<Pipeline.Result, Diagnostic> {
        projectRoot(source, command: command).map { Pipeline(discovery: self).run(root: $0) }
    }
}
