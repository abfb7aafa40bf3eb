import SanadDiagnostics

extension ContentKinds.Supplementary {
    /// An item's id starts with its category's (`backbiting.defend-his-honour`), and no two items
    /// of a category share an order.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for list in models(in: corpus) {
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
