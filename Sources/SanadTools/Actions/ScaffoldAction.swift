import Foundation
import SanadDiagnostics
import SanadCompiler

/// `sanad init`, `sanad new category`, `sanad new lesson` and `sanad schemas export`: they write
/// new files only. A file that is already there is never overwritten: the command refuses before
/// writing anything, so it changes nothing at all or exactly what it lists.
public struct ScaffoldAction: Sendable {
    /// The outcome; its product is the paths written, relative to the working directory.
    public typealias Outcome = ActionOutcome<[String]>

    /// Where relative paths start.
    public var workingDirectory: String

    /// An action run from `workingDirectory`.
    public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

    var discovery: ContentDiscovery { ContentDiscovery(workingDirectory: workingDirectory) }

    /// A new content project in `folder` (default: the working directory).
    public func initProject(in folder: String?) -> Outcome {
        let root = discovery.absolute(folder ?? ".")
        let name = URL(fileURLWithPath: root).lastPathComponent
        let id = Slug.make(from: name).isEmpty ? "content" : Slug.make(from: name)
        var files = ProjectTemplate.files(projectID: id, title: Skeletons.yamlScalar(name.isEmpty ? "Content" : name))
        files += SchemaExport.files.map { ("\(ProjectTemplate.schemasFolder)/\($0.name)", $0.text) }
        if FileManager.default.fileExists(atPath: root + "/" + ProjectTemplate.contentFolder) {
            return refusal("\(display(root + "/" + ProjectTemplate.contentFolder)) already exists: sanad init starts a new project and changes no existing one")
        }
        // A repository's own .gitignore is kept as it is (init only adds files).
        let keptIgnore = FileManager.default.fileExists(atPath: root + "/.gitignore")
        if keptIgnore { files.removeAll { $0.path == ".gitignore" } }
        var outcome = write(files.map { (root + "/" + $0.path, $0.text) }, then: "next: sanad lint, then sanad new lesson first-steps \"Your lesson's title\"")
        if keptIgnore, outcome.exitCode == 0 { outcome.output += "kept the existing .gitignore: add build/ to it\n" }
        return outcome
    }

    /// The schemas of every source kind, written into `folder` (default: `schemas/`).
    public func exportSchemas(to folder: String?) -> Outcome {
        let target = discovery.absolute(folder ?? ProjectTemplate.schemasFolder)
        return write(SchemaExport.files.map { (target + "/" + $0.name, $0.text) }, then: nil, replacingIdentical: true)
    }

    /// A new lesson in `category`: the next free order, an id from the title's slug, a skeleton
    /// with placeholders.
    public func newLesson(category: String, title: String, slug: String? = nil, source: String?) -> Outcome {
        let root: String
        switch discovery.projectRoot(source, command: "new lesson") {
        case .success(let found): root = found
        case .failure(let diagnostic): return refusal(diagnostic.message)
        }
        let result = Pipeline(discovery: discovery).run(root: root)
        guard let model = result.index.categories[category] else {
            let suggestion = Suggestion.closest(to: category, in: result.index.sortedCategories.map(\.id.value))
            return refusal("no category has the id '\(category)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
        let lessonSlug = slug ?? Slug.make(from: title)
        guard !lessonSlug.isEmpty, Slug.make(from: lessonSlug) == lessonSlug else {
            return refusal("cannot make an id from '\(slug ?? title)': pass --slug with lower-case letters, digits and hyphens")
        }
        let id = "\(category).\(lessonSlug)"
        if result.index.lessons[id] != nil { return refusal("a lesson already has the id '\(id)': choose another title or pass --slug") }
        let lessons = result.index.lessonsByCategory[model.folder] ?? []
        let order = (lessons.compactMap { $0.order?.value }.max() ?? 0) + 1
        let folder = (discovery.absolute(model.file.path) as NSString).deletingLastPathComponent
        let name = String(format: "%02d", order) + "-" + lessonSlug + ".md"
        let text = Skeletons.lesson(id: id, title: title, order: order, subtopic: model.subtopics.first?.value.id,
                                    schemaPath: schemaPath("lesson", from: folder, root: root))
        return write([(folder + "/" + name, text)], then: "write the lesson where it says [[TODO: …]]; sanad lint lists what is left")
    }

    /// A new category with the next free order.
    public func newCategory(id: String, title: String?, source: String?) -> Outcome {
        let root: String
        switch discovery.projectRoot(source, command: "new category") {
        case .success(let found): root = found
        case .failure(let diagnostic): return refusal(diagnostic.message)
        }
        guard !id.isEmpty, Slug.make(from: id) == id else { return refusal("'\(id)' is not an id: use lower-case letters, digits and hyphens") }
        let result = Pipeline(discovery: discovery).run(root: root)
        if result.index.categories[id] != nil { return refusal("a category already has the id '\(id)'") }
        let categories = result.index.sortedCategories
        let order = (categories.compactMap { $0.order?.value }.max() ?? 0) + 1
        let kinds = categories.compactMap { $0.kind?.rawValue }
        let kind = Dictionary(grouping: kinds, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key ?? "moral-failing"
        let audience = categories.last?.audience?.value ?? result.corpus.project?.audiences.first?.id ?? "adults"
        let folder = root + "/categories/" + id
        let text = Skeletons.category(id: id, title: title, kind: kind, order: order, audience: audience,
                                      schemaPath: schemaPath("category", from: folder, root: root))
        return write([(folder + "/category.yaml", text)], then: "next: sanad new lesson \(id) \"The first lesson's title\"")
    }

    /// The modeline path of a kind's schema from `folder`, when the project has exported schemas
    /// beside its content folder.
    func schemaPath(_ kind: String, from folder: String, root: String) -> String? {
        let schemas = (root as NSString).deletingLastPathComponent + "/" + ProjectTemplate.schemasFolder
        guard FileManager.default.fileExists(atPath: schemas + "/\(kind).schema.json") else { return nil }
        let depth = folder.dropFirst(root.count).split(separator: "/").count
        return String(repeating: "../", count: depth + 1) + ProjectTemplate.schemasFolder + "/\(kind).schema.json"
    }

    /// Writes every file or none: each must be new (or, with `replacingIdentical`, already hold
    /// the same bytes); each is created exclusively, so a file that appears meanwhile is not
    /// overwritten either.
    func write(_ files: [(path: String, text: String)], then next: String?, replacingIdentical: Bool = false) -> Outcome {
        var toWrite: [(path: String, text: String)] = []
        for file in files {
            if let existing = FileManager.default.contents(atPath: file.path) {
                if replacingIdentical, existing == Data(file.text.utf8) { continue }
                return refusal("\(display(file.path)) already exists; nothing was written")
            }
            toWrite.append(file)
        }
        var written: [String] = []
        for file in toWrite {
            do {
                try FileManager.default.createDirectory(atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try NewFile.create(file.path, Data(file.text.utf8))
                written.append(display(file.path))
            } catch {
                let done = written.isEmpty ? "" : " (written before it: \(written.joined(separator: ", ")))"
                return Outcome(output: "error: cannot write \(display(file.path)): \(error.localizedDescription)\(done)\n", exitCode: ExitStatus.usage, product: written)
            }
        }
        var output = written.map { "created \($0)\n" }.joined()
        if written.isEmpty { output = "nothing to write: every file is already there, unchanged\n" }
        if let next { output += next + "\n" }
        return Outcome(output: output, exitCode: ExitStatus.success, product: written)
    }

    func refusal(_ message: String) -> Outcome {
        Outcome(output: "error: \(message)\n", exitCode: ExitStatus.usage, product: [])
    }

    private func display(_ path: String) -> String { discovery.display(path) }
}

/// The built-in schemas as files (`sanad schemas export`).
public enum SchemaExport {
    /// Each schema's file name and text.
    public static var files: [(name: String, text: String)] {
        SourceSchemas.names.map { ($0, String(decoding: SourceSchemas.files[$0]!, as: UTF8.self)) }
    }
}
