import SanadDiagnostics

extension ContentKinds.Supplementary {
    /// The file's folder has a category; an item's id starts with its category's
    /// (`backbiting.defend-his-honour`) and is no lesson's (an app may key progress by either);
    /// no two items of a category share an order.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let folders = Set(corpus.categories.map(\.folder))
        for list in models(in: corpus) {
            if !folders.contains(list.categoryFolder), !corpus.incompleteKinds.contains(.category) {
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.unknownReference, "the folder '\(list.categoryFolder)' has no category.yaml", at: .startOf(list.file),
                    help: "add categories/\(list.categoryFolder)/category.yaml"))
            }
            for item in list.items {
                guard let lesson = index.lessons[item.id.value] else { continue }
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.duplicateID, "the supplementary item id '\(item.id.value)' is a lesson's id", at: item.id.range,
                    notes: [.init(message: "the lesson", range: lesson.id.range)], help: "ids must be unique: rename the item"))
            }
            for item in list.items where SharedOrders.isWellFormed(item.id.value) && !item.id.value.hasPrefix(list.categoryFolder + ".") {
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.idMismatch,
                    "the supplementary item id '\(item.id.value)' must start with its category id '\(list.categoryFolder).'", at: item.id.range))
            }
            diagnostics += SharedOrders.check(list.items.compactMap { item in item.order.map { (item.id.value, $0) } }, what: "supplementary item")
        }
        return diagnostics
    }
}
