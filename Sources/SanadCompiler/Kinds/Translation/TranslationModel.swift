import SanadDiagnostics

/// A translation file (`<stem>.<locale>.yaml`), lowered.
public struct TranslationModel: Sendable, SourceFileModel {
    /// One translated text.
    public struct Entry: Sendable {
        /// The key, where it is written.
        public var key: Located<String>
        /// The translation, where it is written.
        public var text: Located<String>
        /// The fingerprint of the source text it was made from.
        public var source: Located<String>?
        /// The translation compiled as Markdown: what the body rules read.
        public var compiled: CompiledBody?
    }

    /// The locale of the file's name.
    public var locale: String
    /// The file's path relative to the content root.
    public var relativePath: String
    /// The translated texts in the order written, each under its source text's key; one without
    /// `text:` is left out.
    public var entries: [Entry]
    /// The recording of the translated body read aloud in its locale.
    public var narration: Located<String>?
    /// The approval of the translation, in its own right: a reviewer of its language signs off
    /// its texts and the source texts they were made from (`source:`), so a changed translation
    /// or a changed source makes it stale.
    public var review: ReviewModel
    /// The file in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// Who may approve its source: the source's category (whose `review-scopes` decide) and the
    /// scopes its kind asks for, when the source is in no category. A translation's reviewer
    /// needs them as well as its language (set when the corpus is assembled).
    public var sourceReview: (categoryFolder: String, scopes: [String]?)? = nil
    /// The translation file the model was lowered from.
    public var file: SourceFile

    /// The paths its source may have, relative to the content root: `<stem>.md` and `<stem>.yaml`
    /// in the same folder.
    public var sourceCandidates: [String] { TranslatedTexts.candidates(of: relativePath) }

    /// The folder of the category it translates in, if any (its audience's link policy applies).
    public var categoryFolder: String {
        let parts = relativePath.split(separator: "/")
        return parts.count == 3 && parts[0] == "categories" ? String(parts[1]) : ""
    }

    /// Whether it translates children's content outside a category (a family activity, a
    /// memorisation unit): links that leave the app are then gated like the source's.
    public var isChildrensKind: Bool {
        let first = relativePath.split(separator: "/").first
        return first == "activities" || first == "memorisation"
    }
}

extension Corpus {
    /// Every translation file.
    public var translations: [TranslationModel] { models(of: ContentKinds.Translation.self) }
}
