import SanadBundleFormat

/// A learner's answer to a practice question, by the indices of the question's data (an app
/// that shuffles choices or items for display maps them back).
public enum Answer: Codable, Sendable, Equatable {
    /// Multiple choice: the chosen choice.
    case choice(Int)
    /// Multiple choice with `multiSelect`: every chosen choice.
    case choices(Set<Int>)
    /// True or false.
    case trueFalse(Bool)
    /// Matching: for each left item in order, the index of the right item matched to it.
    case matching([Int])
    /// Sequencing: the indices of `items` in the order the learner put them.
    case sequence([Int])
    /// Free text, self-assessed: what the learner wrote and whether, having seen the model
    /// answer, they judge it to match.
    case freeText(String, matchesModelAnswer: Bool)
}

/// What the app shows after an answer.
public struct AnswerResult: Sendable, Equatable {
    /// Whether the answer is right.
    public var isCorrect: Bool
    /// The feedback for this answer: the chosen choice's own, else the question's feedback for a
    /// right or a wrong answer, else its general feedback, else its explanation.
    public var feedback: String?
    /// Attempts used on this question, this one included.
    public var attemptsUsed: Int
    /// Attempts left (0 once the question is done).
    public var attemptsLeft: Int
    /// Whether the question is done: answered right, or out of attempts.
    public var isDone: Bool
    /// After the last wrong attempt (and always for free text): the right answer to show.
    public var revealedAnswer: RevealedAnswer?

    /// A result with every part given.
    public init(isCorrect: Bool, feedback: String?, attemptsUsed: Int, attemptsLeft: Int, isDone: Bool, revealedAnswer: RevealedAnswer?) {
        self.isCorrect = isCorrect
        self.feedback = feedback
        self.attemptsUsed = attemptsUsed
        self.attemptsLeft = attemptsLeft
        self.isDone = isDone
        self.revealedAnswer = revealedAnswer
    }
}

/// The right answer of a question, shown after the last attempt.
public enum RevealedAnswer: Sendable, Equatable {
    /// Multiple choice: the indices of the correct choices.
    case choices(Set<Int>)
    /// True or false: the right answer.
    case trueFalse(Bool)
    /// Matching: each left item's right item is the one at the same index.
    case matching
    /// Sequencing: `items` in their given order.
    case sequence([String])
    /// Free text: the model answer to compare with.
    case modelAnswer(String)
}

extension BundleLessons.Question {
    /// Whether an answer is right, or nil when the answer does not fit the question (a choice that
    /// does not exist, a sequence of the wrong length, an answer of another type).
    public func check(_ answer: Answer) -> Bool? {
        switch (type.known, answer) {
        case (.multipleChoice?, .choice(let index)) where !multiSelect:
            return choices.indices.contains(index) ? choices[index].correct : nil
        case (.multipleChoice?, .choices(let chosen)) where multiSelect:
            guard chosen.allSatisfy(choices.indices.contains) else { return nil }
            return chosen == Set(choices.indices.filter { choices[$0].correct })
        case (.trueFalse?, .trueFalse(let value)):
            guard let expected = self.answer else { return nil }
            return value == expected
        case (.matching?, .matching(let mapping)):
            guard mapping.count == pairs.count, Set(mapping) == Set(pairs.indices) else { return nil }
            return mapping == Array(pairs.indices)
        case (.sequencing?, .sequence(let order)):
            guard order.count == items.count, Set(order) == Set(items.indices) else { return nil }
            return order == Array(items.indices)
        case (.freeText?, .freeText(_, let matches)):
            return matches
        default:
            return nil
        }
    }

    /// The feedback for an answer (see `AnswerResult.feedback`).
    func feedback(for answer: Answer, correct: Bool) -> String? {
        if case .choice(let index) = answer, choices.indices.contains(index), let own = choices[index].feedback { return own }
        return (correct ? feedbackCorrect : feedbackIncorrect) ?? feedback ?? explanation
    }

    /// The right answer, to show.
    var revealedAnswer: RevealedAnswer? {
        switch type.known {
        case .multipleChoice?: return .choices(Set(choices.indices.filter { choices[$0].correct }))
        case .trueFalse?: return answer.map(RevealedAnswer.trueFalse)
        case .matching?: return .matching
        case .sequencing?: return .sequence(items)
        case .freeText?: return modelAnswer.map(RevealedAnswer.modelAnswer)
        case nil: return nil
        }
    }
}
