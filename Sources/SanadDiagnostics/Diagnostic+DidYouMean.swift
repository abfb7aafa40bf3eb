extension Diagnostic.FixIt {
    /// The fix-it that goes with a "did you mean": `suggestion` in place of `word` at `range`,
    /// when `word` is written there as it reads (plain, or inside simple quotes or double
    /// quotes, which the replacement keeps). Nil when it is written another way (escapes, a
    /// block scalar) or the suggestion would need escaping there, so `sanad fix` never writes
    /// something other than what the help says.
    public static func didYouMean(_ suggestion: String, replacing word: String, at range: SourceRange) -> Diagnostic.FixIt? {
        let written = range.text
        let summary = "write '\(suggestion)'"
        if written == word {
            // A plain scalar stays one only without YAML's indicators.
            let plain = !suggestion.isEmpty && !suggestion.contains(": ") && !suggestion.contains(" #") && !suggestion.hasSuffix(":")
                && !"-?:,[]{}#&*!|>'\"%@`".contains(suggestion.first!)
            return plain ? Diagnostic.FixIt(summary: summary, replacements: [.init(range: range, text: suggestion)]) : nil
        }
        for quote in ["\"", "'"] where written == quote + word + quote && !suggestion.contains(quote) && !suggestion.contains("\\") {
            return Diagnostic.FixIt(summary: summary, replacements: [.init(range: range, text: quote + suggestion + quote)])
        }
        return nil
    }
}
