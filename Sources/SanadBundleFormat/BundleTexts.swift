/// `texts.json` and `texts/<category>.json` (format 2.14): the language and writing direction of
/// every text a learner reads in the content of one pack, so that an app lays out a text in
/// Arabic in an English project (a questionnaire's prompt, a category's Arabic name, a quoted
/// ayah) without guessing from its letters. A text is named as in the translations,
/// `<owner>/<key>` (`questionnaire:onboarding/questions/time/prompt`); one not listed is in the
/// file's `language`. Each category's texts are in its pack; the texts of no category (a
/// questionnaire, app copy, achievements) in the core pack. A translation's texts are in its
/// locale (`BundleTranslations`).
public struct BundleTexts: Codable, Sendable, Equatable {
    /// The language of every text of the pack not in `texts`: the project's source locale, a
    /// BCP 47 tag.
    public var language: String
    /// Its writing direction.
    public var direction: TextDirection
    /// The category whose pack it is in; nil for the core pack's texts of no category.
    public var category: String?
    /// The texts in another language, by `<owner>/<key>`.
    public var texts: [String: Language]

    /// A file of languages.
    public init(language: String, direction: TextDirection, category: String?, texts: [String: Language]) {
        self.language = language
        self.direction = direction
        self.category = category
        self.texts = texts
    }

    /// A text's language and writing direction.
    public struct Language: Codable, Sendable, Equatable, Hashable {
        /// A BCP 47 tag.
        public var language: String
        /// Its writing direction.
        public var direction: TextDirection

        /// A language with its direction.
        public init(language: String, direction: TextDirection) {
            self.language = language
            self.direction = direction
        }
    }

    /// The language of the text `<owner>/<key>`.
    public func language(of id: String) -> Language { texts[id] ?? Language(language: language, direction: direction) }
}
