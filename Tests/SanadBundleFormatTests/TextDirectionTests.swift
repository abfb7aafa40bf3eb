import Testing
@testable import SanadBundleFormat

/// A tag's direction, told from its bytes, against the rule spelt out with strings: the language
/// (the first subtag), unless a later subtag of four letters names the script.
@Suite struct TextDirectionTests {
    /// The rule as `init(locale:)` states it, one string per subtag.
    static func byStrings(_ locale: String) -> TextDirection {
        let subtags = locale.split(separator: "-").map { $0.lowercased() }
        let scripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"]
        let languages: Set<String> = ["ar", "ur", "fa", "ps", "he", "yi", "dv", "sd", "ug", "ckb", "ku"]
        if let script = subtags.dropFirst().first(where: { $0.count == 4 }) { return scripts.contains(script) ? .rtl : .ltr }
        return languages.contains(subtags.first ?? "") ? .rtl : .ltr
    }

    @Test(arguments: [
        "", "-", "--", "en", "EN", "ar", "AR", "ar-EG", "ar-Latn", "ar-latn-EG", "en-Arab", "az-Arab", "az-ARAB-IR", "ur-PK",
        "ckb", "ckb-IQ", "ckbx", "a", "ar-", "-ar", "--ar--", "ar--Latn", "en-GB-Arab", "ar-Latn-Arab", "pa-Arab-PK", "ar-Abcde",
        "sd-Deva", "he", "iw", "fa-AF", "ku-Latn", "ku", "yi-Hebr", "en-Hebr", "zh-Hant-TW", "dv", "ug-CN", "ps", "ar_EG",
        "ar-\u{e9}bcd", "\u{e9}", "ar-Arab\u{e9}", "x-ar", "ar-x-Latn", "ar-ab\r\n", "ar-arb\r\n", "ar\t-Latn",
    ])
    func bytesAgreeWithStrings(_ tag: String) {
        #expect(TextDirection(locale: tag) == Self.byStrings(tag), "\(tag)")
    }

    @Test func tagsWithLettersBeyondASCIIAreLeftToTheStrings() {
        #expect(TextDirection.direction(ofASCIITag: "ar-\u{e9}bcd".utf8) == nil)
        #expect(TextDirection.direction(ofASCIITag: "ar-ab\r\n".utf8) == nil, "two bytes, one character")
        #expect(TextDirection.direction(ofASCIITag: "ar-EG".utf8) == .rtl)
    }
}
