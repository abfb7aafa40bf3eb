/// `copy.json`: an app's copy around the content — reminders, encouragements, empty states — in
/// the source locale, in the core pack (format 2.10). Its translations are in `l10n/<locale>.json`
/// under `copy:<catalogue>/strings/<id>/text`; `Localizer` gives each in the learner's locale.
public struct BundleCopy: Codable, Sendable, Equatable {
    /// The source locale.
    public var locale: String
    /// Its writing direction.
    public var direction: TextDirection
    /// Every string, by catalogue then order.
    public var strings: [CopyString]

    /// A file of copy.
    public init(locale: String, direction: TextDirection, strings: [CopyString]) {
        self.locale = locale
        self.direction = direction
        self.strings = strings
    }

    /// One string.
    public struct CopyString: Codable, Sendable, Equatable {
        /// `<catalogue>.<id>`: what the app asks for.
        public var key: String
        /// The text, with `{name}` where the app puts a value; for a counted string, its `other`
        /// form (what a reader before 2.17 shows).
        public var text: String
        /// Where the app shows it, and what each placeholder holds.
        public var comment: String
        /// For a counted string (format 2.17): the placeholder that holds the count, whose value
        /// chooses the form (`PluralRules.category(for:)`); nil for a string with one form.
        public var count: String?
        /// For a counted string (format 2.17): its form for each CLDR plural category of the
        /// source locale, by the category's name (`one`, `other`); `other` is always there.
        public var plural: [String: String]?

        /// A string with every field given.
        public init(key: String, text: String, comment: String, count: String? = nil, plural: [String: String]? = nil) {
            self.key = key
            self.text = text
            self.comment = comment
            self.count = count
            self.plural = plural
        }

        /// The form a count takes in the source locale by its rules (`locale`: the bundle's
        /// `locale`): the category's form, else `other`, else `text`.
        public func text(count value: Int, locale: String) -> String {
            guard let plural else { return text }
            let category = PluralRules(locale: locale)?.category(for: value) ?? .other
            return plural[category.rawValue] ?? plural[PluralCategory.other.rawValue] ?? text
        }
    }
}
