import Foundation
import SanadBundleFormat

extension Learner: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, lessons, completedDays, freezeWeeks, reviews, quiz, goals, achievements, milestones, streakMilestones, family, verses, topics, focus
    }

    private struct LessonEntry: Codable {
        var id: String
        var record: LessonRecord
    }
    private struct ReviewEntry: Codable {
        var key: String
        var day: LocalDate
        var xp: Int
    }
    private struct QuizItem: Codable {
        var key: String
        var entry: QuizEntry
    }
    private struct GoalEntry: Codable {
        var category: String
        var goal: BehaviourGoal
    }
    private struct AchievementEntry: Codable {
        var id: String
        var day: LocalDate
        var xp: Int?
    }
    private struct FamilyEntry: Codable {
        var key: String
        var day: LocalDate
        var xp: Int
    }
    private struct VerseEntry: Codable {
        var surah: Int
        var ayah: Int
        var day: LocalDate
    }
    private struct TopicEntry: Codable {
        var topic: String
        var day: LocalDate
    }
    private struct MilestoneEntry: Codable {
        var lessons: Int
        var xp: Int
    }
    private struct KeyedXP: Codable {
        var key: String
        var xp: Int
    }

    /// The stored form: JSON with sorted keys (`storedForm`), so the same learner is the same
    /// bytes on every device, whatever order its parts were recorded in.
    public func storedForm() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes the stored form (or any JSON encoding of a learner).
    public init(storedForm data: Data) throws {
        self = try JSONDecoder().decode(Learner.self, from: data)
    }

    /// A versioned form: every collection as an array sorted by its key, days as `YYYY-MM-DD`,
    /// moments as UTC instant, time zone and local day. With sorted keys (`storedForm()`) it is
    /// deterministic.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.encodingVersion, forKey: .version)
        try container.encode(lessons.sorted { $0.key < $1.key }.map { LessonEntry(id: $0.key, record: $0.value) }, forKey: .lessons)
        try container.encode(completedDays.sorted(), forKey: .completedDays)
        try container.encode(freezeWeeks.sorted(), forKey: .freezeWeeks)
        let reviews = reviewDays.keys.sorted().map { ReviewEntry(key: $0, day: reviewDays[$0]!, xp: reviewXP[$0] ?? 0) }
        try container.encode(reviews, forKey: .reviews)
        try container.encode(quiz.sorted { $0.key < $1.key }.map { QuizItem(key: $0.key, entry: $0.value) }, forKey: .quiz)
        try container.encode(goals.sorted { $0.key < $1.key }.map { GoalEntry(category: $0.key, goal: $0.value) }, forKey: .goals)
        try container.encode(achievements.sorted { $0.key < $1.key }.map { AchievementEntry(id: $0.key, day: $0.value, xp: achievementXP[$0.key]) },
                             forKey: .achievements)
        try container.encode(milestoneXP.sorted { $0.key < $1.key }.map { KeyedXP(key: $0.key, xp: $0.value) }, forKey: .milestones)
        try container.encode(streakMilestoneXP.sorted { $0.key < $1.key }.map { MilestoneEntry(lessons: $0.key, xp: $0.value) }, forKey: .streakMilestones)
        try container.encode(familyActivities.keys.sorted().map { FamilyEntry(key: $0, day: familyActivities[$0]!, xp: familyXP[$0] ?? 0) }, forKey: .family)
        try container.encode(memorisedVerses.keys.sorted().map { VerseEntry(surah: $0.surah, ayah: $0.ayah, day: memorisedVerses[$0]!) }, forKey: .verses)
        try container.encode(lectureTopics.keys.sorted().map { TopicEntry(topic: $0, day: lectureTopics[$0]!) }, forKey: .topics)
        try container.encodeIfPresent(focus, forKey: .focus)
    }

    /// Decodes a stored learner, refusing what no sequence of verbs could produce: another
    /// version, a key twice, a negative score or XP, no attempts, a quiz level outside 1…5, an
    /// impossible day, a focus that is not two categories.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.encodingVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container,
                                                   debugDescription: "stored by version \(version); this runtime reads version \(Self.encodingVersion)")
        }
        func unique<T>(_ entries: [T], _ key: CodingKeys, _ id: (T) -> String) throws -> [T] {
            guard Set(entries.map(id)).count == entries.count else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "an entry is listed twice")
            }
            return entries
        }
        func invalid(_ key: CodingKeys, _ reason: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason)
        }
        self.init()
        for entry in try unique(container.decode([LessonEntry].self, forKey: .lessons), .lessons, \.id) {
            guard entry.record.bestScore >= 0, entry.record.fewestAttempts >= 1, entry.record.xpEarned >= 0 else {
                throw invalid(.lessons, "\(entry.id): a negative score or XP, or no attempts")
            }
            lessons[entry.id] = entry.record
        }
        completedDays = Set(try container.decode([LocalDate].self, forKey: .completedDays))
        freezeWeeks = Set(try container.decode([LocalDate].self, forKey: .freezeWeeks))
        for entry in try unique(container.decode([ReviewEntry].self, forKey: .reviews), .reviews, \.key) {
            guard entry.xp >= 0 else { throw invalid(.reviews, "\(entry.key): negative XP") }
            reviewDays[entry.key] = entry.day
            reviewXP[entry.key] = entry.xp
        }
        for item in try unique(container.decode([QuizItem].self, forKey: .quiz), .quiz, \.key) {
            guard (1...QuizScheduler.windows.count + 1).contains(item.entry.level), (0...QuizScheduler.correctToAdvance).contains(item.entry.correctAtLevel) else {
                throw invalid(.quiz, "\(item.key): level \(item.entry.level)")
            }
            quiz[item.key] = item.entry
        }
        for entry in try unique(container.decode([GoalEntry].self, forKey: .goals), .goals, \.category) { goals[entry.category] = entry.goal }
        for entry in try unique(container.decode([AchievementEntry].self, forKey: .achievements), .achievements, \.id) {
            guard (entry.xp ?? 0) >= 0 else { throw invalid(.achievements, "\(entry.id): negative XP") }
            achievements[entry.id] = entry.day
            achievementXP[entry.id] = entry.xp
        }
        for entry in try unique(container.decode([KeyedXP].self, forKey: .milestones), .milestones, \.key) {
            guard entry.xp >= 0 else { throw invalid(.milestones, "milestone \(entry.key): negative XP") }
            milestoneXP[entry.key] = entry.xp
        }
        for entry in try unique(container.decodeIfPresent([MilestoneEntry].self, forKey: .streakMilestones) ?? [], .streakMilestones, { "\($0.lessons)" }) {
            guard entry.xp >= 0, entry.lessons > 0 else { throw invalid(.streakMilestones, "streak milestone \(entry.lessons): negative XP") }
            streakMilestoneXP[entry.lessons] = entry.xp
        }
        for entry in try unique(container.decodeIfPresent([FamilyEntry].self, forKey: .family) ?? [], .family, \.key) {
            guard entry.xp >= 0 else { throw invalid(.family, "\(entry.key): negative XP") }
            familyActivities[entry.key] = entry.day
            familyXP[entry.key] = entry.xp
        }
        for entry in try unique(container.decodeIfPresent([VerseEntry].self, forKey: .verses) ?? [], .verses, { "\($0.surah):\($0.ayah)" }) {
            guard (1...114).contains(entry.surah), (1...286).contains(entry.ayah) else { throw invalid(.verses, "\(entry.surah):\(entry.ayah) is no ayah") }
            memorisedVerses[VerseKey(surah: entry.surah, ayah: entry.ayah)] = entry.day
        }
        for entry in try unique(container.decodeIfPresent([TopicEntry].self, forKey: .topics) ?? [], .topics, \.topic) { lectureTopics[entry.topic] = entry.day }
        focus = try container.decodeIfPresent(FocusChoice.self, forKey: .focus)
    }
}
