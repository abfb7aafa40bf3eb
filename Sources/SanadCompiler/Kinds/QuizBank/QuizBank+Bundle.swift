import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// An item of a daily-quiz bank (`fractions/half-of-eight`).
    public static let quizItem = BundleChange.Subject(rawValue: "quiz item")
}

extension ContentKinds.QuizBank {
    /// `quizzes.json`, when the project has quiz banks.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let banks = builder.corpus.quizBanks.sorted { $0.id.value < $1.id.value }
        guard !banks.isEmpty else { return [] }
        let file = BundleQuizzes(banks: banks.map { bank in
            BundleQuizzes.Bank(id: bank.id.value, title: bank.title, items: bank.sets.flatMap { set in
                set.questions.map { BundleQuizzes.Item(id: "\(bank.id.value)/\($0.id.value)", source: set.source.value, level: set.level, question: builder.question($0)) }
            })
        })
        return [try builder.encode(file, path: "quizzes.json", kind: .quizzes)]
    }

    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.quizzes] ?? [] { _ = try BundleJSONDecoder().decode(BundleQuizzes.self, from: data) }
    }

    /// A learner's pool is keyed by item ids: removing an item is major, adding one minor; a new
    /// source, level, format or answer key minor (pools and scores change); wording a patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.quizzes, as: BundleQuizzes.self).flatMap { $0.banks.flatMap(\.items) }
        let after = diff.new.decoded(.quizzes, as: BundleQuizzes.self).flatMap { $0.banks.flatMap(\.items) }
        diff.compareKeyed(.quizItem, before, after, key: \.id, removed: .major) { a, b in
            let x = a.question, y = b.question
            return [
                ("source", .minor, a.source == b.source), ("level", .minor, a.level == b.level),
                ("format", .minor, x.type == y.type),
                ("answer key", .minor, x.choices.map(\.correct) == y.choices.map(\.correct) && x.answer == y.answer && x.pairs == y.pairs && x.items == y.items),
                ("wording", .patch, x.prompt == y.prompt && x.choices.map(\.text) == y.choices.map(\.text) && x.feedback == y.feedback
                    && x.explanation == y.explanation && x.modelAnswer == y.modelAnswer),
            ]
        }
    }
}
