import Foundation
import SanadCitations
@testable import SanadCompiler
@testable import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The prose search reads an ayah pasted as Tanzil writes it, its stand-alone signs included.
@Suite(.enabled(if: CitationCheckTests.tanzilAvailable, "needs the Tanzil texts in ../shared/data/tanzil"))
struct ProseSegmentTests {
    @Test func aPauseMarkOrAnAyahNumberDoesNotEndARun() throws {
        let uthmani = CitationTestTexts.verifier
        let kursi = try #require(uthmani.editions.first { $0.name == "uthmani" }?.text.ayah(surah: 2, ayah: 255))
        #expect(kursi.contains(" ۚ "), "Tanzil writes pause marks as words of their own")
        let file = SourceFile(path: "prose.md", text: "Ayat al-Kursi: " + kursi + " ۝٢٥٥ and more.\n")
        let segments = CitationChecker.arabicSegments(in: SourceRange(file: file, start: 0, end: file.bytes.count))
        #expect(segments.count == 1)
        let findings = uthmani.uncitedQuotations(in: segments[0])
        #expect(findings.map(\.reference.description) == ["2:255"], "the whole ayah, not 3:2, which is its first words")
        #expect(ArabicWord.tokens(in: "ۚ ۝٢٥٥ ٱللَّهُ").map(\.isArabicSign) == [true, true, false])
    }
}

/// Both Tanzil editions, loaded once for these tests.
enum CitationTestTexts {
    static let verifier: QuranVerifier = {
        let folder = Fixtures.path("../../../../shared/data/tanzil")
        let editions = ["simple", "uthmani"].compactMap { name -> QuranVerifier.Edition? in
            guard let data = FileManager.default.contents(atPath: "\(folder)/quran-\(name).xml"), let text = try? TanzilText(xml: [UInt8](data)) else { return nil }
            return QuranVerifier.Edition(name: name, text: text)
        }
        return QuranVerifier(editions: editions)
    }()
}
