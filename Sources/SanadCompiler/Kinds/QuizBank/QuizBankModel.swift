import SanadBundleFormat
import SanadDiagnostics

/// A daily-quiz bank (`quizzes/<id>.yaml`), lowered.
public struct QuizBankModel: Sendable, SourceFileModel {
    /// Items for one topic or lesson at one level.
    public struct QuizSet: Sendable {
        /// The lecture topic or lesson whose completion adds the items to the pool.
        public var source: Located<String>
        /// The daily-quiz level, 1 to 4, whose format and difficulty these questions are written
        /// for; 1 when `level:` is not given.
        public var level: Int
        /// The set's questions, written like a lesson's practice questions; one without an id is
        /// left out.
        public var questions: [QuestionModel]
    }

    /// The bank's id, where written (`fractions`): the file is `quizzes/<id>.yaml`, and its items
    /// are `<id>/<question id>` in the bundle.
    public var id: Located<String>
    /// The bank's title; empty when missing.
    public var title: String
    /// The bank's sets in the order written, each for one topic or lesson at one level; a set
    /// without `for:` is left out.
    public var sets: [QuizSet]
    /// The sources its questions cite (quoted in `> [!QURAN]` blocks).
    public var citations: [CitationModel]
    /// The bank's `review:` record, approved with `sanad review approve quizzes/<id>`.
    public var review: ReviewModel
    /// The file's text in canonical form without its review, when the review records a fingerprint.
    public var canonicalText: String?
    /// The bank file the model was lowered from.
    public var file: SourceFile

    /// Every question of the bank, variants included.
    public var questions: [QuestionModel] { sets.flatMap(\.questions) }

    /// One item: a question id for one topic or lesson, with its question for each level it is
    /// written for, ascending (a question id written again for the same topic or lesson at
    /// another level is a variant, not a second item).
    public struct Item {
        /// The question id, unique in the bank.
        public var id: String
        /// The lecture topic or lesson whose completion adds it to the pool.
        public var source: String
        /// Its question for each level it is written for, ascending by level.
        public var variants: [(level: Int, question: QuestionModel)]
    }

    /// The bank's items in the order their ids first appear. A question id written again for
    /// another topic or lesson, or at a level it already has, is not an item: the id is a
    /// duplicate (`itemDefinitions`).
    public var items: [Item] {
        var items: [Item] = [], index: [String: Int] = [:]
        for set in sets {
            for question in set.questions {
                let id = question.id.value
                guard let at = index[id] else {
                    index[id] = items.count
                    items.append(Item(id: id, source: set.source.value, variants: [(set.level, question)]))
                    continue
                }
                guard items[at].source == set.source.value, !items[at].variants.contains(where: { $0.level == set.level }) else { continue }
                items[at].variants.append((set.level, question))
            }
        }
        for at in items.indices { items[at].variants.sort { $0.level < $1.level } }
        return items
    }

    /// The ids the bank defines: each question's, except a variant's (the same id for the same
    /// topic or lesson at a level the item does not have yet), so a true duplicate is reported.
    public var itemDefinitions: [Located<String>] {
        var levels: [String: (source: String, levels: Set<Int>)] = [:]
        return sets.flatMap { set in
            set.questions.compactMap { question -> Located<String>? in
                let id = question.id.value
                if let seen = levels[id], seen.source == set.source.value, !seen.levels.contains(set.level) {
                    levels[id]?.levels.insert(set.level)
                    return nil
                }
                if levels[id] == nil { levels[id] = (set.source.value, [set.level]) }
                return question.id
            }
        }
    }
}

extension Corpus {
    /// Every daily-quiz bank.
    public var quizBanks: [QuizBankModel] { models(of: ContentKinds.QuizBank.self) }
}
