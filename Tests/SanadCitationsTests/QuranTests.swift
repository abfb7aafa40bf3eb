import Foundation
@testable import SanadCitations
import Testing
import _SanadTestSupport

/// Qur'an references, normalisation, verification and the hardened Tanzil reader. The full Tanzil
/// texts in ../shared are used when present; otherwise a fixture of surahs 1, 49 and 112 (with
/// the Tanzil notice) is.
@Suite struct QuranTests {
    static func text(_ edition: String) -> TanzilText {
        let shared = Fixtures.path("../../../shared/data/tanzil/quran-\(edition).xml")
        if let data = FileManager.default.contents(atPath: shared) { return try! TanzilText(xml: [UInt8](data)) }
        let fixture = FileManager.default.contents(atPath: Fixtures.path("Fixtures/tanzil-\(edition)-fixture.xml"))!
        return try! TanzilText(xml: [UInt8](fixture), requireComplete: false)
    }

    static let verifier = QuranVerifier(editions: [.init(name: "simple", text: text("simple")), .init(name: "uthmani", text: text("uthmani"))])

    /// The index reads each ayah's bare words without building each word (`bareText`): on every
    /// ayah of both editions, they are the words `ArabicWord.words(in:)` gives, in order.
    @Test(arguments: ["simple", "uthmani"])
    func theIndexHoldsEveryAyahsBareWords(_ edition: String) {
        let text = Self.text(edition), index = QuranIndex(text)
        var bareOf: [Int32: String] = [:]
        for (bare, id) in index.vocabulary { bareOf[id] = bare }
        var ayah = 0, differing: [String] = []
        for (surah, ayahs) in text.ayahs.enumerated() {
            for (number, words) in ayahs.enumerated() {
                let indexed = index.words[Int(index.ayahStarts[ayah])..<Int(index.ayahStarts[ayah + 1])].map { bareOf[$0] ?? "?" }
                if indexed != ArabicWord.words(in: words).map(\.bare) { differing.append("\(surah + 1):\(number + 1)") }
                ayah += 1
            }
        }
        #expect(ayah == index.ayahReferences.count)
        #expect(differing.isEmpty, "ayat indexed differently: \(differing.prefix(10))")
    }

    /// The white-space test that skips the property tables for ASCII and Arabic answers as
    /// Unicode's `White_Space` property does, for every scalar.
    @Test func whiteSpaceIsUnicodesWhiteSpace() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ArabicWord.isWhitespace(scalar) != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }

    /// The letters answered without a property lookup are letters by their general category,
    /// as the general rule would have answered.
    @Test func plainLettersAreLettersByTheirCategory() {
        for value in Array(UInt32(0x0621)...0x063A) + Array(UInt32(0x0641)...0x064A) {
            let category = Unicode.Scalar(value)!.properties.generalCategory
            #expect(category == .otherLetter, "U+\(String(value, radix: 16))")
            if case .letter(let base, _, let lookalike) = ArabicScalar.classify(value) {
                #expect(!lookalike && (base == value || (0x0622...0x0626).contains(value)))
            } else {
                Issue.record("U+\(String(value, radix: 16)) is not a letter")
            }
        }
    }

    @Test func metadataHas114SurahsAnd6236Ayat() {
        #expect(QuranMetadata.surahs.count == 114)
        #expect(QuranMetadata.surahs.map(\.ayahCount).reduce(0, +) == QuranMetadata.totalAyahs)
        #expect(QuranMetadata.surah(49)?.ayahCount == 18)
        #expect(QuranMetadata.surah(2)?.ayahCount == 286)
    }

    @Test func metadataAgreesWithTanzilsQuranData() throws {
        let path = Fixtures.path("../../../shared/data/tanzil/quran-data.xml")
        let xml = try #require(FileManager.default.contents(atPath: path), "quran-data.xml is in ../shared")
        let text = String(decoding: xml, as: UTF8.self)
        for surah in QuranMetadata.surahs {
            #expect(text.contains("<sura index=\"\(surah.number)\" ayas=\"\(surah.ayahCount)\""), "surah \(surah.number)")
        }
    }

    @Test func englishNamesInCommonUseResolve() {
        let names: [(String, Int)] = [
            ("The Table Spread", 5), ("The Night of Power", 97), ("The Kingdom", 67), ("Tabarak", 67), ("Yā Sīn", 36),
            ("Ya Sin", 36), ("The Sovereignty", 67), ("The Divine Support", 110), ("Al-Mulk", 67), ("Mankind", 114),
        ]
        for (name, number) in names { #expect(QuranMetadata.surah(named: name)?.number == number, "\(name)") }
        #expect((try? QuranReference(parsing: "The Night of Power:1"))?.surah == 97)
    }

    @Test func everyTransliteratedNameIsAnAlias() {
        for surah in QuranMetadata.surahs {
            #expect(QuranMetadata.surah(named: surah.transliteratedName)?.number == surah.number, "\(surah.transliteratedName)")
            #expect(QuranMetadata.surah(named: surah.arabicName)?.number == surah.number)
        }
    }

    @Test func everyCommonTransliterationNamesExactlyItsSurah() {
        #expect(QuranMetadata.commonNames.map(\.number) == Array(1...114))
        for (number, names) in QuranMetadata.commonNames {
            for name in names {
                #expect(QuranMetadata.surahs(named: name).map(\.number) == [number], "\(name)")
                #expect(QuranMetadata.surahs(named: name.lowercased().replacingOccurrences(of: "-", with: " ")).map(\.number) == [number], "\(name), lower case")
            }
        }
        for spelling in ["Al-Fatihah", "al-fatiha", "Fatiha", "Al Baqarah", "Ya-Sin", "Yaseen", "Al-Mu'minun", "Al-Muminoon", "Ali 'Imran", "Aal-i-Imraan"] {
            #expect(QuranMetadata.surah(named: spelling) != nil, "\(spelling)")
        }
    }

    @Test func everyAliasNamesOneSurahButTheDawn() {
        let ambiguous = QuranMetadata.aliases.filter { $0.value.count > 1 }
        #expect(ambiguous == ["dawn": [89, 113]], "only Tanzil's English 'The Dawn' names two surahs")
        #expect(throws: QuranReference.ParseError.ambiguousSurah("The Dawn", candidates: ["89 (Al-Fajr)", "113 (Al-Falaq)"])) {
            try QuranReference(parsing: "The Dawn:1-5")
        }
        let unknown = #expect(throws: QuranReference.ParseError.self) { try QuranReference(parsing: "al-falak:1") }
        #expect(unknown?.help == "did you mean 113 (Al-Falaq)?")
    }

    @Test func referenceGrammar() throws {
        #expect(try QuranReference(parsing: "49:12") == QuranReference(surah: 49, firstAyah: 12, lastAyah: 12))
        #expect(try QuranReference(parsing: "49:11-12").ayahs == 11...12)
        #expect(try QuranReference(parsing: "2:255").surah == 2)
        #expect(try QuranReference(parsing: "Al-Hujuraat:12").surah == 49)
        #expect(try QuranReference(parsing: "The Inner Apartments:12").surah == 49)
        #expect(try QuranReference(parsing: "الحجرات:12").surah == 49)
        #expect(try QuranReference(parsing: "al-ikhlas:1-4").description == "112:1-4")
        #expect(throws: QuranReference.ParseError.ayahOutOfRange(surah: 49, ayah: 19, count: 18)) { try QuranReference(parsing: "49:19") }
        #expect(throws: QuranReference.ParseError.unknownSurah("115", suggestions: [])) { try QuranReference(parsing: "115:1") }
        #expect(throws: QuranReference.ParseError.reversedRange(first: 12, last: 11)) { try QuranReference(parsing: "49:12-11") }
        #expect(throws: QuranReference.ParseError.malformed("49")) { try QuranReference(parsing: "49") }
        // A range into the next surah says so, and how to cite it instead.
        #expect(throws: QuranReference.ParseError.crossesSurahs("1:7-2:1", from: "1:7", to: "2:1")) { try QuranReference(parsing: "1:7-2:1") }
        let across = QuranReference.ParseError.crossesSurahs("1:6-2:5", from: "1:6-7", to: "2:1-5")
        #expect(across.description == "'1:6-2:5' runs from one surah into another; a reference stays within one surah")
        #expect(across.help == "cite the two parts apart: 1:6-7 and 2:1-5, each with its own block")
        #expect(throws: across) { try QuranReference(parsing: "1:6-2:5") }
        #expect(try QuranReference(parsing: "2:255-2:257").description == "2:255-257", "the same surah twice is a range in it")
        #expect(throws: QuranReference.ParseError.crossesSurahs("Al-Fatiha:7-Al-Baqarah:1", from: "Al-Fatiha:7", to: "Al-Baqarah:1")) {
            try QuranReference(parsing: "Al-Fatiha:7-Al-Baqarah:1")
        }
        #expect(try QuranReference(parsing: "al-ikhlas:1-4").description == "112:1-4", "a hyphen in a name is not a range")
        #expect(try QuranReference(parsing: "Hujurat:12").surah == 49, "doubled letters of a transliteration fold")
        #expect(throws: QuranReference.ParseError.unknownSurah("Hujarat", suggestions: ["49 (Al-Hujuraat)"])) { try QuranReference(parsing: "Hujarat:12") }
    }

    @Test func normalisationFoldsMarksAndLetterShapes() {
        #expect(ArabicNormalizer.normalize("يَـٰٓأَيُّهَا") == "يايها")
        #expect(ArabicNormalizer.normalize("ءَامَنُوا۟") == ArabicNormalizer.normalize("آمَنُوا"))
        #expect(ArabicNormalizer.normalize("رَحْمَةٌ") == "رحمه")
        #expect(ArabicNormalizer.normalize("عَلَىٰ") == "علي")
        #expect(ArabicNormalizer.normalize("  قُلْ\u{200F}  هُوَ\n") == "قل هو")
        #expect(ArabicNormalizer.words("وَلَا تَجَسَّسُوا ۚ وَلَا").count == 3, "a lone pause mark is not a word")
        #expect(ArabicNormalizer.normalize("قُلْ ۚ (١) هُوَ، «اللَّهُ»") == "قل هو الله", "ayah numbers and punctuation are not words")
    }

    @Test func anAyahQuotedFromEitherEditionVerifies() throws {
        let reference = try QuranReference(parsing: "49:12")
        let simple = try #require(Self.text("simple").ayah(surah: 49, ayah: 12))
        let uthmani = try #require(Self.text("uthmani").ayah(surah: 49, ayah: 12))
        #expect(simple.hasPrefix("يَا أَيُّهَا") && uthmani.hasPrefix("يَـٰٓأَيُّهَا"))
        #expect(Self.verifier.verify(simple, against: reference) == .verified(edition: "simple", level: .lettersAndVowels))
        #expect(Self.verifier.verify(uthmani, against: reference) == .verified(edition: "uthmani", level: .lettersAndVowels))
        #expect(Self.verifier.verify("وَلَا يَغْتَب بَّعْضُكُم بَعْضًا", against: reference) == .verified(edition: "simple", level: .lettersAndVowels))
        #expect(Self.verifier.verify("قُلْ هُوَ اللَّهُ أَحَدٌ اللَّهُ الصَّمَدُ", against: try QuranReference(parsing: "112:1-2")) == .verified(edition: "simple", level: .lettersAndVowels))
        #expect(Self.verifier.verify("قل هو الله احد", against: try QuranReference(parsing: "112:1")) == .verified(edition: "simple", level: .letters))
    }

    @Test func aChangedWordIsCaughtAndNamed() throws {
        let outcome = Self.verifier.verify("وَلَا يَغْتَب بَّعْضُكُم أَحَدًا", against: try QuranReference(parsing: "49:12"))
        guard case .mismatch(let mismatch) = outcome else { Issue.record("verified a changed word"); return }
        #expect(mismatch.quotedWord == "أَحَدًا")
        #expect(mismatch.expectedWord == "بَعْضًا")
        #expect(mismatch.difference == .word)
        #expect(mismatch.ayahText.contains("وَلَا يَغْتَب"))
    }

    @Test func aMissingWordIsCaught() throws {
        let outcome = Self.verifier.verify("وَلَا يَغْتَب بَعْضًا", against: try QuranReference(parsing: "49:12"))
        guard case .mismatch(let mismatch) = outcome else { Issue.record("verified a quotation with a word missing"); return }
        #expect(mismatch.quotedWord == "بَعْضًا")
        #expect(mismatch.expectedWord == "بَّعْضُكُم")
        #expect(mismatch.difference == .missing)
    }

    @Test func aQuotationUnderTheWrongNumberNamesTheRightOne() throws {
        let ayah11 = try #require(Self.text("simple").ayah(surah: 49, ayah: 11))
        let outcome = Self.verifier.verify(ayah11, against: try QuranReference(parsing: "49:12"))
        guard case .mismatch(let mismatch) = outcome else { Issue.record("verified 49:11 as 49:12"); return }
        #expect(mismatch.matchesElsewhere?.description == "49:11")
    }

    @Test func emptyOrBrokenXMLIsAnErrorNotACrash() {
        #expect(throws: TanzilText.ReadError.self) { _ = try TanzilText(xml: []) }
        #expect(throws: TanzilText.ReadError.self) { _ = try TanzilText(xml: Array("<quran><sura".utf8)) }
        #expect(throws: TanzilText.ReadError.structure("the root element is not <quran>")) { _ = try TanzilText(xml: Array("<other/>".utf8)) }
    }

    @Test func aDoctypeIsRefused() {
        let xml = Array(#"<?xml version="1.0"?><!DOCTYPE quran><quran/>"#.utf8)
        #expect(throws: TanzilText.ReadError.doctype) { _ = try TanzilText(xml: xml) }
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        let secret = Fixtures.path("Fixtures/secret.txt")
        #expect(FileManager.default.contents(atPath: secret).map { String(decoding: $0, as: UTF8.self) }?.contains("top secret") == true)
        let template = try #require(FileManager.default.contents(atPath: Fixtures.path("Fixtures/external-entity.xml")))
        let xml = Array(String(decoding: template, as: UTF8.self).replacingOccurrences(of: "SECRET_URL", with: "file://" + secret).utf8)
        #expect(throws: TanzilText.ReadError.doctype) { _ = try TanzilText(xml: xml) }
        // Even past the DOCTYPE check, and even with entity substitution on, the loader refuses.
        let plain = TanzilText.textContent(xml: xml, substituteEntities: false) ?? ""
        let substituted = TanzilText.textContent(xml: xml, substituteEntities: true) ?? ""
        #expect(!plain.contains("top secret"))
        #expect(!substituted.contains("top secret"))
    }

    @Test func aTruncatedTextIsNotATanzilText() throws {
        let fixture = try #require(FileManager.default.contents(atPath: Fixtures.path("Fixtures/tanzil-simple-fixture.xml")))
        #expect(throws: TanzilText.ReadError.self) { _ = try TanzilText(xml: [UInt8](fixture)) }
    }
}
