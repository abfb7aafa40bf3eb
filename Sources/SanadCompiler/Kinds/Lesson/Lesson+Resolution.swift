import SanadDiagnostics

extension ContentKinds.Lesson {
    /// A lesson's folder has a category, its id starts with the category's, a replaced id is
    /// gone, and no two lessons of a category share an order.
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A category whose id differs from its folder is still the folder's category (the
        // mismatch is reported once), not a missing category.yaml for each lesson.
        let folders = Set(corpus.categories.map(\.folder))
        for lesson in corpus.lessons {
            if index.categories[lesson.categoryFolder] == nil, !folders.contains(lesson.categoryFolder), !corpus.incompleteKinds.contains(.category) {
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.unknownReference, "the folder '\(lesson.categoryFolder)' has no category.yaml", at: lesson.id.range,
                    help: "add categories/\(lesson.categoryFolder)/category.yaml"))
            }
            if SharedOrders.isWellFormed(lesson.id.value), !lesson.id.value.hasPrefix(lesson.categoryFolder + ".") {
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.idMismatch, "the lesson id '\(lesson.id.value)' must start with its category id '\(lesson.categoryFolder).'",
                    at: lesson.id.range))
            }
            if let replaced = lesson.replaces, index.lessons[replaced.value] != nil {
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.duplicateID, "'\(replaced.value)' is replaced but another lesson still has that id", at: replaced.range))
            }
        }
        for (_, lessons) in index.lessonsByCategory.sorted(by: { $0.key < $1.key }) {
            diagnostics += SharedOrders.check(lessons.compactMap { lesson in lesson.order.map { (lesson.id.value, $0) } }, what: "lesson")
        }
        return diagnostics
    }
}
