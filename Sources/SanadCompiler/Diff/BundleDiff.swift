import SanadBundleFormat

/// One difference between two bundles and the content version bump it needs.
public struct BundleChange: Sendable, Equatable, Comparable {
    /// What changed: a kind of thing with an id. Kinds declare the subjects they report
    /// (`ContentKind.diffSubjects`).
    public struct Subject: RawRepresentable, Hashable, Sendable, Comparable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static func < (lhs: Subject, rhs: Subject) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let project = Subject(rawValue: "project")
        public static let category = Subject(rawValue: "category")
        public static let lesson = Subject(rawValue: "lesson")
        public static let question = Subject(rawValue: "question")
        public static let achievement = Subject(rawValue: "achievement")
        public static let citation = Subject(rawValue: "citation")
        public static let reviewer = Subject(rawValue: "reviewer")
        public static let media = Subject(rawValue: "media")
    }

    public var bump: VersionBump
    public var subject: Subject
    /// The id (a question's is `lesson-id#question-id`).
    public var id: String
    /// What happened: `removed`, `added`, `renamed from …`, or `changed: …`.
    public var detail: String

    public init(bump: VersionBump, subject: Subject, id: String, detail: String) {
        self.bump = bump
        self.subject = subject
        self.id = id
        self.detail = detail
    }

    /// Most serious first, then by subject and id.
    public static func < (lhs: BundleChange, rhs: BundleChange) -> Bool {
        (rhs.bump, lhs.subject, lhs.id, lhs.detail) < (lhs.bump, rhs.subject, rhs.id, rhs.detail)
    }
}

/// Compares two bundles the way an app update experiences them. Learner progress is keyed by
/// category, lesson, question and achievement ids, so:
///
/// - **major**: removing any of those ids (a lesson renamed without `replaces:` is a removal),
///   changing a question's type or answer key, or removing a category;
/// - **minor**: additions, a rename declared with `replaces:` (the runtime moves the progress),
///   and changes to sequencing or behaviour (order, prerequisites, tags, durations, triggers,
///   progress rules);
/// - **patch**: text edits (titles, bodies, prompts, feedback), review metadata, and citations
///   removed or edited (no progress is keyed by a citation), and reviewers (no progress is keyed
///   by them either).
public struct BundleDiff: Sendable {
    public var old: BundleSnapshot
    public var new: BundleSnapshot
    public private(set) var changes: [BundleChange] = []

    public init(old: BundleSnapshot, new: BundleSnapshot) {
        self.old = old
        self.new = new
        for kind in ContentKinds.all { kind.compare(&self) }
        // Citations and media are parts every kind shares; they are compared once, here.
        compareCitations()
        compareMedia()
        changes.sort()
    }

    /// The smallest bump that covers every change.
    public var requiredBump: VersionBump { changes.map(\.bump).max() ?? .none }

    mutating func recordChange(_ bump: VersionBump, _ subject: BundleChange.Subject, _ id: String, _ detail: String) {
        changes.append(BundleChange(bump: bump, subject: subject, id: id, detail: detail))
    }

    /// Whether the items both lists have (matched by id) are the same by `same`; items only one
    /// list has are reported as added or removed, not here.
    static func sameShared<T: Identifiable>(_ a: [T], _ b: [T], _ same: (T, T) -> Bool) -> Bool where T.ID == String {
        let after = Dictionary(b.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return a.allSatisfy { item in after[item.id].map { same(item, $0) } ?? true }
    }

    /// Records a change of `subject` when any of the named fields differ, at the highest bump of
    /// the fields that differ.
    mutating func compareFields(_ subject: BundleChange.Subject, _ id: String, _ fields: [(String, VersionBump, Bool)]) {
        let differing = fields.filter { !$0.2 }
        guard let bump = differing.map(\.1).max() else { return }
        recordChange(bump, subject, id, "changed: " + differing.map(\.0).joined(separator: ", "))
    }

    mutating func compareProject() {
        let a = old.project, b = new.project
        compareFields(.project, b.id, [
            ("progress rules", .minor, a.rules == b.rules),
            ("audiences", .minor, a.audiences == b.audiences),
            ("entitlements", .minor, a.entitlements == b.entitlements),
            ("title", .patch, a.title == b.title),
            ("media credits", .patch, a.credits == b.credits),
            ("attribution notices", .patch, a.notices == b.notices),
        ])
        if old.bundleID != new.bundleID { recordChange(.major, .project, new.bundleID, "bundle id changed from \(old.bundleID)") }
    }

    mutating func compareCategories() {
        compareKeyed(.category, old.categories, new.categories, key: \.id, removed: .major) { a, b in
            [
                ("kind", .minor, a.kind == b.kind), ("order", .minor, a.order == b.order), ("audience", .minor, a.audience == b.audience),
                ("requires", .minor, a.requires == b.requires), ("subtopics", .minor, a.subtopics.map(\.id) == b.subtopics.map(\.id)),
                ("milestone interval", .minor, a.milestoneInterval == b.milestoneInterval), ("goal days", .minor, a.goalDays == b.goalDays),
                ("title", .patch, a.title == b.title), ("arabic", .patch, a.arabic == b.arabic), ("summary", .patch, a.summary == b.summary),
                ("overview", .patch, a.overview == b.overview), ("icon", .patch, a.icon == b.icon), ("subtopic titles", .patch, a.subtopics == b.subtopics || a.subtopics.map(\.id) != b.subtopics.map(\.id)),
            ]
        }
    }

    /// Compares two lists of things with ids: removals at `removed`, additions at `added`, and the
    /// fields of things in both.
    mutating func compareKeyed<T>(
        _ subject: BundleChange.Subject, _ before: [T], _ after: [T], key: (T) -> String, idPrefix: String = "",
        removed: VersionBump, added: VersionBump = .minor, fields: (T, T) -> [(String, VersionBump, Bool)]
    ) {
        let old = Dictionary(before.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        for id in old.keys where new[id] == nil { recordChange(removed, subject, idPrefix + id, "removed") }
        for id in new.keys where old[id] == nil { recordChange(added, subject, idPrefix + id, "added") }
        for (id, b) in new {
            guard let a = old[id] else { continue }
            compareFields(subject, idPrefix + id, fields(a, b))
        }
    }
}
