import SanadDiagnostics

/// A file of a category's folder reviewed as a whole besides the category's lessons
/// (`supplementary.yaml`, `journal.yaml`): published only when it and its category are.
public protocol CategoryFileModel: SourceFileModel {
    /// The folder of the category it belongs to.
    var categoryFolder: String { get }
    /// The review of the whole file.
    var review: ReviewModel { get set }
}

extension ContentKind where Model: CategoryFileModel {
    /// The kind's files that are approved and whose category is published; a warning for each
    /// approved file left out with its category (one not approved is `ReviewCheck`'s). `what`
    /// names the file in the warning: "the supplementary file of 'wudu' is …".
    static func selectWithCategory(from corpus: Corpus, into selected: inout Corpus, what: (String) -> String) -> [Diagnostic] {
        let published = Set(selected.categories.map(\.folder))
        var diagnostics: [Diagnostic] = []
        for model in models(in: corpus) where model.review.isApproved && !published.contains(model.categoryFolder) {
            var diagnostic = Diagnostic(
                ReviewDiagnostics.unapprovedLesson, "\(what(model.categoryFolder)) left out of this release: its category is not published",
                at: model.review.statusRange ?? .startOf(model.file), help: "approve the category: sanad review approve \(model.categoryFolder) --reviewer <id>")
            diagnostic.severity = .warning
            diagnostics.append(diagnostic)
        }
        selected.setModels(models(in: corpus).filter { $0.review.isApproved && published.contains($0.categoryFolder) }, of: self)
        return diagnostics
    }
}
