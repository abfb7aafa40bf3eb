import Foundation
import SanadDiagnostics
import SanadCompiler

extension ScaffoldAction {
    /// How `sanad new` places a file of a kind, from the kind's `placement`.
    enum NewFilePlacement {
        /// `quizzes/<id>.yaml`: the argument is the file's id.
        case byID(folder: String, suffix: String)
        /// `categories/<id>/supplementary.yaml`: the argument is a category's id.
        case inCategory(name: String)
        /// `activities/NN-slug.yaml`: the argument is a slug; the number is the next free one.
        case numbered(folder: String)
        /// `achievements.yaml`: one file a project, no argument.
        case single(path: String)

        init?(_ placement: String) {
            let parts = placement.split(separator: "/").map(String.init)
            if parts.count == 3, parts[0] == "categories", parts[1] == "<id>", parts[2] != "category.yaml", !parts[2].contains("NN-") {
                self = .inCategory(name: parts[2])
            } else if parts.count == 2, parts[1].hasPrefix("<id>.") {
                self = .byID(folder: parts[0], suffix: String(parts[1].dropFirst("<id>".count)))
            } else if parts.count == 2, parts[1] == "NN-slug.yaml" {
                self = .numbered(folder: parts[0])
            } else if !placement.contains("<"), !placement.contains("NN-") {
                self = .single(path: placement)
            } else {
                return nil
            }
        }
    }

    /// The kinds `sanad new` writes a file of, by name: every kind with an example whose files it
    /// can place (lessons and categories have their own subcommands; translations come from
    /// `sanad l10n`; the project and reviewers from `sanad init`).
    public static var newFileKinds: [String: any ContentKind.Type] {
        var kinds: [String: any ContentKind.Type] = [:]
        for kind in ContentKinds.all where kind.example != nil && NewFilePlacement(kind.placement) != nil {
            guard ![SourceKind.lesson, .category, .project, .reviewers].contains(kind.source) else { continue }
            kinds[kind.source.name] = kind
        }
        return kinds
    }

    /// A new file of the kind named `name` (`quiz-bank`, `lecture`, `activity`…): the kind's own
    /// example, under the id or slug given, at the place the kind's files go. It is a starting
    /// point: `sanad lint` reports what it names that the project does not have yet.
    public func newFile(kind name: String, id: String?, source: String?) -> Outcome {
        let kinds = Self.newFileKinds
        guard let kind = kinds[name], let example = kind.example, let placement = NewFilePlacement(kind.placement) else {
            let known = (["category", "lesson"] + kinds.keys).sorted()
            let suggestion = Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'? " } ?? ""
            return refusal("sanad new has no kind '\(name)'; \(suggestion)it makes: \(known.joined(separator: ", "))")
        }
        let root: String
        switch discovery.projectRoot(source, command: "new \(name)") {
        case .success(let found): root = found
        case .failure(let diagnostic): return refusal(diagnostic.message)
        }
        var text = example.base
        let path: String
        switch placement {
        case .single(let file):
            guard id == nil else { return refusal("a project has one \(file); 'sanad new \(name)' takes no id") }
            path = file
        case .byID(let folder, let suffix):
            guard let id, !id.isEmpty, Slug.make(from: id) == id else { return refusal("'sanad new \(name)' needs an id of lower-case letters, digits and hyphens") }
            path = folder + "/" + id + suffix
            let exampleID = ((example.path as NSString).lastPathComponent as NSString).deletingPathExtension
            text = Self.renaming(exampleID, to: id, in: text)
        case .numbered(let folder):
            guard let id, !id.isEmpty, Slug.make(from: id) == id else { return refusal("'sanad new \(name)' needs a slug of lower-case letters, digits and hyphens") }
            let taken = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            if let same = taken.first(where: { $0.hasSuffix("-\(id).yaml") && $0.prefix { $0.isNumber }.count > 0 }) {
                return refusal("\(folder)/\(same) already has the slug '\(id)'; nothing was written")
            }
            // Numbers as files are named (two or three digits), never one that would overflow.
            let next = (taken.compactMap { Int($0.prefix { $0.isNumber }.prefix(6)) }.max() ?? 0) + 1
            path = folder + "/" + String(format: "%02d", next) + "-" + id + ".yaml"
            text = text.replacingOccurrences(of: ".example\n", with: ".\(id)\n")
        case .inCategory(let file):
            guard let id, Slug.make(from: id) == id, FileManager.default.fileExists(atPath: root + "/categories/\(id)/category.yaml") else {
                return refusal("'sanad new \(name)' needs the id of a category of the project" + (id.map { ": no category has the id '\($0)'" } ?? ""))
            }
            path = "categories/\(id)/\(file)"
            text = Self.renaming("backbiting", to: id, in: text)
        }
        let absolute = root + "/" + path
        if let modeline = schemaPath(kind.source.name, from: (absolute as NSString).deletingLastPathComponent, root: root) {
            text = "# yaml-language-server: $schema=\(modeline)\n" + text
        }
        return write([(absolute, text)], then: "edit it for your content; sanad lint lists what it names that the project does not have yet")
    }

    /// The example's own id renamed: `id: fractions` and the ids under it (`fractions.halves`).
    static func renaming(_ old: String, to new: String, in text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard trimmed.hasPrefix("id: ") else { return String(line) }
            return line.replacingOccurrences(of: "id: \(old).", with: "id: \(new).").replacingOccurrences(of: "id: \(old)", with: "id: \(new)")
        }.joined(separator: "\n")
    }
}
