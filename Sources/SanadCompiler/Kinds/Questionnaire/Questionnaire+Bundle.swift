import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A questionnaire.
    public static let questionnaire = BundleChange.Subject(rawValue: "questionnaire")
    /// A question of a questionnaire (`onboarding#start`).
    public static let questionnaireQuestion = BundleChange.Subject(rawValue: "questionnaire question")
}

extension ContentKinds.Questionnaire {
    /// `questionnaires.json`, by id, when the project has questionnaires.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let questionnaires = builder.corpus.questionnaires.sorted { $0.id.value < $1.id.value }
        guard !questionnaires.isEmpty else { return [] }
        let file = BundleQuestionnaires(questionnaires: questionnaires.map(\.bundled))
        return [try builder.encode(file, path: "questionnaires.json", kind: .questionnaires)]
    }

    /// Throws when the snapshot's `questionnaires.json` does not decode as `BundleQuestionnaires`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.questionnaires] ?? [] { _ = try BundleJSONDecoder().decode(BundleQuestionnaires.self, from: data) }
    }

    /// Saved profiles name questionnaires, questions and choices: removing any is major, adding
    /// one minor; a changed branch, type, field or skippability minor (the paths change); wording a
    /// patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.questionnaires, as: BundleQuestionnaires.self).flatMap(\.questionnaires)
        let after = diff.new.decoded(.questionnaires, as: BundleQuestionnaires.self).flatMap(\.questionnaires)
        diff.compareKeyed(.questionnaire, before, after, key: \.id, removed: .major) { a, b in
            [("profile", .minor, a.profile == b.profile), ("title", .patch, a.title == b.title)]
        }
        func questions(_ list: [BundleQuestionnaires.Questionnaire]) -> [(key: String, question: BundleQuestionnaires.Question)] {
            list.flatMap { questionnaire in questionnaire.questions.map { (key: "\(questionnaire.id)#\($0.id)", question: $0) } }
        }
        diff.compareKeyed(.questionnaireQuestion, questions(before), questions(after), key: \.key, removed: .major) { a, b in
            let x = a.question, y = b.question
            return [
                ("choices removed", .major, Set(x.choices.map(\.id)).isSubset(of: Set(y.choices.map(\.id)))),
                ("choices added", .minor, Set(y.choices.map(\.id)).isSubset(of: Set(x.choices.map(\.id)))),
                ("type", .minor, x.type == y.type), ("branching", .minor, x.next == y.next && x.choices.map(\.next) == y.choices.map(\.next)),
                ("profile field", .minor, x.sets == y.sets), ("skippable", .minor, x.skippable == y.skippable),
                ("wording", .patch, x.leadIn == y.leadIn && x.prompt == y.prompt && x.gloss == y.gloss && x.progress == y.progress && BundleDiff.sameShared(x.choices, y.choices) { $0.text == $1.text && $0.gloss == $1.gloss }),
            ]
        }
    }
}
