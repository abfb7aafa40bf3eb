import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `questionnaires/<id>.yaml`: an onboarding questionnaire (My Worship Path §2): questions of
    /// single choice, multiple choice and free text, each with a progress label and skippable
    /// unless it says otherwise, branching as data, and the profile fields the answers feed. The
    /// flow rules check every path: no dangling branch, no endless path, no unreachable question,
    /// every profile field set on every path or defaulted.
    public enum Questionnaire: ContentKind {}
}

extension ContentKinds.Questionnaire {
    /// The `questionnaire` kind, checked against `Schemas/questionnaire.schema.json`.
    public static let source = SourceKind.questionnaire
    /// The bytes of `questionnaire.schema.json`.
    public static var schema: [UInt8] { PackageResources.questionnaire_schema_json }
    /// Questionnaires are the `.yaml` files directly inside `questionnaires/`, translations aside.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 2 && path[0] == "questionnaires" && path[1].isSourceYAMLName }
    /// A questionnaire goes in `questionnaires/`, in a file named by its id.
    public static let placement = "questionnaires/<id>.yaml"
    /// Questionnaires are documented under `## Questionnaires` in `docs/content-kinds.md`.
    public static let documentation = "Questionnaires"
    /// Questionnaires are read on screen: adults' onboarding.
    public static let listening = Listening.readOnScreen

    /// Questionnaire ids: saved profiles name the questionnaire they answer.
    static let space = IDSpace("questionnaire", owner: source)

    /// Questionnaire ids, and within each questionnaire its question ids, its profile fields and
    /// each question's choice ids.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        corpus.questionnaires.flatMap { questionnaire in
            [IDDefinitions(space, [questionnaire.id]),
             IDDefinitions(IDSpace("question of '\(questionnaire.id.value)'", owner: source, scope: questionnaire.id.value), questionnaire.questions.map(\.id)),
             IDDefinitions(profileSpace(of: questionnaire.id.value), questionnaire.profile.map(\.id))]
                + questionnaire.questions.map { question in
                    IDDefinitions(IDSpace("choice of '\(question.id.value)'", owner: source, scope: questionnaire.id.value + "/" + question.id.value),
                                  question.choices.map(\.id))
                }
        }
    }

    /// The profile fields of a questionnaire, which plan rules name.
    static func profileSpace(of questionnaire: String) -> IDSpace {
        IDSpace("profile field of '\(questionnaire)'", owner: source, scope: questionnaire + "#profile")
    }

    /// A questionnaire is in `questionnaires/<id>.yaml`: a file named otherwise is reported at the
    /// id.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        corpus.questionnaires.compactMap { questionnaire in
            let name = questionnaire.file.path.split(separator: "/").last.map { String($0.dropLast(".yaml".count)) } ?? ""
            guard name != questionnaire.id.value else { return nil }
            return Diagnostic(ResolutionDiagnostics.idMismatch, "the questionnaire '\(questionnaire.id.value)' must be in questionnaires/\(questionnaire.id.value).yaml",
                              at: questionnaire.id.range, help: "rename the file, or the id")
        }
    }

    /// A questionnaire is approved as a whole: its questions, choices and branches.
    public static func reviewedItems(of questionnaire: QuestionnaireModel) -> [ReviewedItem] {
        [ReviewedItem.file(what: "questionnaire", approvalID: "questionnaires/\(questionnaire.id.value)", review: questionnaire.review, kind: source, file: questionnaire.file,
                           canonicalText: questionnaire.canonicalText, scopes: ContentKinds.WorshipPlan.reviewScopes)]
    }

    /// Questionnaire rule examples stand for `questionnaires/onboarding.yaml`, with
    /// `QuestionnaireExamples.base` as the valid file.
    public static var example: KindExample? { KindExample(path: "questionnaires/onboarding.yaml", base: QuestionnaireExamples.base) }

    /// Questionnaires emit `questionnaires.json`, in the core pack.
    public static let bundleFiles: [BundleManifest.FileKind] = [.questionnaires]
    /// Questionnaire changes are reported of questionnaires and of their questions
    /// (`onboarding#start`).
    public static let diffSubjects: [BundleChange.Subject] = [.questionnaire, .questionnaireQuestion]
}
