import Foundation
import SanadBundleFormat

/// What a learner gives to a questionnaire question.
public enum QuestionnaireAnswer: Sendable, Equatable {
    /// One choice of a single-choice question, by id.
    case choice(String)
    /// Choices of a multiple-choice question, by id.
    case choices([String])
    /// The text of a free-text question.
    case text(String)
    /// No answer (a skippable question only).
    case skip
}

/// An answer a question does not take.
public enum QuestionnaireError: Error, Equatable, Sendable {
    /// The questionnaire is finished.
    case finished
    /// The answer is not of the question's type.
    case wrongKind(question: String)
    /// A choice the question does not have.
    case unknownChoice(question: String, choice: String)
    /// A skip, or an empty answer, where the question may not be skipped.
    case notSkippable(question: String)
    /// The bundle's branching leads to a question it does not have (the compiler refuses this).
    case danglingBranch(question: String, target: String)
}

extension QuestionnaireError: LocalizedError {
    /// A sentence an app can show (or log: most are the app's own mistakes).
    public var errorDescription: String? {
        switch self {
        case .finished: return "This questionnaire is finished."
        case .wrongKind(let question): return "That kind of answer does not fit question “\(question)”."
        case .unknownChoice(let question, let choice): return "Question “\(question)” has no choice “\(choice)”."
        case .notSkippable(let question): return "Question “\(question)” needs an answer."
        case .danglingBranch(let question, let target): return "Question “\(question)” leads to “\(target)”, which this questionnaire does not have."
        }
    }
}

/// A learner going through an onboarding questionnaire: the question to ask, each answer
/// following the questionnaire's branching, and the profile the answers make.
public struct QuestionnaireSession: Sendable, Equatable {
    /// The questionnaire, from `ContentLibrary.questionnaire(id:)`.
    public let questionnaire: BundleQuestionnaires.Questionnaire
    /// The ids of the questions asked so far, in order.
    public private(set) var asked: [String] = []
    /// The answers given, by question id (skips included).
    public private(set) var answers: [String: QuestionnaireAnswer] = [:]
    /// The id of the question to ask now; nil once the questionnaire is finished.
    public private(set) var current: String?
    /// When re-asking: the questions asked, in order, instead of the branching (nil otherwise).
    public let reasking: [String]?
    /// When re-asking: the profile the answers are merged into.
    public let earlierProfile: [String: [String]]
    /// Answers taken back with `back()`, by question id, so an app can show the earlier answer
    /// when the question comes again; cleared when the question is answered.
    public private(set) var takenBack: [String: QuestionnaireAnswer] = [:]

    /// A session at the questionnaire's first question.
    public init(_ questionnaire: BundleQuestionnaires.Questionnaire) {
        self.questionnaire = questionnaire
        current = questionnaire.questions.first?.id
        reasking = nil
        earlierProfile = [:]
    }

    /// A session that asks again only some questions of a questionnaire, later ("هل ما زالت نيتك
    /// كما هي؟": is your intention still the same?), in the order given and without the
    /// branching, and merges the answers into the learner's `profile`: a field answered again
    /// takes the new answer, a skipped question keeps the earlier one, every other field stays.
    /// Ids the questionnaire does not have, and repeats, are left out.
    public init(_ questionnaire: BundleQuestionnaires.Questionnaire, reasking questions: [String], profile: [String: [String]]) {
        self.questionnaire = questionnaire
        var seen = Set<String>()
        let known = questions.filter { id in questionnaire.questions.contains { $0.id == id } && seen.insert(id).inserted }
        reasking = known
        earlierProfile = profile
        current = known.first
    }

    /// Where the learner is: the question asked now counted from 1, of the questions the
    /// learner will have answered when the questionnaire ends on the longest way from here
    /// (Arabic copy "٢ من ٧": 2 of 7; `Position.formatted(locale:)` writes the numbers in the
    /// locale's digits). Nil once finished.
    public var position: Position? {
        guard let current else { return nil }
        if let reasking { return Position(number: asked.count + 1, of: reasking.count) }
        return Position(number: asked.count + 1, of: asked.count + longestWay(from: current))
    }

    /// A question's place among the questions of a session.
    public struct Position: Sendable, Equatable {
        /// The question's number, from 1.
        public var number: Int
        /// How many questions there are.
        public var of: Int

        /// A position: question `number` of `of`.
        public init(number: Int, of: Int) {
            self.number = number
            self.of = of
        }

        /// The two numbers in a locale's digits: ("٢", "٧") for `ar_SA`, `ar_EG` or
        /// `ar@numbers=arab` (CLDR gives plain `ar` Western digits; pass the learner's region or
        /// the numbering system the app shows).
        public func formatted(locale: Locale) -> (number: String, of: String) {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .none
            return (formatter.string(from: NSNumber(value: number)) ?? String(number), formatter.string(from: NSNumber(value: of)) ?? String(of))
        }
    }

    /// The questions on the longest way from a question to the end, itself included (the
    /// compiler refuses cycles; a cycle in a damaged bundle counts each question once). One
    /// depth-first walk with its own stack and an index by id: linear in the questions and
    /// their ways, however long a chain a bundle holds.
    private func longestWay(from start: String) -> Int {
        let byID = Dictionary(questionnaire.questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The ways `answer(_:)` can take: a single choice's own next (else the question's), a
        // skip's; any other question's next.
        func targets(_ question: BundleQuestionnaires.Question) -> [String] {
            let ways = question.type.known == .singleChoice
                ? question.choices.map { $0.next ?? question.next } + (question.skippable || question.choices.isEmpty ? [question.next] : [])
                : [question.next]
            return Array(Set(ways).filter { $0 != BundleQuestionnaires.end })
        }
        var memo: [String: Int] = [:], onPath: Set<String> = []
        var stack: [(id: String, done: Bool)] = [(start, false)]
        while let (id, done) = stack.popLast() {
            guard let question = byID[id] else { continue }
            if done {
                memo[id] = 1 + (targets(question).map { memo[$0] ?? 0 }.max() ?? 0)
                onPath.remove(id)
                continue
            }
            guard memo[id] == nil, onPath.insert(id).inserted else { continue }
            stack.append((id, true))
            for target in targets(question) where memo[target] == nil && !onPath.contains(target) { stack.append((target, false)) }
        }
        return memo[start] ?? 0
    }

    /// Goes back to the question answered last, before the questionnaire is submitted, so the
    /// learner can change the answer: that answer is taken back (kept in `takenBack` to show
    /// again), and the branching follows whatever is answered now; the answers of questions no
    /// longer on the way are never in the profile. Returns whether there was a question to go
    /// back to.
    @discardableResult
    public mutating func back() -> Bool {
        guard let last = asked.popLast() else { return false }
        takenBack[last] = answers.removeValue(forKey: last)
        current = last
        return true
    }

    /// The question to ask now.
    public var currentQuestion: BundleQuestionnaires.Question? { current.flatMap { id in questionnaire.questions.first { $0.id == id } } }

    /// Whether the questionnaire is finished.
    public var isFinished: Bool { current == nil }

    /// Answers the current question and moves to where the answer leads.
    public mutating func answer(_ answer: QuestionnaireAnswer) throws(QuestionnaireError) {
        guard let question = currentQuestion else { throw .finished }
        var next = question.next
        switch (question.type.known, answer) {
        case (_, .skip), (.freeText?, .text("")), (.multipleChoice?, .choices([])):
            guard question.skippable else { throw .notSkippable(question: question.id) }
        case (.singleChoice?, .choice(let id)):
            guard let choice = question.choices.first(where: { $0.id == id }) else { throw .unknownChoice(question: question.id, choice: id) }
            next = choice.next ?? next
        case (.multipleChoice?, .choices(let ids)):
            if let unknown = ids.first(where: { id in !question.choices.contains { $0.id == id } }) {
                throw .unknownChoice(question: question.id, choice: unknown)
            }
        case (.freeText?, .text):
            break
        default:
            throw .wrongKind(question: question.id)
        }
        if let reasking {
            // Re-asking follows the list, not the branching.
            next = reasking.dropFirst(asked.count + 1).first ?? BundleQuestionnaires.end
        }
        guard next == BundleQuestionnaires.end || questionnaire.questions.contains(where: { $0.id == next }) else {
            throw .danglingBranch(question: question.id, target: next)
        }
        asked.append(question.id)
        answers[question.id] = answer
        takenBack[question.id] = nil
        current = next == BundleQuestionnaires.end ? nil : next
    }

    /// The profile the answers make: each field the value its question's answer gave (a choice's
    /// id, the chosen ids, or the text), else its default. Fields with neither are absent.
    /// When re-asking, the earlier profile with the fields answered again replaced.
    public var profile: [String: [String]] {
        var profile: [String: [String]] = [:]
        if reasking != nil { profile = earlierProfile } else { for field in questionnaire.profile { profile[field.id] = field.defaultValue } }
        for question in questionnaire.questions {
            guard let field = question.sets, let answer = answers[question.id] else { continue }
            switch answer {
            case .choice(let id): profile[field] = [id]
            case .choices(let ids) where !ids.isEmpty: profile[field] = ids
            case .text(let text) where !text.isEmpty: profile[field] = [text]
            default: break
            }
        }
        return profile
    }
}

extension ContentLibrary {
    /// The onboarding questionnaires; empty when the bundle has none.
    public func questionnaires() throws(BundleError) -> [BundleQuestionnaires.Questionnaire] {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .questionnaires }) else { return [] }
        return try reader.decode(BundleQuestionnaires.self, from: entry).questionnaires
    }

    /// The questionnaire with an id, if the bundle has it.
    public func questionnaire(id: String) throws(BundleError) -> BundleQuestionnaires.Questionnaire? {
        try questionnaires().first { $0.id == id }
    }
}

extension ContentLibrary {
    /// My Worship Path's action catalogue and plan rules; nil when the bundle has none.
    public func worshipPlan() throws(BundleError) -> BundleWorshipPlan? {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .worship }) else { return nil }
        return try reader.decode(BundleWorshipPlan.self, from: entry)
    }
}
