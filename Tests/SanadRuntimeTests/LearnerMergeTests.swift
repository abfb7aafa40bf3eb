import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing
import _SanadTestSupport

/// The merge laws over whole learners, and the stored form.
@Suite struct LearnerMergeTests {
    static var library: ContentLibrary { LearnerTests.library }
    static let lessons = ["aqeedah", "wudu", "salah"].flatMap { category in (1...3).map { "\(category).lesson-\($0)" } }
    static let zones = ["Asia/Riyadh", "Europe/London", "America/Los_Angeles", "Asia/Karachi"].map { TimeZone(identifier: $0)! }

    /// A learner made by a random sequence of verbs over three weeks, on one device; learners from
    /// the same seed family overlap in lessons, days and questions.
    /// A memorisation unit made by hand (the fixture has none): verses are kept by surah and ayah.
    static let ikhlas = BundleMemorisation.Unit(
        id: "hifz.al-ikhlas", title: "Al-Ikhlas", order: 1, surah: 112, firstAyah: 1, lastAyah: 4, wholeSurah: true, edition: "uthmani",
        citation: "quran:112:1-4", audience: nil, repeatModes: [1, 3, 5], recitation: .init(reciter: "Test", licence: "Test", placeholder: true),
        verses: (1...4).map { .init(ayah: $0, text: "text", audio: "media/silence.wav", start: nil, end: nil, seconds: 1) })

    static func randomLearner(_ random: inout SeededGenerator) throws -> Learner {
        var learner = Learner()
        let rules = library.rules
        let start = Date(timeIntervalSince1970: 1_772_323_200)  // 2026-03-01T00:00:00Z
        for _ in 0..<Int.random(in: 0...14, using: &random) {
            let instant = start.addingTimeInterval(Double(Int.random(in: 0..<21 * 86_400, using: &random)))
            let moment = Moment(instant, in: zones.randomElement(using: &random)!)
            switch Int.random(in: 0..<7, using: &random) {
            case 6:
                _ = try learner.memoriseVerse(Int.random(in: 1...4, using: &random), of: Self.ikhlas, at: moment, in: library)
            case 0, 1:
                let firstTry = Bool.random(using: &random)
                _ = try learner.completeLesson(lessons.randomElement(using: &random)!, at: moment, score: Int.random(in: 0...3, using: &random),
                                               attempts: firstTry ? 1 : Int.random(in: 2...3, using: &random), correctFirstAttempt: firstTry, in: library)
            case 2: learner.review(lessons.randomElement(using: &random)!, at: moment, rules: rules)
            case 3: learner.answerQuiz("\(lessons.randomElement(using: &random)!)#q1", correct: Bool.random(using: &random), on: moment.day)
            case 4:
                if Bool.random(using: &random) { learner.recordClean("aqeedah", on: moment.day) } else { learner.recordInfraction("aqeedah", on: moment.day) }
            default:
                if Bool.random(using: &random) {
                    learner.grantFreeze(forWeekOf: moment.day, rules: rules)
                } else {
                    let pair = Array(["backbiting", "lying", "anger"].shuffled(using: &random).prefix(2))
                    learner.setFocus(try FocusSelection(active: pair, categories: SequencingTests.focusCategories), at: moment)
                }
            }
        }
        return learner
    }

    @Test func mergeIsCommutativeAssociativeAndIdempotent() throws {
        var random = SeededGenerator(seed: 1602)
        for _ in 0..<150 {
            let a = try Self.randomLearner(&random), b = try Self.randomLearner(&random), c = try Self.randomLearner(&random)
            #expect(a.merged(with: b) == b.merged(with: a))
            #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
            #expect(a.merged(with: a) == a)
            let merged = a.merged(with: b)
            #expect(merged.merged(with: b) == merged, "syncing again changes nothing")
            // The streak is walked again over the merged days and freezes, as if one device had
            // lived them all (it may be shorter than one device's: see `StreakTracker.report`):
            // the merged learner's report is that of a tracker given only the united days and
            // freezes, in any order, so nothing else a device kept can change it.
            let day = LocalDate(year: 2026, month: 3, day: 22)!
            let rules = Self.library.rules
            #expect(merged.completedDays == a.completedDays.union(b.completedDays) && merged.freezeWeeks == a.freezeWeeks.union(b.freezeWeeks))
            var oneDevice = StreakTracker()
            for completed in a.completedDays.union(b.completedDays).shuffled(using: &random) { oneDevice.recordCompletion(on: completed) }
            for week in a.freezeWeeks.union(b.freezeWeeks) { oneDevice.grantFreeze(forWeekOf: week, weekStartsOn: rules.weekStartsOn) }
            #expect(merged.streakReport(on: day, rules: rules) == oneDevice.report(on: day, rules: rules))
            #expect(merged.xp >= max(a.xp, b.xp))
        }
    }

    /// The seed's conflict example: lesson 1 on the phone and lesson 2 on the tablet, each worth
    /// 165 XP with the fixture's rules (100 × 1.5 × 1.1): the merge keeps both, 330.
    @Test func perLessonXPIsKeptFromBothDevices() throws {
        var phone = Learner(), tablet = Learner()
        _ = try LearnerTests.complete(&phone, "aqeedah.lesson-1", LearnerTests.at("2026-03-01 09:00"))
        _ = try LearnerTests.complete(&tablet, "wudu.lesson-1", LearnerTests.at("2026-03-01 18:00"))
        #expect(phone.xp == 165 && tablet.xp == 165)
        #expect(phone.merged(with: tablet).xp == 330)
        // The same lesson on both: the earliest completion, the best score and fewest attempts.
        var other = Learner()
        _ = try other.completeLesson("aqeedah.lesson-1", at: LearnerTests.at("2026-02-28 20:00"), score: 0, attempts: 3, correctFirstAttempt: false, in: Self.library)
        let record = try #require(phone.merged(with: other).lessons["aqeedah.lesson-1"])
        #expect(record.firstCompletion.day == LocalDate(year: 2026, month: 2, day: 28)! && record.bestScore == 1 && record.fewestAttempts == 1 && record.xpEarned == 165)
    }

    @Test func theStoredFormIsDeterministicAndRoundTrips() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<40 {
            let a = try Self.randomLearner(&random), b = try Self.randomLearner(&random)
            let ab = try a.merged(with: b).storedForm(), ba = try b.merged(with: a).storedForm()
            #expect(ab == ba, "equal learners, equal bytes")
            #expect(try Learner(storedForm: ab) == a.merged(with: b))
        }
    }

    @Test func invalidStoredStatesDoNotDecode() throws {
        var learner = Learner()
        _ = try LearnerTests.complete(&learner, "aqeedah.lesson-1", LearnerTests.at("2026-03-01 09:00"))
        learner.setFocus(try FocusSelection(active: ["backbiting", "lying"], categories: SequencingTests.focusCategories), at: LearnerTests.at("2026-03-01 09:00"))
        let text = String(decoding: try learner.storedForm(), as: UTF8.self)
        #expect(text.hasSuffix(",\"version\":1}"))
        #expect(text.contains("{\"day\":\"2026-03-01\",\"instant\":\"2026-03-01T06:00:00.000Z\",\"timeZone\":\"Asia/Riyadh\"}"))
        for (from, to) in [("\"active\":[\"backbiting\",\"lying\"]", "\"active\":[\"backbiting\",\"lying\",\"anger\"]"),
                           ("\"completedDays\":[\"2026-03-01\"]", "\"completedDays\":[\"2026-02-30\"]"),
                           (",\"version\":1}", ",\"version\":2}"),
                           ("\"fewestAttempts\":1", "\"fewestAttempts\":0")] {
            #expect(text.contains(from), "\(from)")
            #expect(throws: DecodingError.self) { try Learner(storedForm: Data(text.replacingOccurrences(of: from, with: to).utf8)) }
        }
    }
}
