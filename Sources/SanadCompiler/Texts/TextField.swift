import Foundation

/// A field of a kind that holds text a learner reads, as the kind's schema declares it
/// (`TextFields.of(_:)`): where it is, what it is to the learner, whether it is Markdown, and
/// whether it is translated. Lowering turns every value at a field into a `LearnerText`.
public struct TextField: Sendable, Hashable, CustomStringConvertible, Codable {
    /// How a text is written.
    public enum Format: String, Sendable, Hashable, Codable {
        /// Shown as written.
        case plain
        /// Markdown, compiled once by the body compiler; a bundle carries its blocks.
        case markdown
        /// Text an app shows as written, rendering its inline Markdown (links, emphasis: what
        /// SwiftUI's `Text` renders): compiled for the checks, carried as written.
        case inlineMarkdown = "inline-markdown"
    }

    /// Where the field is: its keys from the file's root; a component ending in `[]` steps into
    /// every element of a list, one ending in `{}` into every value of a mapping
    /// (`practice[].choices[].text`). A Markdown file's body is the one component `body`.
    public var components: [String]
    /// What the text is to the learner (a title, a prompt, a quotation…), from the schema's `x-role`
    /// or the field's name.
    public var role: TextRole
    /// How the text is written: plain, Markdown, or inline Markdown.
    public var format: Format
    /// Whether translators translate it; a name, a gloss in a fixed language and a quotation are
    /// the same in every locale.
    public var isTranslated: Bool
    /// Whether it is one form of a counted text (`common.schema.json#/$defs/learnerPlural`): its
    /// last component steps into the forms (`strings[].text{}`), each value's key ends with its
    /// CLDR plural category (`strings/days/text/few`), and a translation gives the categories of
    /// its own locale (`SourceSummary.translatedTexts(for:)`).
    public var isPlural: Bool

    /// The field at the dotted `path` (`practice[].choices[].text`); plain and translated unless told otherwise.
    public init(_ path: String, role: TextRole, format: Format = .plain, isTranslated: Bool = true, isPlural: Bool = false) {
        self.components = path.split(separator: ".").map(String.init)
        self.role = role
        self.format = format
        self.isTranslated = isTranslated
        self.isPlural = isPlural
    }

    /// The field at `components` (the lowered-file cache reads fields back this way).
    init(components: [String], role: TextRole, format: Format, isTranslated: Bool, isPlural: Bool) {
        self.components = components
        self.role = role
        self.format = format
        self.isTranslated = isTranslated
        self.isPlural = isPlural
    }

    /// The one value of each field read back from the lowered-file cache, so that the files of a
    /// corpus share their fields' storage as lowered files share their kinds' declarations.
    static func canonical(_ field: TextField) -> TextField { canonicalFields.canonical(field) }

    private static let canonicalFields = CanonicalFields()

    private final class CanonicalFields: @unchecked Sendable {
        private let lock = NSLock()
        private var fields: Set<TextField> = []

        func canonical(_ field: TextField) -> TextField {
            lock.lock()
            defer { lock.unlock() }
            return fields.insert(field).memberAfterInsert
        }
    }

    /// A Markdown file's body.
    public static let body = TextField("body", role: .body, format: .markdown)

    /// The path as the schema spells it: `practice[].choices[].text`.
    public var description: String { components.joined(separator: ".") }

    /// Whether it is compiled as Markdown and checked by the body rules.
    public var isMarkdown: Bool { format != .plain }
    /// Whether a bundle carries it as compiled blocks (else as written).
    public var carriesBlocks: Bool { format == .markdown }
}
