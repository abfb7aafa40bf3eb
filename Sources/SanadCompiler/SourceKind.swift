/// The name of a kind of source file. The kinds themselves are declared by `ContentKind` types
/// and enumerated once, in `ContentKinds.all`; this is their name as a value.
public struct SourceKind: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kind's name, as in its schema's file name (`lesson`, `hadith-collections`).
    public let name: String

    /// A kind's name; only `ContentKind` declarations create one.
    init(_ name: String) { self.name = name }

    public var description: String { name }

    /// The kind's declaration.
    public var declaration: any ContentKind.Type { ContentKinds.declaration(of: self) }

    /// The file name of the kind's schema in `schemas/`.
    public var schemaName: String { "\(name).schema.json" }

    /// Whether files of this kind are Markdown with front matter (else plain YAML).
    public var isMarkdown: Bool { declaration.isMarkdown }

    /// Every kind, in registry order.
    public static var allCases: [SourceKind] { ContentKinds.all.map { $0.source } }

    /// The kind of a file by its path relative to the content root, or `nil` for files Sanad does
    /// not read (media, notes).
    public static func classify(relativePath path: String) -> SourceKind? {
        ContentKinds.owner(of: path)?.source
    }

    /// Registry order.
    public static func < (lhs: SourceKind, rhs: SourceKind) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? .max) < (order.firstIndex(of: rhs) ?? .max)
    }
}
