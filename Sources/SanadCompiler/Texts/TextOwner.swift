import SanadDiagnostics

/// The file a text is written in, shared by all of its texts: its kind, where it is, the name its
/// texts are filed under in a bundle's translations and language table, and the category whose
/// audience they are for.
public final class TextOwner: Sendable, CustomStringConvertible, Codable {
    /// What the file is (a lesson, a category, an app's copy…).
    public let kind: SourceKind
    /// The file's bytes and the path diagnostics show, for locating its texts.
    public let file: SourceFile
    /// The file's path relative to the content root.
    public let relativePath: String
    /// `<kind>:<id>` for a file with an `id`, else the kind's name (`achievements`).
    public let name: String
    /// The id of the file, when it has one.
    public let id: String?
    /// The folder of the category whose audience its texts are for (`ContentKind.textCategory`),
    /// else empty.
    public let categoryFolder: String

    /// The owner of a file's texts, named `<kind>:<id>` when the file has an `id`, else by its kind's name.
    public init(kind: SourceKind, file: SourceFile, relativePath: String, id: String?, categoryFolder: String) {
        self.kind = kind
        self.file = file
        self.relativePath = relativePath
        self.id = id
        self.name = id.map { "\(kind.name):\($0)" } ?? kind.name
        self.categoryFolder = categoryFolder
    }

    /// The same file with the name and category of the file it translates (a translation's texts
    /// are filed under their source's).
    func translating(_ source: TextOwner) -> TextOwner {
        TextOwner(kind: kind, file: file, relativePath: relativePath, named: source.name, id: source.id, categoryFolder: source.categoryFolder)
    }

    /// An owner with the name it was given (a translation's, or one read back from the lowered-file cache).
    init(kind: SourceKind, file: SourceFile, relativePath: String, named name: String, id: String?, categoryFolder: String) {
        self.kind = kind
        self.file = file
        self.relativePath = relativePath
        self.id = id
        self.name = name
        self.categoryFolder = categoryFolder
    }

    public var description: String { relativePath }

    /// The folder of `categories/<id>/…`, else empty.
    public static func folder(of relativePath: String) -> String {
        let parts = relativePath.split(separator: "/")
        return parts.count >= 3 && parts[0] == "categories" ? String(parts[1]) : ""
    }

    /// Owners are written by `LoweredFileEncoder` itself, once per file; any other encoder is refused.
    public func encode(to encoder: Encoder) throws { throw LoweredFileEncoder.Unsupported(reason: "an owner outside the lowered-file cache") }
    /// Owners are read by `LoweredFileDecoder` itself; any other decoder is refused.
    public convenience init(from decoder: Decoder) throws { throw LoweredFileDecoder.Malformed() }
}
