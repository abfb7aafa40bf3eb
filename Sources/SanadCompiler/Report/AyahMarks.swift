import SanadCitations

/// Qur'an text as a page shows it: each ayah followed by the end-of-ayah sign (U+06DD) with the
/// ayah's number in Arabic-Indic digits (`۝١٢`), which an Arabic font such as Amiri draws as one
/// mark with the number inside.
enum AyahMarks {
    /// The end-of-ayah mark of ayah `number`.
    static func mark(_ number: Int) -> String { "\u{06DD}" + arabicDigits(number) }

    /// A number in Arabic-Indic digits (١٢٣).
    static func arabicDigits(_ number: Int) -> String {
        String(String(number).unicodeScalars.map { Character(Unicode.Scalar(0x0660 + ($0.value - 0x30))!) })
    }

    /// `text`, a quotation of `reference` whose ayahs are separated by a bare end-of-ayah sign
    /// (as authors write them) or, for one ayah, not marked at all, with each ayah's mark and
    /// number after it. A text whose marks already carry numbers, or whose ayahs cannot be told
    /// apart (fewer or more parts than the reference has ayahs), is returned as written.
    static func numbered(_ text: String, reference: String) -> String {
        guard let parsed = try? QuranReference(parsing: reference) else { return text }
        // By scalars: the sign is a prepended mark, one character with whatever follows it.
        var parts = text.unicodeScalars.split(separator: "\u{06DD}", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)).trimmingWhitespace() }
        if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        let digits: ClosedRange<Unicode.Scalar> = "\u{0660}"..."\u{0669}"
        guard parts.count == parsed.ayahs.count, !parts.contains(where: \.isEmpty),
              !parts.dropFirst().contains(where: { $0.unicodeScalars.first.map(digits.contains) == true }) else { return text }
        return zip(parts, parsed.ayahs).map { "\($0) \(mark($1))" }.joined(separator: " ")
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
