import Foundation
import SanadBundleFormat
import SanadCitations
@testable import SanadCompiler
@testable import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

private let hadithDataPath = Fixtures.path("../../../../shared/data/hadith/bukhari-muslim-ar.jsonl")

/// Hadith wording verified against the text of Sahih al-Bukhari and Sahih Muslim in
/// ../shared/data/hadith (QuranLab / fawazahmed0/hadith-api, Unlicense; its notices are beside it).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: hadithDataPath), "needs the hadith text in ../shared/data/hadith"))
struct HadithWordingTests {
    static let dataPath = hadithDataPath

    static let data = FileManager.default.contents(atPath: dataPath) ?? Data()
    static let rows: [HadithTexts.Row] = (try? HadithTextFiles.rows(of: data).get()) ?? []
    /// Loaded as the pipeline loads it, so the fixture projects' checks share the parsed text.
    static let texts: HadithTexts = (try? HadithTextFiles.texts(
        at: HadithTextFiles.path(of: dataPath, root: "/"), sha256: SHA256Hex.of(data), bytes: { data }).get()) ?? HadithTexts(rows: [])
    static let verifier = HadithVerifier(texts: texts)

    static func reference(_ text: String) throws -> HadithReference { try HadithReference(parsing: text) }
    static func verify(_ quotation: String, _ reference: String) throws -> HadithVerifier.Outcome {
        verifier.verify(ArabicWord.words(in: quotation), against: try Self.reference(reference))
    }

    static let strongOne = "لَيْسَ الشَّدِيدُ بِالصُّرَعَةِ، إِنَّمَا الشَّدِيدُ الَّذِي يَمْلِكُ نَفْسَهُ عِنْدَ الْغَضَبِ"

    @Test func theRightWordsOfBukhari6114Verify() throws {
        guard case .verified(let record, let level) = try Self.verify(Self.strongOne, "bukhari:6114") else {
            Issue.record("bukhari:6114's matn does not verify")
            return
        }
        #expect(record.reference == "bukhari:6114")
        #expect(level == .lettersAndVowels, "copied with every mark")
        // Any part of it, unvowelled, verifies at the level of letters.
        guard case .verified(_, let bare)? = try? Self.verify("انما الشديد الذي يملك نفسه عند الغضب", "bukhari:6114") else {
            Issue.record("an unvowelled part does not verify")
            return
        }
        #expect(bare == .letters)
    }

    @Test func oneWordChangedIsAnErrorAtThatWord() throws {
        let changed = Self.strongOne.replacingOccurrences(of: "إِنَّمَا الشَّدِيدُ", with: "إِنَّمَا الْقَوِيُّ")
        guard case .mismatch(let mismatch) = try Self.verify(changed, "bukhari:6114") else {
            Issue.record("a changed word verified")
            return
        }
        #expect(mismatch.quotedIndex == 4)
        #expect(mismatch.quotedWord == "الْقَوِيُّ")
        #expect(mismatch.expectedWord == "الشَّدِيدُ")
        #expect(mismatch.difference == .word)
        #expect(mismatch.elsewhere.isEmpty)
    }

    @Test func aChangedMarkIsAVowelDifference() throws {
        let changed = Self.strongOne.replacingOccurrences(of: "يَمْلِكُ", with: "يُمْلِكُ")
        guard case .mismatch(let mismatch) = try Self.verify(changed, "bukhari:6114") else {
            Issue.record("a changed mark verified")
            return
        }
        #expect(mismatch.quotedWord == "يُمْلِكُ")
        #expect(mismatch.difference == .vowels)
    }

    @Test func anotherHadithsWordsNameThatHadith() throws {
        let neighbour = "مَنْ كَانَ يُؤْمِنُ بِاللَّهِ وَالْيَوْمِ الآخِرِ فَلاَ يُؤْذِ جَارَهُ، وَمَنْ كَانَ يُؤْمِنُ بِاللَّهِ وَالْيَوْمِ الآخِرِ فَلْيُكْرِمْ ضَيْفَهُ"
        guard case .mismatch(let mismatch) = try Self.verify(neighbour, "bukhari:6114") else {
            Issue.record("bukhari:6018's words verified as 6114")
            return
        }
        #expect(mismatch.elsewhere.first == "bukhari:6018")
        #expect(!mismatch.elsewhere.contains("bukhari:6114"))
    }

    @Test func wordsFoundNowhereSaySo() throws {
        guard case .mismatch(let mismatch) = try Self.verify("هذا كلام لا يوجد في أي حديث على الإطلاق هنا", "bukhari:6114") else {
            Issue.record("invented words verified")
            return
        }
        #expect(mismatch.elsewhere.isEmpty)
        #expect(mismatch.quotedIndex == nil, "not 'a word changed': none of the words is this hadith's")
    }

    @Test func muslimVerifiesInSunnahComNumbering() throws {
        // Record 6593 of the data (sequential numbering) is sunnah.com's muslim:2589.
        guard case .verified(let record, _) = try Self.verify("أَتَدْرُونَ مَا الْغِيبَةُ قَالُوا اللَّهُ وَرَسُولُهُ أَعْلَمُ قَالَ ذِكْرُكَ أَخَاكَ بِمَا يَكْرَهُ", "muslim:2589") else {
            Issue.record("muslim:2589 does not verify")
            return
        }
        #expect(record.numbers == ["2589"])
        // The sequential number is not sunnah.com's: 6593 is outside 'Abd al-Baqi's range.
        #expect(throws: HadithReference.ParseError.self) { try Self.reference("muslim:6593") }
        // A number without its letter names every record of it: 8a to 8e are one hadith's chains.
        let jibril = "يَا مُحَمَّدُ أَخْبِرْنِي عَنِ الإِسْلاَمِ"
        guard case .verified(let first, _) = try Self.verify(jibril, "muslim:8a"), case .verified = try Self.verify(jibril, "muslim:8") else {
            Issue.record("muslim:8a does not verify")
            return
        }
        #expect(first.numbers == ["8a"])
        #expect(Self.texts.records(for: try Self.reference("muslim:8"))?.count == 5)
    }

    @Test func bukharisDecimalNumbersAreItsSubNumbers() throws {
        #expect(HadithTexts.number("402.2") == "402b")
        #expect(HadithTexts.number("6114") == "6114")
        let records = try #require(Self.texts.records(for: try Self.reference("bukhari:402b")))
        #expect(records.map(\.numbers) == [["402b"]])
        #expect(Self.texts.records(for: try Self.reference("bukhari:402"))?.count == 2, "402 and 402b")
    }

    @Test func everyMuslimNumberIsOneTheRegistryKnows() throws {
        let mapped = HadithTexts.muslimNumbering
        #expect(mapped.count == 7212, "every record of Sahih Muslim but the introduction's 148")
        #expect(Self.rows.count { $0.collection == "muslim" } == 7360)
        var numbers: Set<String> = []
        for (_, labels) in mapped {
            for label in labels {
                #expect((try? Self.reference("muslim:\(label)")) != nil, "muslim:\(label)")
                numbers.insert(label)
            }
        }
        #expect(numbers.count == 7235)
        // The first record of the Book of Faith is 8a (the hadith of Jibril), the last of the book
        // of commentary 3033b, and a record with two numbers has both.
        #expect(mapped[93] == ["8a"])
        #expect(mapped.max { $0.key < $1.key }?.value == ["3033b"])
        #expect(mapped.values.contains { $0 == ["2502", "2503"] })
    }

    @Test func theSearchTextIsTheWordsBareForms() {
        // The streaming reader the search uses gives exactly the bare forms of `words(in:)`.
        for record in Self.texts.records.enumerated().filter({ $0.offset % 40 == 0 }).map(\.element) {
            let expected = " " + record.words.map { $0.bare + " " }.joined()
            #expect(String(decoding: ArabicWord.bareText(of: record.text), as: UTF8.self) == expected, "\(record.reference)")
        }
        for sample in ["", "  ", "ـ", "قَالَ ـ رضى الله عنه ـ", "ﷺ ﻻ", "ءَامَنُوا۟ ٱلصَّلَوٰةَ", "abc ۝ ١٢"] {
            #expect(String(decoding: ArabicWord.bareText(of: sample), as: UTF8.self) == " " + ArabicWord.words(in: sample).map { $0.bare + " " }.joined(), "\(sample)")
        }
    }

    @Test func aReferenceInAnotherNumberingOrACollectionWithoutTextIsReferenceOnly() throws {
        guard case .referenceOnly = try Self.verify("إن الغضب من الشيطان", "abudawud:4784") else {
            Issue.record("abudawud has no text here")
            return
        }
        guard case .referenceOnly = try Self.verify(Self.strongOne, "muslim@usc-msa:6265") else {
            Issue.record("the texts are numbered in sunnah.com's numbering only")
            return
        }
    }

    @Test func thePipelineReportsEachAtItsWord() throws {
        let fixture = Fixtures.path("../Fixtures/citations-hadith-text")
        let diagnostics = CitationCheckTests.lint("citations-hadith-text")
        let quotes = try String(contentsOfFile: fixture + "/categories/anger/01-quotes.md", encoding: .utf8).components(separatedBy: "\n")
        func line(_ containing: String) -> Int { (quotes.firstIndex { $0.contains(containing) } ?? -1) + 1 }
        let found = diagnostics.filter { $0.code == CitationDiagnostics.hadithMismatch }
        #expect(found.map { $0.location?.line } == [line("الْقَوِيُّ"), line("فَلْيُكْرِمْ"), line("هذا كلام")])
        #expect(found.first?.message == "the quotation is not bukhari:6114: 'الْقَوِيُّ' where the text has 'الشَّدِيدُ'")
        #expect(found.first?.location?.column == 45)
        #expect(found.dropFirst().first?.message.contains("bukhari:6018") == true)
        #expect(found.dropFirst().first?.help == "cite bukhari:6018, or quote the words of bukhari:6114")
        #expect(found.last?.message == "the quoted words are not bukhari:6114, nor found in any hadith of the configured texts")
        #expect(!diagnostics.contains { $0.path?.hasSuffix("01-quotes.md") == true && $0.code != CitationDiagnostics.hadithMismatch },
                "muslim:2589, muslim:8a and the right words verify; abudawud is reference only")
    }

    @Test func theReportShowsTheVerifiedHadith() throws {
        let result = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: Fixtures.path("../Fixtures/citations-hadith-text"))
        let report = CitationReport.build(result)
        let muslim = try #require(report.hadith.first { $0.reference == "muslim:2589" })
        #expect(muslim.verification == .verified)
        #expect(muslim.text?.contains("أَتَدْرُونَ مَا الْغِيبَةُ") == true)
        #expect(report.hadith.first { $0.reference == "bukhari:6114" }?.verification == .mismatched)
        let abudawud = try #require(report.hadith.first { $0.reference == "abudawud:4784" })
        #expect(abudawud.text == nil)
        #expect(abudawud.checked?.hasPrefix("reference only") == true)
        #expect(report.notice?.contains("fawazahmed0/hadith-api") == true)
    }

    /// Sanad's JSON Lines reader gives every record of the data file exactly as Foundation's JSON
    /// parser reads it (the reader it replaced, at a fifth of the cost).
    @Test func everyRecordReadsAsFoundationReadsIt() throws {
        let lines = Self.data.split(separator: UInt8(ascii: "\n"))
        #expect(Self.rows.count == lines.count)
        var differing: [Int] = []
        for (number, (row, line)) in zip(Self.rows, lines).enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
            let foundation = (object?["collection"] as? String, object?["hadith_number"] as? String ?? (object?["hadith_number"] as? NSNumber)?.stringValue,
                              object?["text"] as? String)
            if foundation != (row.collection, row.number, row.text) { differing.append(number + 1) }
        }
        #expect(differing.isEmpty, "lines read differently: \(differing.prefix(10))")
    }

    /// Blank lines are skipped, numbers read as their text, and a line that is not a record is
    /// named by its number.
    @Test(arguments: [
        ("{\"collection\":\"bukhari\",\"hadith_number\":6114,\"text\":\"a\"}\r\n\n  \t\n{\"collection\":\"muslim\",\"hadith_number\":\"2609a\",\"text\":\"b\\u0020c\"}",
         "bukhari 6114 a|muslim 2609a b c"),
        ("{\"collection\":\"bukhari\",\"hadith_number\":1e2,\"text\":\"a\"}", "bukhari 100 a"),
        ("", ""),
        ("\n{\"collection\":\"bukhari\",\"text\":\"a\"}", "line 2: a record needs 'collection', 'hadith_number' and 'text'"),
        ("{\"collection\":\"bukhari\",\"hadith_number\":true,\"text\":\"a\"}", "line 1: a record needs 'collection', 'hadith_number' and 'text'"),
        ("{}\n[1]", "line 1: a record needs 'collection', 'hadith_number' and 'text'"),
        ("{\"collection\":\"bukhari\",\"hadith_number\":\"1\",\"text\":\"a\"}\n[1]", "line 2: not a JSON object"),
        ("{\"collection\":\"bukhari\",\"collection\":\"muslim\",\"hadith_number\":\"1\",\"text\":\"a\"}",
         "line 1: not a JSON object (column 25: the key \"collection\" appears twice in this object)"),
        ("{\"collection\":\"bukhari\"", "line 1: not a JSON object (column 24: expected ',' or '}')"),
        ("\u{FEFF}{\"collection\":\"bukhari\",\"hadith_number\":\"1\",\"text\":\"a\"}\n", "bukhari 1 a"),
    ])
    func theJSONLinesReader(_ input: String, _ expected: String) {
        Self.expectRows(input, expected)
    }

    /// Lines are read in chunks on all cores; the first bad line in the file is the one named,
    /// whichever chunk finishes first.
    @Test func theFirstBadLineIsNamedAcrossChunks() {
        let good = #"{"collection":"bukhari","hadith_number":"1","text":"a"}"#
        var lines = Array(repeating: good, count: 1_000)
        lines[299] = "[1]"
        lines[899] = "{"
        Self.expectRows(lines.joined(separator: "\n"), "line 300: not a JSON object")
        lines[299] = good
        Self.expectRows(lines.joined(separator: "\n"), "line 900: not a JSON object (column 2: expected a string key)")
    }

    static func expectRows(_ input: String, _ expected: String) {
        switch HadithTextFiles.rows(of: Data(input.utf8)) {
        case .success(let rows): #expect(rows.map { "\($0.collection) \($0.number) \($0.text)" }.joined(separator: "|") == expected)
        case .failure(let problem): #expect("line \(problem.line): \(problem.reason)" == expected)
        }
    }

    @Test func aMissingOrChangedTextIsReportedAtSanadYaml() throws {
        let folder = try ScratchFolder(copying: Fixtures.path("../Fixtures/citations-hadith-text"))
        let yaml = folder.path + "/sanad.yaml"
        var settings = try String(contentsOfFile: yaml, encoding: .utf8)
        settings = settings.replacingOccurrences(of: "../../../../../shared/data", with: Fixtures.path("../../../../shared/data"))
        try settings.replacingOccurrences(of: "sha256: 9ec8e19a", with: "sha256: 0ec8e19a").write(toFile: yaml, atomically: true, encoding: .utf8)
        let diagnostics = Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: folder.path).diagnostics
        let problem = try #require(diagnostics.first { $0.code == CitationDiagnostics.hadithTextFile })
        #expect(problem.message.contains("is not the file this SHA-256 names"))
        #expect(!diagnostics.contains { $0.code == CitationDiagnostics.hadithMismatch }, "without its text a hadith is checked by reference only")
    }
}
