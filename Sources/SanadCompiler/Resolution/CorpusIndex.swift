/// Lookups over a corpus, built once by the resolver and read by rules and the bundle writer.
public struct CorpusIndex: Sendable {
    /// Every category by id; of two with the same id, the first in relative-path order.
    public var categories: [String: CategoryModel] = [:]
    /// Every lesson by id; of two with the same id, the first in relative-path order.
    public var lessons: [String: LessonModel] = [:]
    /// Category id → its lessons sorted by order, then id.
    public var lessonsByCategory: [String: [LessonModel]] = [:]
    /// Every reviewer of `reviewers.yaml` by id; of two with the same id, the first.
    public var reviewers: [String: ReviewerModel] = [:]
    /// Categories sorted by order, then id.
    public var sortedCategories: [CategoryModel] = []

    /// An empty index, for a corpus that has not been resolved (or in tests).
    public init() {}

    init(_ corpus: Corpus) {
        for category in corpus.categories where categories[category.id.value] == nil { categories[category.id.value] = category }
        for lesson in corpus.lessons where lessons[lesson.id.value] == nil {
            lessons[lesson.id.value] = lesson
            lessonsByCategory[lesson.categoryFolder, default: []].append(lesson)
        }
        for key in lessonsByCategory.keys {
            lessonsByCategory[key]!.sort { ($0.order?.value ?? .max, $0.id.value) < ($1.order?.value ?? .max, $1.id.value) }
        }
        for reviewer in corpus.reviewers where reviewers[reviewer.id.value] == nil { reviewers[reviewer.id.value] = reviewer }
        sortedCategories = categories.values.sorted { ($0.order?.value ?? .max, $0.id.value) < ($1.order?.value ?? .max, $1.id.value) }
    }
}
