import SanadSchema
import SanadBundleFormat
import SanadDiagnostics

extension ContentKinds.Category {
    /// A category's id is its folder's name, and no two categories share an order.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        let mismatched = corpus.categories.filter { $0.id.value != $0.folder }.map { category in
            Diagnostic(
                ResolutionDiagnostics.idMismatch, "the category id '\(category.id.value)' differs from its folder '\(category.folder)'",
                at: category.id.range, help: "rename the folder or the id so that they match")
        }
        // The core pack's id names no category, so a category's pack can never be taken for it.
        let reserved = corpus.categories.filter { $0.id.value == BundleManifest.Pack.coreID }.map { category in
            Diagnostic(SchemaDiagnostics.invalidValue, "'\(BundleManifest.Pack.coreID)' is the id of the bundle's core pack; a category cannot have it",
                       at: category.id.range, help: "choose another id (and folder name)")
        }
        return mismatched + reserved + SharedOrders.check(corpus.categories.compactMap { category in category.order.map { (category.id.value, $0) } }, what: "category")
    }
}
