import SanadBundleFormat
import SanadCompiler

/// `sanad report curriculum`: the content authored against the planned curriculum (sanad.yaml's
/// `curriculum:`), per category: lessons authored against planned ("Aqeedah 3 of 12–15"), the
/// prerequisites planned and written, the review state of the lessons and their narration.
///
/// `version` follows the policy of the other reports: new optional fields are minor, removals and
/// renames major.
public struct CurriculumReport: Codable, Sendable, Equatable {
    /// The report's format version, by the policy above.
    public static let formatVersion = "1.0.0"

    /// Where a category stands against the plan.
    public enum Status: String, Codable, Sendable, Equatable {
        /// Planned, no lesson written.
        case notStarted = "not started"
        /// Fewer lessons written than planned.
        case underWay = "under way"
        /// Within the planned range.
        case complete
        /// More lessons written than planned.
        case overPlan = "over plan"
        /// Written, not in the plan.
        case unplanned
    }

    /// The lessons planned, both bounds included.
    public struct Planned: Codable, Sendable, Equatable {
        /// The fewest lessons planned.
        public var min: Int
        /// The most lessons planned.
        public var max: Int
        /// `12–15`, or `8` when both are the same.
        public var description: String { min == max ? "\(min)" : "\(min)–\(max)" }
    }

    /// Lessons by review state.
    public struct Review: Codable, Sendable, Equatable {
        /// Lessons whose review status is `approved`.
        public var approved = 0
        /// Lessons submitted and awaiting a reviewer's decision (`in-review`).
        public var inReview = 0
        /// Lessons a reviewer asked to change (`changes-requested`).
        public var changesRequested = 0
        /// Lessons not yet submitted for review (`draft`).
        public var draft = 0
    }

    /// Lessons by how they can be listened to.
    public struct Narration: Codable, Sendable, Equatable {
        /// With a narration.
        public var narrated = 0
        /// With a waiver (and its reason).
        public var waived = 0
        /// With neither.
        public var missing = 0
    }

    /// One category, planned or written.
    public struct Row: Codable, Sendable, Equatable {
        /// The category's id, as in the plan and `category.yaml`.
        public var id: String
        /// The category's title: the written category's, else the plan's, else its id.
        public var title: String
        /// Where the category stands against the plan.
        public var status: Status
        /// The plan's count; nil for a category not in the plan.
        public var planned: Planned?
        /// Lessons written.
        public var authored: Int
        /// Of them, seasonal lessons (offered only in their window).
        public var seasonal: Int
        /// The categories the plan puts first, and those `category.yaml` requires (nil when the
        /// category is not written).
        public var plannedRequires: [String]
        /// The categories `category.yaml` requires; nil when the category is not written.
        public var requires: [String]?
        /// Whether the written prerequisites differ from the plan's.
        public var requiresDiffer: Bool
        /// How the plan says the category is taught; nil when it says nothing or does not plan it.
        public var method: String?
        /// The audience `category.yaml` names; nil when none, or when the category is not written.
        public var audience: String?
        /// Its lessons by review status.
        public var review: Review
        /// Its lessons by narration: narrated, waived or missing.
        public var narration: Narration
    }

    /// Totals over the plan.
    public struct Summary: Codable, Sendable, Equatable {
        /// How many categories the plan lists.
        public var plannedCategories: Int
        /// Planned categories with at least one lesson written.
        public var writtenCategories: Int
        /// The lessons the plan calls for, its categories' bounds summed.
        public var plannedLessons: Planned
        /// Lessons written in planned categories.
        public var authoredLessons: Int
        /// Lessons in planned categories whose review status is `approved`.
        public var approvedLessons: Int
        /// Lessons in planned categories with a narration.
        public var narratedLessons: Int
    }

    /// The format version this report was written in.
    public var version = CurriculumReport.formatVersion
    /// The project's title (empty when `sanad.yaml` could not be read).
    public var project: String
    /// Totals over the planned categories; categories outside the plan are not counted.
    public var summary: Summary
    /// Planned categories in the plan's order, then written ones the plan leaves out, by order.
    public var categories: [Row]
}

extension CurriculumReport {
    /// The report of a checked corpus.
    public static func build(_ corpus: Corpus) -> CurriculumReport {
        let plan = corpus.project?.curriculum ?? []
        let written = Dictionary(corpus.categories.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let lessons = Dictionary(grouping: corpus.lessons, by: \.categoryFolder)
        func row(_ id: String, planned: PlannedCategory?) -> Row {
            let category = written[id]
            let own = category.map { lessons[$0.folder] ?? [] } ?? []
            var review = Review(), narration = Narration()
            for lesson in own {
                switch lesson.review.status {
                case .approved: review.approved += 1
                case .inReview: review.inReview += 1
                case .changesRequested: review.changesRequested += 1
                case .draft: review.draft += 1
                }
                if lesson.audio?.narration != nil { narration.narrated += 1 } else if lesson.audio?.waiver != nil { narration.waived += 1 } else { narration.missing += 1 }
            }
            let range = planned.map { Planned(min: $0.lessons.lowerBound, max: $0.lessons.upperBound) }
            let status: Status
            switch (range, own.count) {
            case (nil, _): status = .unplanned
            case (_, 0): status = .notStarted
            case (let range?, let count) where count < range.min: status = .underWay
            case (let range?, let count) where count > range.max: status = .overPlan
            default: status = .complete
            }
            let plannedRequires = planned?.requires.map(\.value) ?? []
            let requires = category?.requires.map(\.value)
            return Row(
                id: id, title: category?.title ?? planned?.title ?? id, status: status, planned: range, authored: own.count,
                seasonal: own.filter { $0.available != nil }.count, plannedRequires: plannedRequires, requires: requires,
                requiresDiffer: planned != nil && requires.map { Set($0) != Set(plannedRequires) } ?? false,
                method: planned?.method, audience: category?.audience?.value, review: review, narration: narration)
        }
        var rows = plan.map { row($0.id.value, planned: $0) }
        let plannedIDs = Set(plan.map(\.id.value))
        rows += corpus.categories.filter { !plannedIDs.contains($0.id.value) }
            .sorted { ($0.order?.value ?? .max, $0.id.value) < ($1.order?.value ?? .max, $1.id.value) }
            .map { row($0.id.value, planned: nil) }
        let planned = rows.filter { $0.planned != nil }
        let summary = Summary(
            plannedCategories: planned.count, writtenCategories: planned.filter { $0.status != .notStarted }.count,
            plannedLessons: Planned(min: planned.compactMap(\.planned?.min).reduce(0, +), max: planned.compactMap(\.planned?.max).reduce(0, +)),
            authoredLessons: planned.map(\.authored).reduce(0, +), approvedLessons: planned.map(\.review.approved).reduce(0, +),
            narratedLessons: planned.map(\.narration.narrated).reduce(0, +))
        return CurriculumReport(project: corpus.project?.title ?? "", summary: summary, categories: rows)
    }
}
