import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `quizzes/<id>.yaml`: a daily-quiz bank (Learnable FR-009/010): questions with an answer key,
    /// written like a lesson's practice questions and checked by the same question rules, grouped
    /// by the lecture topic or lesson whose completion adds them to the learner's pool and by level.
    public enum QuizBank: ContentKind {}
}

extension ContentKinds.QuizBank {
    /// The `quiz-bank` kind, checked against `Schemas/quiz-bank.schema.json`.
    public static let source = SourceKind.quizBank
    /// The bytes of `quiz-bank.schema.json`.
    public static var schema: [UInt8] { PackageResources.quiz_bank_schema_json }
    /// Quiz banks are the `.yaml` files directly inside `quizzes/`, translations aside.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "quizzes" && path[1].isSourceYAMLName }
    /// A quiz bank goes in `quizzes/`, in a file named by its id.
    public static let placement = "quizzes/<id>.yaml"
    /// Quiz banks are documented under `## Quiz banks` in `docs/content-kinds.md`.
    public static let documentation = "Quiz banks"
    /// Quizzes are read on screen by adults.
    public static let listening = Listening.readOnScreen

    static let space = IDSpace("quiz bank", owner: source)

    /// A bank file lowers to one `QuizBankModel`, or to none without an id; a set without `for:`
    /// and a question without an id are left out, and lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [QuizBankModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        let sets = node.objects("sets").compactMap { set -> QuizBankModel.QuizSet? in
            guard let target = set.located("for") else { return nil }
            return QuizBankModel.QuizSet(source: target, level: set.integer("level")?.value ?? 1, questions: set.objects("questions").compactMap(Lowering.question))
        }
        return ([QuizBankModel(
            id: id, title: node.text("title") ?? "", sets: sets, citations: node.objects("citations").compactMap(Lowering.citation),
            review: Lowering.review(node), canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)], [])
    }

    /// Quiz bank ids, and within each bank its item ids (`itemDefinitions`: a variant for another
    /// level is not a second definition).
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.quizBanks.map(\.id))] + corpus.quizBanks.map { bank in
            IDDefinitions(IDSpace("quiz item of '\(bank.id.value)'", owner: source, scope: bank.id.value), bank.itemDefinitions)
        }
    }

    /// A bank is in `quizzes/<id>.yaml`; each set is for a lecture topic or a lesson that exists.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        let targets = Set(corpus.lectures.flatMap { $0.topics.map(\.id.value) } + corpus.lessons.map(\.id.value))
        return corpus.quizBanks.flatMap { bank -> [Diagnostic] in
            var problems: [Diagnostic] = []
            let name = bank.file.path.split(separator: "/").last.map { String($0.dropLast(".yaml".count)) } ?? ""
            if name != bank.id.value {
                problems.append(Diagnostic(ResolutionDiagnostics.idMismatch, "the quiz bank '\(bank.id.value)' must be in quizzes/\(bank.id.value).yaml",
                                           at: bank.id.range, help: "rename the file, or the id"))
            }
            for set in bank.sets where !targets.contains(set.source.value) {
                let close = Suggestion.closest(to: set.source.value, in: targets.sorted())
                problems.append(Diagnostic(ResolutionDiagnostics.unknownReference, "no lecture topic or lesson has the id '\(set.source.value)'", at: set.source.range,
                                           help: close.map { "did you mean '\($0)'?" } ?? "name the topic or lesson whose completion adds these items",
                                           fixIts: close.flatMap { Diagnostic.FixIt.didYouMean($0, replacing: set.source.value, at: set.source.range) }.map { [$0] } ?? []))
            }
            return problems
        }
    }

    /// The bank's citations cover every question.
    public static func citedTexts(of model: QuizBankModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: model.citations, review: model.review, file: model.file)]
    }

    /// The bank, and each question for the question rules.
    public static func ruleSubjects(of model: QuizBankModel) -> [any Sendable] { [model] + model.questions }

    /// The whole bank is one item, approved as `quizzes/<id>` by any reviewer; its fingerprint
    /// covers the file alone.
    public static func reviewedItems(of bank: QuizBankModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "quiz bank", approvalID: "quizzes/\(bank.id.value)", review: bank.review, fallback: bank.id.range, categoryFolder: "",
            kind: .quizBank, file: bank.file, canonicalText: bank.canonicalText,
            fingerprint: { canonical, _ in ReviewFingerprint.compute(canonicalText: canonical, body: "", media: []) })]
    }

    /// Quiz bank rule examples stand for `quizzes/backbiting.yaml`, with `baseExample` as the valid
    /// file.
    public static var example: KindExample? { KindExample(path: "quizzes/backbiting.yaml", base: baseExample) }

    /// A valid bank for rule examples: items for the example lesson.
    public static let baseExample = bank(questions: """
              - id: what-is-ghibah
                type: true-false
                prompt: Backbiting is mentioning a brother in a way he would dislike.
                answer: true
                feedback: So the Prophet ﷺ defined it.
        """)

    /// A bank for rule examples with `questions` (YAML list items, indented eight spaces) as its
    /// one set, for the example lesson.
    public static func bank(questions: String) -> String {
        "id: backbiting\ntitle: Backbiting\nsets:\n  - for: backbiting.example\n    level: 1\n    questions:\n" + questions + "\nreview: { status: draft }\n"
    }

    /// Quiz banks emit `quizzes.json`, in the core pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.quizzes]
    /// Quiz bank changes are reported of items (`<bank>/<question id>`).
    public static let diffSubjects: [BundleChange.Subject] = [.quizItem]
}
