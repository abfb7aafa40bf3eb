import SanadDiagnostics

extension ContentKinds.Journal {
    /// The file's folder has a category; a prompt's id starts with its category's and is no
    /// lesson's; a prompt's lesson is one of its category's; no two prompts of a category share
    /// an order. (Its lesson and audiences are references, checked with every kind's.)
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let folders = Set(corpus.categories.map(\.folder))
        for model in corpus.journals {
            if !folders.contains(model.categoryFolder), !corpus.incompleteKinds.contains(.category) {
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.unknownReference, "the folder '\(model.categoryFolder)' has no category.yaml", at: .startOf(model.file),
                    help: "add categories/\(model.categoryFolder)/category.yaml"))
            }
            for prompt in model.prompts {
                if let lesson = index.lessons[prompt.id.value] {
                    diagnostics.append(Diagnostic(
                        ResolutionDiagnostics.duplicateID, "the journaling prompt id '\(prompt.id.value)' is a lesson's id", at: prompt.id.range,
                        notes: [.init(message: "the lesson", range: lesson.id.range)], help: "ids must be unique: rename the prompt"))
                }
                if SharedOrders.isWellFormed(prompt.id.value), !prompt.id.value.hasPrefix(model.categoryFolder + ".") {
                    diagnostics.append(Diagnostic(
                        ResolutionDiagnostics.idMismatch,
                        "the journaling prompt id '\(prompt.id.value)' must start with its category id '\(model.categoryFolder).'", at: prompt.id.range))
                }
                if let lesson = prompt.lesson, index.lessons[lesson.value] != nil, !lesson.value.hasPrefix(model.categoryFolder + ".") {
                    diagnostics.append(Diagnostic(
                        ResolutionDiagnostics.unknownReference, "the lesson '\(lesson.value)' is not one of '\(model.categoryFolder)'", at: lesson.range,
                        help: "a prompt is offered after a lesson of its own category; move it to that category's journal.yaml"))
                }
            }
            diagnostics += SharedOrders.check(model.prompts.compactMap { prompt in prompt.order.map { (prompt.id.value, $0) } }, what: "journaling prompt")
        }
        return diagnostics
    }
}
