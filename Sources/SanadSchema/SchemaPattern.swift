import Foundation

/// A compiled `pattern` or `patternProperties` key: ICU's regular expression, which decides, and
/// the byte matcher that gives the same answers faster when the pattern is of the kinds it knows
/// (`BytePattern`; the regular expression's own syntax check still applies to every pattern).
struct SchemaPattern: @unchecked Sendable {
    let regex: NSRegularExpression
    let bytes: BytePattern?

    init(_ regex: NSRegularExpression) {
        self.regex = regex
        bytes = BytePattern(regex.pattern)
    }

    /// Whether the pattern matches somewhere in `string`.
    func matches(_ string: String) -> Bool {
        if let bytes { return bytes.matches(string) }
        return Self.icuMatches(regex, string)
    }

    /// ICU's answer.
    static func icuMatches(_ regex: NSRegularExpression, _ string: String) -> Bool {
        regex.firstMatch(in: string, options: [], range: NSRange(string.startIndex..., in: string)) != nil
    }
}
