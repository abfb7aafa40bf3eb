import SanadDiagnostics

/// What a release publishes: approved categories and the approved lessons in them. Anything
/// else is left out with a V0002 warning (from `ReviewCheck` for what is not approved, from here
/// for an approved lesson in a category that is not), unless something published requires it:
/// then an error names the chain (V0007).
public enum ReleaseSelection {
    /// The corpus to publish, and the errors for published content that requires what is left out.
    public static func select(_ corpus: Corpus) -> (corpus: Corpus, diagnostics: [Diagnostic]) {
        let categories = Dictionary(corpus.categories.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let byFolder = Dictionary(corpus.categories.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        let lessons = Dictionary(corpus.lessons.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        func categoryIsPublished(_ category: CategoryModel) -> Bool { category.review.isApproved }
        func lessonIsPublished(_ lesson: LessonModel) -> Bool {
            lesson.review.isApproved && byFolder[lesson.categoryFolder].map(categoryIsPublished) == true
        }
        /// Why a left-out lesson or category is left out.
        func reason(lesson: LessonModel) -> String {
            if !lesson.review.isApproved { return "'\(lesson.id.value)' is \(lesson.review.status)" }
            let category = byFolder[lesson.categoryFolder]
            return "'\(lesson.id.value)' is in the category '\(category?.id.value ?? lesson.categoryFolder)', which is \(category.map { "\($0.review.status)" } ?? "missing")"
        }
        func error(_ message: String, at range: SourceRange, chain: String) -> Diagnostic {
            Diagnostic(
                ReviewDiagnostics.unpublishedRequirement, message, at: range, notes: [.init(message: "left out: \(chain)")],
                help: "have it approved, or leave out what requires it too")
        }
        var diagnostics: [Diagnostic] = []
        var selected = corpus
        selected.categories = corpus.categories.filter(categoryIsPublished)
        selected.lessons = corpus.lessons.filter(lessonIsPublished)
        // An approved lesson left out with its category: a warning of its own, so nothing is
        // left out without a word.
        for lesson in corpus.lessons where lesson.review.isApproved && !lessonIsPublished(lesson) {
            var diagnostic = Diagnostic(
                ReviewDiagnostics.unapprovedLesson, "the lesson '\(lesson.id.value)' is left out of this release: \(reason(lesson: lesson))",
                at: lesson.review.statusRange ?? lesson.id.range, help: "approve the category: sanad review approve \(lesson.categoryFolder) --reviewer <id>")
            diagnostic.severity = .warning
            diagnostics.append(diagnostic)
        }
        for lesson in selected.lessons {
            for required in lesson.requires {
                guard let target = lessons[required.value], !lessonIsPublished(target) else { continue }
                diagnostics.append(error(
                    "the published lesson '\(lesson.id.value)' requires '\(required.value)', which is left out of this release",
                    at: required.range, chain: "\(lesson.id.value) → \(reason(lesson: target))"))
            }
        }
        for category in selected.categories {
            for required in category.requires {
                guard let target = categories[required.value], !categoryIsPublished(target) else { continue }
                diagnostics.append(error(
                    "the published category '\(category.id.value)' requires the category '\(required.value)', which is left out of this release",
                    at: required.range, chain: "\(category.id.value) → '\(required.value)' is \(target.review.status)"))
            }
        }
        for achievement in corpus.achievements {
            if let required = achievement.lesson, let target = lessons[required.value], !lessonIsPublished(target) {
                diagnostics.append(error(
                    "the achievement '\(achievement.id.value)' is earned by the lesson '\(required.value)', which is left out of this release",
                    at: required.range, chain: "\(achievement.id.value) → \(reason(lesson: target))"))
            }
            guard let required = achievement.category, let target = categories[required.value], !categoryIsPublished(target) else { continue }
            diagnostics.append(error(
                "the achievement '\(achievement.id.value)' counts the category '\(required.value)', which is left out of this release",
                at: required.range, chain: "\(achievement.id.value) → '\(required.value)' is \(target.review.status)"))
        }
        for kind in ContentKinds.all { diagnostics += kind.selectForRelease(from: corpus, into: &selected) }
        // A file's texts are published while one of its models is (files whose models keep no
        // file, such as sanad.yaml, hold no texts a learner reads).
        let published = Set(ContentKinds.all.flatMap { $0.publishedFiles(in: selected) }.map(ObjectIdentifier.init))
        let tracked = Set(ContentKinds.all.flatMap { $0.publishedFiles(in: corpus) }.map(ObjectIdentifier.init))
        selected.sources = corpus.sources.filter { !tracked.contains(ObjectIdentifier($0.file)) || published.contains(ObjectIdentifier($0.file)) }
        return (selected, diagnostics)
    }
}
