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
        /// The text, with `{name}` where the app puts a value.
        public var text: String
        /// Where the app shows it, and what each placeholder holds.
        public var comment: String

        /// A string with every field given.
        public init(key: String, text: String, comment: String) {
            self.key = key
            self.text = text
            self.comment = comment
        }
    }
}
