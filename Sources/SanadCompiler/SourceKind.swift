/// The kinds of source file in a content folder, each with its schema.
public enum SourceKind: String, Sendable, CaseIterable, Comparable {
    case project
    case reviewers
    case achievements
    case hadithCollections = "hadith-collections"
    case category
    case lesson

    /// The file name of the kind's schema in `schemas/`.
    public var schemaName: String { "\(rawValue).schema.json" }

    /// Whether files of this kind are Markdown with front matter (else plain YAML).
    public var isMarkdown: Bool { self == .lesson }

    /// The kind of a file by its path relative to the content root, or `nil` for files Sanad does
    /// not read (media, notes).
    public static func classify(relativePath path: String) -> SourceKind? {
        let components = path.split(separator: "/").map(String.init)
        switch components.count {
        case 1:
            switch components[0] {
            case "sanad.yaml": return .project
            case "reviewers.yaml": return .reviewers
            case "achievements.yaml": return .achievements
            case "hadith-collections.yaml": return .hadithCollections
            default: return nil
            }
        case 3 where components[0] == "categories":
            if components[2] == "category.yaml" { return .category }
            if components[2].hasSuffix(".md") { return .lesson }
            return nil
        default:
            return nil
        }
    }

    public static func < (lhs: SourceKind, rhs: SourceKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
