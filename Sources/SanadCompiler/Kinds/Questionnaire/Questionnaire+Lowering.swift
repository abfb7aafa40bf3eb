import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds.Questionnaire {
    /// A questionnaire file lowers to one `QuestionnaireModel`, or to none without an id; a
    /// question or choice without an id is left out, and lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [QuestionnaireModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id") else { return ([], []) }
        let profile = (node["profile"]?.members ?? []).map { member -> QuestionnaireModel.Field in
            let value = member.value["default"]
            let defaults = value?.string.map { [$0] } ?? value?.elements?.compactMap(\.string)
            return QuestionnaireModel.Field(id: Located(member.key, at: member.keyRange), defaultValue: defaults)
        }
        let questions = node.objects("questions").compactMap { question -> QuestionnaireModel.Question? in
            guard let questionID = question.located("id") else { return nil }
            let choices = question.objects("choices").compactMap { choice -> QuestionnaireModel.Choice? in
                guard let choiceID = choice.located("id") else { return nil }
                return QuestionnaireModel.Choice(id: choiceID, text: choice.text("text") ?? "", gloss: choice.text("gloss"), next: choice.located("next"))
            }
            return QuestionnaireModel.Question(
                id: questionID, type: question.text("type").flatMap(QuestionnaireQuestionType.init(rawValue:)), leadIn: question.text("lead-in"),
                prompt: question.text("prompt") ?? "",
                gloss: question.text("gloss"), progress: question.text("progress") ?? "", skippable: question.flag("skippable") ?? true,
                sets: question.located("sets"), next: question.located("next"), choices: choices, range: question.range)
        }
        let questionnaire = QuestionnaireModel(
            id: id, title: node.text("title") ?? "", profile: profile, questions: questions, review: Lowering.review(node),
            canonicalText: Lowering.canonicalTextIfFingerprinted(node), file: source.file)
        return ([questionnaire], [])
    }
}
