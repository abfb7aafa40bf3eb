/// An XLIFF 1.2 document (OASIS, the format Xcode and translation tools exchange): one `file`
/// per source, one `trans-unit` per text. Text a translator must not change (a citation block's
/// reference and quotation) is a `ph` element inside the text.
public struct XLIFFDocument: Sendable, Equatable {
    /// The XLIFF 1.2 namespace.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// A run of a unit's text: words to translate, or protected text kept as it is.
    public enum Segment: Sendable, Equatable {
        case text(String)
        case protected(id: String, text: String)
    }

    /// One text.
    public struct Unit: Sendable, Equatable {
        /// The text's key in its source (`practice/q1/prompt`).
        public var id: String
        /// The fingerprint of the source text, kept in `extradata` and given back on import.
        public var fingerprint: String
        public var source: [Segment]
        /// The current translation, if there is one.
        public var target: [Segment]?
        /// The target's state: `translated`, or `needs-review-translation` for a translation made
        /// from an earlier source text (a translator who leaves it so has not confirmed it).
        public var targetState: String?
        /// Context for the translator: what the text is and where.
        public var notes: [String]
        /// The line of the unit in a document read back (0 when written here).
        public var line = 0

        public init(id: String, fingerprint: String, source: [Segment], target: [Segment]?, notes: [String]) {
            self.id = id
            self.fingerprint = fingerprint
            self.source = source
            self.target = target
            self.notes = notes
        }
    }

    /// One source file's texts.
    public struct File: Sendable, Equatable {
        /// The source's path relative to the content root.
        public var original: String
        public var sourceLanguage: String
        public var targetLanguage: String
        public var units: [Unit]
        /// The line of the `file` element in a document read back (0 when written here).
        public var line = 0

        public init(original: String, sourceLanguage: String, targetLanguage: String, units: [Unit]) {
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.units = units
        }
    }

    public var files: [File]

    public init(files: [File]) { self.files = files }

    /// The text of segments: protected runs as they are.
    public static func text(of segments: [Segment]) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): return text
            case .protected(_, let text): return text
            }
        }.joined()
    }

    /// The document as XLIFF 1.2 (strict), UTF-8, with white space in texts preserved.
    public func encoded() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"\(Self.namespace)\" version=\"1.2\">\n"
        for file in files {
            out += "  <file original=\"\(escape(file.original, true))\" source-language=\"\(escape(file.sourceLanguage, true))\" "
                + "target-language=\"\(escape(file.targetLanguage, true))\" datatype=\"plaintext\">\n    <body>\n"
            for unit in file.units {
                out += "      <trans-unit id=\"\(escape(unit.id, true))\" extradata=\"\(escape(unit.fingerprint, true))\" xml:space=\"preserve\">\n"
                out += "        <source>\(inline(unit.source))</source>\n"
                if let target = unit.target { out += "        <target state=\"\(escape(unit.targetState ?? "translated", true))\">\(inline(target))</target>\n" }
                for note in unit.notes { out += "        <note from=\"sanad\">\(escape(note, false))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    private func inline(_ segments: [Segment]) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): return escape(text, false)
            case .protected(let id, let text): return "<ph id=\"\(escape(id, true))\" ctype=\"x-sanad-citation\">\(escape(text, false))</ph>"
            }
        }.joined()
    }

    private func escape(_ text: String, _ inAttribute: Bool) -> String { XMLWriter.escape(text, inAttribute: inAttribute) }
}
