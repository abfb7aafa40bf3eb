import SanadBundleFormat
import SanadDiagnostics

/// `media: budgets: pack` in sanad.yaml: every pack, its JSON and media together, fits. Checked
/// on the files a build is about to write, so the sizes are the ones an app downloads; a
/// category's pack is reported at the category's id, the core pack at the budget.
public enum PackBudgetCheck {
    /// An R0013 error for each pack whose files add up to more bytes than the budget (none when
    /// `sanad.yaml` sets no pack budget).
    public static func diagnostics(files: [BundleBuilder.File], corpus: Corpus) -> [Diagnostic] {
        guard let budget = corpus.project?.media.packBudget else { return [] }
        let sizes = Dictionary(grouping: files) { $0.pack ?? BundleManifest.Pack.coreID }.mapValues { $0.reduce(0) { $0 + $1.size } }
        let categories = Dictionary(corpus.categories.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        return sizes.keys.sorted().compactMap { pack -> Diagnostic? in
            guard let size = sizes[pack], size > budget.value else { return nil }
            let message = "the pack '\(pack)' holds \(MediaPolicy.describe(bytes: size)), over its budget of \(MediaPolicy.describe(bytes: budget.value))"
            let help = "compress its recordings, move lessons to another category, or raise 'budgets: pack' in sanad.yaml"
            guard let category = categories[pack] else { return Diagnostic(ResolutionDiagnostics.mediaBudget, message, at: budget.range, help: help) }
            return Diagnostic(ResolutionDiagnostics.mediaBudget, message, at: category.id.range,
                              notes: [.init(message: "the budget is set here", range: budget.range)], help: help)
        }
    }
}
