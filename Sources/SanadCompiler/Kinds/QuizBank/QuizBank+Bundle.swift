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
            BundleQuizzes.Bank(id: bank.id.value, title: bank.title, items: bank.items.map { item in
                let variants = item.variants.map { BundleQuizzes.Variant(level: $0.level, question: builder.question($0.question)) }
                // Every item enters a pool at level 1 (Learnable); the levels it is written for go
                // in `variants`, which readers before 2.15 ignore (they ask `question`).
                return BundleQuizzes.Item(id: "\(bank.id.value)/\(item.id)", source: item.source, level: 1, question: variants[0].question,
                                          variants: variants.count > 1 || variants[0].level != 1 ? variants : nil)
            })
        })
        return [try builder.encode(file, path: "quizzes.json", kind: .quizzes)]
    }

    /// Throws when the snapshot's `quizzes.json` does not decode as `BundleQuizzes`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.quizzes] ?? [] { _ = try BundleJSONDecoder().decode(BundleQuizzes.self, from: data) }
    }

    /// A learner's pool is keyed by item ids: removing an item is major, adding one minor; a new
    /// source, a level written for, added or removed, or a variant's format or answer key minor
    /// (what a learner is asked changes); wording a patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.quizzes, as: BundleQuizzes.self).flatMap { $0.banks.flatMap(\.items) }
        let after = diff.new.decoded(.quizzes, as: BundleQuizzes.self).flatMap { $0.banks.flatMap(\.items) }
        func variants(_ item: BundleQuizzes.Item) -> [BundleQuizzes.Variant] { item.variants ?? [.init(level: 1, question: item.question)] }
        diff.compareKeyed(.quizItem, before, after, key: \.id, removed: .major) { a, b in
            // The questions of each level written in both, paired by level.
            let old = Dictionary(variants(a).map { ($0.level, $0.question) }, uniquingKeysWith: { first, _ in first })
            let pairs = variants(b).compactMap { variant in old[variant.level].map { ($0, variant.question) } }
            return [
                ("source", .minor, a.source == b.source),
                ("level", .minor, a.level == b.level && Set(variants(a).map(\.level)) == Set(variants(b).map(\.level))),
                ("format", .minor, pairs.allSatisfy { $0.type == $1.type }),
                ("answer key", .minor, pairs.allSatisfy { x, y in
                    x.choices.map(\.correct) == y.choices.map(\.correct) && x.answer == y.answer && x.pairs == y.pairs && x.items == y.items
                }),
                ("wording", .patch, pairs.allSatisfy { x, y in
                    x.prompt == y.prompt && x.choices.map(\.text) == y.choices.map(\.text) && x.feedback == y.feedback
                        && x.explanation == y.explanation && x.modelAnswer == y.modelAnswer
                }),
            ]
        }
    }
}
