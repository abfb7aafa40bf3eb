import SanadCitations
import SanadCompiler

/// Qur'an text as a page shows it: the end-of-ayah signs (U+06DD) the author wrote carry the
/// number of the ayah they end, in Arabic-Indic digits (`۝١٢`), which an Arabic font such as
/// Amiri draws as one mark with the number inside. No sign is added: a quotation may stop in the
/// middle of an ayah, and only its author's sign says that an ayah ends there.
enum AyahMarks {
    /// The end-of-ayah mark of ayah `number`.
    static func mark(_ number: Int) -> String { "\u{06DD}" + arabicDigits(number) }

    /// A number in Arabic-Indic digits (١٢٣).
    static func arabicDigits(_ number: Int) -> String {
        String(String(number).unicodeScalars.map { Character(Unicode.Scalar(0x0660 + ($0.value - 0x30))!) })
    }

    /// `text`, a quotation of `reference`, with each bare end-of-ayah sign numbered: the signs
    /// end the reference's ayahs in order (the last ayah's sign only when the author wrote one
    /// after it). A text whose signs already carry numbers, or whose signs are more than the
    /// reference's ayahs or too few to end all but the last, is returned as written.
    static func numbered(_ text: String, reference: String) -> String {
        guard let parsed = try? QuranReference(parsing: reference) else { return text }
        // By scalars: the sign is a prepended mark, one character with whatever follows it.
        let scalars = Array(text.unicodeScalars)
        let signs = scalars.indices.filter { scalars[$0] == "\u{06DD}" }
        let digits: ClosedRange<Unicode.Scalar> = "\u{0660}"..."\u{0669}"
        let ayahs = parsed.ayahs.count
        guard !signs.isEmpty, signs.count == ayahs || signs.count == ayahs - 1,
              !signs.contains(where: { $0 + 1 < scalars.count && digits.contains(scalars[$0 + 1]) }) else { return text }
        var out = String.UnicodeScalarView()
        var next = parsed.firstAyah
        for scalar in scalars {
            if scalar == "\u{06DD}" {
                out.append(contentsOf: mark(next).unicodeScalars)
                next += 1
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
