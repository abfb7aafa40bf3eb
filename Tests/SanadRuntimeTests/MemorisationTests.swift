import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Qur'an memorisation in the app (Sidrat US-205, "Quran Reciter"): units read from the bundle,
/// per-verse progress, repeat modes and the surahs-memorised achievements.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: TestBundle.repository + "/../shared/data/tanzil/quran-uthmani.xml"),
                "needs the Tanzil texts in ../shared/data/tanzil"))
struct MemorisationTests {
    static let library: ContentLibrary = try! ContentLibrary(folder: TestBundle.build("Tests/SanadRuntimeTests/Fixtures/memorisation"))

    @Test func unitsVersesAndRepeatModesAreData() throws {
        let units = try Self.library.memorisationUnits()
        #expect(units.map(\.id) == ["hifz.al-ikhlas", "hifz.al-falaq", "hifz.al-fatiha-opening"])
        #expect(units.map(\.wholeSurah) == [true, true, false])
        #expect(units.map(\.repeatModes) == [[1, 3, 5], [1, 3], [1, 3, 5]])
        let ikhlas = try #require(try Self.library.memorisationUnit(id: "hifz.al-ikhlas"))
        #expect(ikhlas.verses.map(\.ayah) == [1, 2, 3, 4] && ikhlas.verses[0].text.hasPrefix("قُلْ هُوَ"))
        #expect(ikhlas.verses.allSatisfy { $0.start == nil && $0.seconds == 2 }, "a file per verse, two seconds each")
        let falaq = units[1]
        #expect(falaq.verses.map(\.start) == [0, 0.2, 0.4, 0.6, 0.8] && falaq.verses.map(\.end) == [0.2, 0.4, 0.6, 0.8, 2])
        #expect(falaq.recitation.placeholder && falaq.citation == "quran:113:1-5")
        #expect(try Self.library.memorisationUnit(id: "hifz.none") == nil)
    }

    @Test func perVerseProgressAndTheSurahsMemorisedAchievement() throws {
        let units = try Self.library.memorisationUnits()
        var child = Learner()
        let ikhlas = units[0], falaq = units[1], opening = units[2]
        for ayah in 1...3 {
            let outcome = try child.memoriseVerse(ayah, of: ikhlas, at: LearnerTests.at("2026-03-0\(ayah) 17:00"), in: Self.library)
            #expect(outcome.newlyMemorised && outcome.versesMemorised == ayah && !outcome.unitMemorised && outcome.achievementsEarned.isEmpty)
        }
        #expect(try child.memoriseVerse(2, of: ikhlas, at: LearnerTests.at("2026-03-04 17:00"), in: Self.library).newlyMemorised == false)
        let done = try child.memoriseVerse(4, of: ikhlas, at: LearnerTests.at("2026-03-04 17:00"), in: Self.library)
        #expect(done.unitMemorised && done.versesMemorised == 4 && done.verses == 4 && done.achievementsEarned == ["first-surah"])
        #expect(child.memorisedVerses[VerseKey(surah: 112, ayah: 1)] == LocalDate(year: 2026, month: 3, day: 1), "the first day is kept")
        for ayah in 1...3 { _ = try child.memoriseVerse(ayah, of: opening, at: LearnerTests.at("2026-03-05 17:00"), in: Self.library) }
        #expect(child.versesMemorised(in: opening) == 3 && child.surahsMemorised(in: units) == [112], "three ayat of Al-Fatiha are not the surah")
        for ayah in 1...5 { _ = try child.memoriseVerse(ayah, of: falaq, at: LearnerTests.at("2026-03-06 17:00"), in: Self.library) }
        #expect(child.surahsMemorised(in: units) == [112, 113] && child.achievements["quran-reciter"] == LocalDate(year: 2026, month: 3, day: 6))
        #expect(throws: MemorisationError.verseOutsideUnit(unit: "hifz.al-ikhlas", ayah: 5)) {
            _ = try child.memoriseVerse(5, of: ikhlas, at: LearnerTests.at("2026-03-07 17:00"), in: Self.library)
        }
    }

    @Test func memorisedVersesMergeAndSurviveTheStoredForm() throws {
        let ikhlas = try #require(try Self.library.memorisationUnit(id: "hifz.al-ikhlas"))
        var phone = Learner(), tablet = Learner()
        _ = try phone.memoriseVerse(1, of: ikhlas, at: LearnerTests.at("2026-03-02 17:00"), in: Self.library)
        _ = try tablet.memoriseVerse(1, of: ikhlas, at: LearnerTests.at("2026-03-01 17:00"), in: Self.library)
        _ = try tablet.memoriseVerse(2, of: ikhlas, at: LearnerTests.at("2026-03-03 17:00"), in: Self.library)
        let merged = phone.merged(with: tablet)
        #expect(merged == tablet.merged(with: phone) && merged.versesMemorised(in: ikhlas) == 2)
        #expect(merged.memorisedVerses[VerseKey(surah: 112, ayah: 1)] == LocalDate(year: 2026, month: 3, day: 1), "the earlier day")
        let stored = try merged.storedForm()
        #expect(try Learner(storedForm: stored) == merged)
        #expect(String(decoding: stored, as: UTF8.self).contains(#""verses":[{"ayah":1,"day":"2026-03-01","surah":112}"#))
        let impossible = String(decoding: stored, as: UTF8.self).replacingOccurrences(of: #""surah":112"#, with: #""surah":115"#)
        #expect(throws: (any Error).self) { _ = try Learner(storedForm: Data(impossible.utf8)) }
    }
}
