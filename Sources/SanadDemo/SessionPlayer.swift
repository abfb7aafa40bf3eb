import ArgumentParser
import SanadRuntime

/// Plays one lesson through a `LessonSession` as an app's lesson player would: every phase in
/// order, the session saved after each (here, only described), practice answered (the first
/// question wrong twice, then right; the others right), and the lesson completed after Reward.
struct SessionPlayer {
    let library: ContentLibrary
    private(set) var transcript = ""

    mutating func play(_ lessonID: String, for learner: inout Learner, at moment: Moment) throws -> CompletionOutcome {
        guard let lesson = try library.lesson(lessonID) else { throw ValidationError("no lesson '\(lessonID)' in the bundle") }
        var session = LessonSession(lesson: lesson, rules: library.rules, isFirstViewing: learner.lessons[lessonID] == nil)
        line("▶ \(lesson.title)")
        while let phase = session.currentPhase {
            let seconds = lesson.phases.first { $0.kind == .known(phase) }?.duration ?? 0
            line("  \(phase.rawValue.capitalized) (\(seconds) s)")
            if phase == .practice {
                let struggled = lesson.questions.first { $0.type.known != nil && $0.type.known != .freeText }?.id
                for question in lesson.questions where question.type.known != nil {
                    let answers = question.id == struggled ? Self.wrongAnswers(question).prefix(2) + [Self.rightAnswer(question)] : [Self.rightAnswer(question)]
                    for answer in answers {
                        let result = try session.answer(question.id, with: answer)
                        line("    \(question.id) (\(question.type.rawValue)): " + (result.isCorrect ? "right" : "wrong")
                             + (result.feedback.map { ": \($0)" } ?? "") + (result.isDone ? "" : " (\(result.attemptsLeft) left)"))
                        if result.isDone { break }
                    }
                }
            }
            try session.finish(phase)
            // An app saves `session.saved` here, so the lesson resumes after this phase.
        }
        return try session.complete(into: &learner, at: moment, in: library)
    }

    private mutating func line(_ text: String) { transcript += text + "\n" }

    /// What the completion changed, in a few lines.
    static func describe(_ outcome: CompletionOutcome) -> String {
        let xp = outcome.xp
        var text = "✓ Completed: +\(xp.added) XP (\(xp.base) base" + (xp.firstAttemptMultiplier > 1 ? " × \(xp.firstAttemptMultiplier) first try" : "")
            + " × \(xp.streakMultiplier) streak" + (xp.categoryMultiplier > 1 ? " × \(xp.categoryMultiplier) category" : "") + ")"
        text += " · streak \(outcome.streakBefore) → \(outcome.streak)"
        if let milestone = outcome.lessonMilestone { text += " · milestone: \(milestone) lessons (+\(outcome.milestoneXP) XP)" }
        if !outcome.streakMilestones.isEmpty { text += " · streak milestone \(outcome.streakMilestones.map(String.init).joined(separator: ", ")) (+\(outcome.streakMilestoneXP) XP)" }
        if !outcome.achievementsEarned.isEmpty { text += " · new badges: \(outcome.achievementsEarned.joined(separator: ", "))" }
        return text + "\n"
    }

    /// The right answer, from the question's data.
    static func rightAnswer(_ question: BundleLessons.Question) -> Answer {
        switch question.type.known {
        case .multipleChoice? where question.multiSelect: return .choices(Set(question.choices.indices.filter { question.choices[$0].correct }))
        case .multipleChoice?: return .choice(question.choices.firstIndex { $0.correct } ?? 0)
        case .trueFalse?: return .trueFalse(question.answer ?? true)
        case .matching?: return .matching(Array(question.pairs.indices))
        case .sequencing?: return .sequence(Array(question.items.indices))
        case .freeText?, nil: return .freeText(question.modelAnswer ?? "", matchesModelAnswer: true)
        }
    }

    /// Two wrong answers a learner might give.
    static func wrongAnswers(_ question: BundleLessons.Question) -> [Answer] {
        switch question.type.known {
        case .multipleChoice? where question.multiSelect:
            let wrong = question.choices.indices.filter { !question.choices[$0].correct }
            return [.choices(Set(wrong.prefix(1))), .choices(Set(wrong))]
        case .multipleChoice?:
            let wrong = question.choices.indices.filter { !question.choices[$0].correct }
            return wrong.isEmpty ? [] : [.choice(wrong[0]), .choice(wrong[min(1, wrong.count - 1)])]
        case .trueFalse?: return Array(repeating: .trueFalse(!(question.answer ?? true)), count: 2)
        case .matching?:
            let order = Array(question.pairs.indices)
            return order.count < 2 ? [] : [.matching(Array(order.dropFirst()) + [order[0]]), .matching(order.reversed())]
        case .sequencing?:
            let order = Array(question.items.indices)
            return order.count < 2 ? [] : [.sequence(order.reversed()), .sequence(Array(order.dropFirst()) + [order[0]])]
        case .freeText?, nil: return []
        }
    }
}
