import SanadDiagnostics

extension ContentKinds.Category {
    /// A category's id is its folder's name, and no two categories share an order.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        let mismatched = corpus.categories.filter { $0.id.value != $0.folder }.map { category in
            Diagnostic(
                ResolutionDiagnostics.idMismatch, "the category id '\(category.id.value)' differs from its folder '\(category.folder)'",
                at: category.id.range, help: "rename the folder or the id so that they match")
        }
        return mismatched + SharedOrders.check(corpus.categories.compactMap { category in category.order.map { (category.id.value, $0) } }, what: "category")
    }
}
