import Foundation
@testable import SanadCitations
import Testing
import _SanadTestSupport

/// Qur'an text in prose outside citation blocks: exact ayat are found, ayat with one word changed
/// are found, and ordinary Arabic prose (du'a, dhikr, hadith text) gives nothing.
@Suite struct UncitedQuranTests {
    static let verifier = QuranTests.verifier
    static let isComplete = VerificationTests.isComplete

    /// The sentences of the prose fixture.
    static let sentences: [String] = {
        let text = String(decoding: FileManager.default.contents(atPath: Fixtures.path("Fixtures/arabic-prose.txt")) ?? Data(), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "|").first.map { String($0).trimmingCharacters(in: .whitespaces) } }
    }()

    func findings(_ text: String) -> [UncitedQuran] { Self.verifier.uncitedQuotations(in: ArabicWord.words(in: text)) }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func anExactAyahInProseIsFound() throws {
        let ayah = try #require(Self.verifier.editions[0].text.ayah(surah: 113, ayah: 5))
        let found = findings("قال تعالى " + ayah + " وهذا حق")
        #expect(found == [UncitedQuran(kind: .exact, words: 2..<7, reference: QuranReference(surah: 113, firstAyah: 5, lastAyah: 5), edition: "simple")])
        #expect(findings("ومن شر حاسد إذا حسد").map(\.reference.description) == ["113:5"], "unvowelled prose is found too")
    }

    @Test(.enabled(if: isComplete, "needs the full Tanzil texts"))
    func anAyahWithOneWordChangedIsAMisquote() {
        let found = findings("كما قيل ومن شر حاقد إذا حسد")
        #expect(found.count == 1)
        #expect(found.first?.kind == .misquote)
        #expect(found.first?.reference.description == "113:5")
        #expect(found.first?.changedIndex == 4)
        #expect(found.first?.expectedWord == "حَاسِدٍ")
        // The first or last word of an ayah changed is prose running into or out of it.
        #expect(findings("ومن شر حاسد إذا ظلم").isEmpty)
    }

    @Test func theProseFixtureIsRealText() {
        #expect(Self.sentences.count >= 30)
    }

    @Test func ordinaryArabicProseGivesNoFinding() {
        var generator = SeededGenerator(seed: 1)
        var alarms: [String] = []
        for sentence in Self.sentences where !findings(sentence).isEmpty { alarms.append(sentence) }
        // 600 paragraphs of 2 to 8 sentences (`sanad-bench --citations` runs 20,000) in random order, with and without punctuation between.
        for _ in 0..<600 {
            let count = Int.random(in: 2...8, using: &generator)
            let paragraph = (0..<count).map { _ in Self.sentences.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "، ")
            if !findings(paragraph).isEmpty { alarms.append(paragraph) }
        }
        #expect(alarms.isEmpty, "false alarms: \(alarms.prefix(3))")
    }

    @Test func everydayFormulaeAloneAreNotReported() {
        for formula in QuranVerifier.formulae { #expect(findings(formula).isEmpty, "\(formula)") }
    }
}
