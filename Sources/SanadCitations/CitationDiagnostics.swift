import SanadDiagnostics

/// The catalogue of citation diagnostics. Sorted by code.
public enum CitationDiagnostics {
    public static let quranReference = DiagnosticCode(
        id: "C0001", name: "quran-reference", group: .citations, severity: .error,
        summary: "A Qur'an reference names no surah, or an ayah the surah does not have.",
        example: "quran: \"49:19\"  (al-Hujurat has 18 ayat)")
    public static let quranMismatch = DiagnosticCode(
        id: "C0002", name: "quran-mismatch", group: .citations, severity: .error,
        summary: "Quoted Qur'an text is not the cited ayah (a whole ayah or a run of its words) in any configured Tanzil text: its letters, and in vowelled words the marks present, are compared; the first different word is shown, against the closest edition.",
        example: "> [!QURAN 49:12]\n> وَلَا يَغْتَب بَّعْضُكُم أَحَدًا")
    public static let quranUnverified = DiagnosticCode(
        id: "C0003", name: "quran-unverified", group: .citations, severity: .warning,
        summary: "Quoted Qur'an text cannot be verified because no Tanzil text is configured or readable.",
        example: "a quotation in a project whose sanad.yaml names no quran.texts")
    public static let quranTextFile = DiagnosticCode(
        id: "C0004", name: "quran-text-file", group: .citations, severity: .error,
        summary: "A Qur'an text named in sanad.yaml is missing, is not the file its SHA-256 names, or is not a Tanzil XML text.",
        example: "quran: { texts: [{ edition: simple, path: missing.xml, sha256: … }] }")
    public static let undeclaredCitation = DiagnosticCode(
        id: "C0005", name: "undeclared-citation", group: .citations, severity: .error,
        summary: "A citation block in a lesson body has no matching citation in the front matter.",
        example: "> [!HADITH bukhari:6018]  (with no `hadith: \"bukhari:6018\"` citation)")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [
        quranReference, quranMismatch, quranUnverified, quranTextFile, undeclaredCitation,
        hadithReference, hadithGrading, hadithPolicy, untrustedSource, unusedCitation, translationAttribution,
        quranLookalike, uncitedQuran, misquotedQuran, unknownCallout, translationLanguage, gradingPolicy,
        hadithTextFile, hadithMismatch, quotationLevel,
    ]
}

extension CitationDiagnostics {
    public static let hadithReference = DiagnosticCode(
        id: "C0006", name: "hadith-reference", group: .citations, severity: .error,
        summary: "A hadith reference names an unknown collection, or a number outside the collection's numbering.",
        example: "hadith: \"muslim:9999\"")
    public static let hadithGrading = DiagnosticCode(
        id: "C0007", name: "hadith-grading", group: .citations, severity: .error,
        summary: "A hadith has no grading, or no grader (Bukhari and Muslim default to sahih).",
        example: "hadith: \"abudawud:4875\"  (without grade and grader)")
    public static let hadithPolicy = DiagnosticCode(
        id: "C0008", name: "hadith-policy", group: .citations, severity: .error,
        summary: "A hadith's grading is not allowed for the lesson's audience, a weak hadith has no explanatory note, or a weak hadith is a lesson's only evidence.",
        example: "a da'if hadith in a children's lesson")
    public static let unusedCitation = DiagnosticCode(
        id: "C0010", name: "unused-citation", group: .citations, severity: .warning,
        summary: "A Qur'an or hadith citation is declared in the front matter but shown in no citation block of the body.",
        example: "citations: [{ id: anam-102, quran: \"6:102\" }]  (and no > [!QURAN 6:102] block)")
    public static let translationAttribution = DiagnosticCode(
        id: "C0011", name: "translation-attribution", group: .citations, severity: .error,
        summary: "A citation block shows a translation, but its citation names no translation (for example sahih-international).",
        example: "> [!QURAN 49:12]\n> وَلَا يَغْتَب بَّعْضُكُم بَعْضًا\n> And do not backbite one another.  (no translation: on the citation)")
    public static let untrustedSource = DiagnosticCode(
        id: "C0009", name: "untrusted-source", group: .citations, severity: .error,
        summary: "A web citation's domain is not among the project's `trusted-domains`.",
        example: "url: https://example.com/article")

    public static let quranLookalike = DiagnosticCode(
        id: "C0012", name: "quran-lookalike", group: .citations, severity: .error,
        summary: "Quoted Qur'an text uses letters from another script that look like Arabic ones (Persian yeh ی and keheh ک, Urdu heh, presentation forms); a fix-it replaces them.",
        example: "> [!QURAN 113:5]\n> وَمِن شَرِّ حَاسِدٍ إِذَا حَسَدَ  (typed with a Persian keyboard: ی for ي)")
    public static let uncitedQuran = DiagnosticCode(
        id: "C0013", name: "uncited-quran", group: .citations, severity: .warning,
        summary: "Prose outside a citation block has the exact text of an ayah (a whole ayah of three or more words, or a run of twelve) without citing it; an ayah pasted with Tanzil's pause marks is read whole.",
        example: "ومن شر حاسد إذا حسد  (in a paragraph: this is 113:5)")
    public static let misquotedQuran = DiagnosticCode(
        id: "C0014", name: "misquoted-quran", group: .citations, severity: .error,
        summary: "Prose outside a citation block has the text of an ayah with one change: in a whole ayah of five or more words a word substituted, left out or added, or two words swapped (not at its first or last word); in a run of twelve words a word substituted; in a whole ayah of four or more a first or last word one letter away from the text's.",
        example: "ومن شر حاقد إذا حسد  (in a paragraph: misquotes 113:5)")
    public static let unknownCallout = DiagnosticCode(
        id: "C0015", name: "unknown-callout", group: .citations, severity: .error,
        summary: "A `> [!WORD]` callout is not one Sanad knows (QURAN, HADITH, NOTE, TIP, IMPORTANT, WARNING, CAUTION): a misspelt citation block would otherwise be a plain quote whose text is never verified.",
        example: "> [!QURAAN 113:5]")
    public static let translationLanguage = DiagnosticCode(
        id: "C0016", name: "translation-language", group: .citations, severity: .error,
        summary: "A citation block's line is marked as an Arabic translation (`> [ar] …`): the unmarked Arabic lines are the quotation Sanad verifies, and Arabic must not escape verification by a marking.",
        example: "> [!QURAN 113:5]\n> [ar] وَمِن شَرِّ حَاسِدٍ إِذَا حَسَدَ")
    public static let gradingPolicy = DiagnosticCode(
        id: "C0017", name: "grading-policy", group: .citations, severity: .error,
        summary: "An audience's `hadith-grades` in sanad.yaml accepts a grading that can never be evidence, for any audience: mawdu' (a fabricated report) or da'if jiddan (too weak to act on, even for virtues).",
        example: "audiences: { adults: { title: Adults, hadith-grades: [sahih, hasan, mawdu'] } }")

    public static let hadithTextFile = DiagnosticCode(
        id: "C0018", name: "hadith-text-file", group: .citations, severity: .error,
        summary: "A hadith text named in sanad.yaml is missing, is not the file its SHA-256 names, or is not JSON Lines with `collection`, `hadith_number` and `text` in every record.",
        example: "hadith: { texts: [{ path: missing.jsonl, sha256: … }] }")
    public static let hadithMismatch = DiagnosticCode(
        id: "C0019", name: "hadith-mismatch", group: .citations, severity: .error,
        summary: "Arabic quoted under a `[!HADITH …]` block is not a run of the cited hadith's words in the configured hadith text: a word is changed (shown at that word), the words are another hadith's (its number is named), or they are found nowhere.",
        example: "> [!HADITH bukhari:6114]\n> لَيْسَ الشَّدِيدُ بِالصُّرَعَةِ، إِنَّمَا الْقَوِيُّ الَّذِي يَمْلِكُ نَفْسَهُ")
    public static let quotationLevel = DiagnosticCode(
        id: "C0020", name: "quotation-level", group: .citations, severity: .warning,
        summary: "A quotation verified, but at a level below the one its audience's `quotation-level` requires (for children, every mark of the text): a warning while drafting, an error in a release.",
        example: "> [!QURAN 112:1]\n> قل هو الله أحد  (letters only, for an audience with quotation-level: letters-and-vowels)")
}
