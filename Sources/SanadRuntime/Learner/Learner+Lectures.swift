import Foundation
import SanadBundleFormat

/// What completing a lecture topic changed.
public struct TopicOutcome: Sendable, Equatable {
    /// The topic.
    public var topic: String
    /// Whether the topic was not completed before.
    public var isFirstCompletion: Bool
    /// Whether every topic of the subject is now completed.
    public var lectureCompleted: Bool
    /// Quiz items added to the daily-quiz pool (`<bank>/<id>`).
    public var quizItemsAdded: [String]
}

/// A topic completion the subject cannot take.
public enum LectureError: Error, Equatable, Sendable {
    /// The subject has no topic with this id.
    case unknownTopic(String)
    /// Topics are taken in order: `topic` opens when `waitingFor` is completed.
    case topicNotOpen(topic: String, waitingFor: String)
    /// The bundle could not be read.
    case content(BundleError)
}

extension LectureError: LocalizedError {
    /// A sentence an app can show (or log).
    public var errorDescription: String? {
        switch self {
        case .unknownTopic(let topic): return "This subject has no topic “\(topic)”."
        case .topicNotOpen(let topic, let waitingFor): return "Complete “\(waitingFor)” before “\(topic)”."
        case .content(let error): return error.errorDescription
        }
    }
}

extension Learner {
    /// Whether a topic can be taken: it is the subject's first, or the one before it is completed.
    public func isTopicOpen(_ topic: String, in lecture: BundleLectures.Lecture) -> Bool {
        guard let index = lecture.topics.firstIndex(where: { $0.id == topic }) else { return false }
        return index == 0 || lectureTopics[lecture.topics[index - 1].id] != nil
    }

    /// The topic to take next: the first one not completed; nil when every topic is.
    public func nextTopic(in lecture: BundleLectures.Lecture) -> BundleLectures.Topic? {
        lecture.topics.first { lectureTopics[$0.id] == nil }
    }

    /// Completes a topic on `day`: records it (the first day is kept) and adds the quiz items the
    /// banks have for it to the daily-quiz pool, each at the level the bundle says it enters at
    /// (`BundleQuizzes.Item.level`: Sanad writes 1, Learnable's rule that bank items enter at
    /// level 1). Topics are taken in order: a
    /// topic that is not open, and was never completed, is refused and nothing changes.
    @discardableResult
    public mutating func completeTopic(_ topic: String, of lecture: BundleLectures.Lecture, on day: LocalDate,
                                       in library: ContentLibrary) throws(LectureError) -> TopicOutcome {
        guard let index = lecture.topics.firstIndex(where: { $0.id == topic }) else { throw .unknownTopic(topic) }
        // A topic completed before stays completable (a bundle update may have moved it).
        guard isTopicOpen(topic, in: lecture) || lectureTopics[topic] != nil else {
            throw .topicNotOpen(topic: topic, waitingFor: lecture.topics[index - 1].id)
        }
        let items: [BundleQuizzes.Item]
        do { items = try library.quizItems(for: topic) } catch { throw .content(error) }
        let isFirst = lectureTopics[topic] == nil
        lectureTopics[topic] = min(lectureTopics[topic] ?? day, day)
        let added = isFirst ? addToQuizPool(items, on: day) : []
        return TopicOutcome(topic: topic, isFirstCompletion: isFirst, lectureCompleted: lecture.topics.allSatisfy { lectureTopics[$0.id] != nil },
                            quizItemsAdded: added)
    }

    /// Adds bank items not yet in the pool, each at the level it enters at; returns their keys.
    mutating func addToQuizPool(_ items: [BundleQuizzes.Item], on day: LocalDate) -> [String] {
        items.compactMap { item in
            guard quiz[item.id] == nil else { return nil }
            quiz[item.id] = QuizEntry(added: day, level: item.level)
            return item.id
        }
    }

    /// An optional quiz: `count` questions of the pool (five by default), drawn by `seed` (the
    /// same seed and pool give the same quiz). It changes nothing: its answers are not recorded
    /// with `answerQuiz`.
    public func optionalQuiz(count: Int = 5, seed: UInt64) -> [String] {
        var keys = quiz.keys.sorted()
        var state = seed
        // A seeded Fisher–Yates shuffle (SplitMix64), the same on every platform.
        for index in keys.indices.reversed() where index > 0 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            keys.swapAt(index, Int(mixed % UInt64(index + 1)))
        }
        return Array(keys.prefix(max(count, 0)))
    }
}
