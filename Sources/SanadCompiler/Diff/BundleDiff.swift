import SanadBundleFormat

/// One difference between two bundles and the content version bump it needs.
public struct BundleChange: Sendable, Equatable, Comparable {
    /// What changed: a kind of thing with an id. Kinds declare the subjects they report
    /// (`ContentKind.diffSubjects`).
    public struct Subject: RawRepresentable, Hashable, Sendable, Comparable {
        /// The subject as shown in `sanad diff`'s output and JSON: `lesson`, `question`, `media`…
        public var rawValue: String
        /// A subject with this name; a kind declares its own in `ContentKind.diffSubjects`.
        public init(rawValue: String) { self.rawValue = rawValue }
        public static func < (lhs: Subject, rhs: Subject) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The project's settings in `sanad.yaml` (progress rules, audiences, entitlements, title,
        /// credits) and the bundle id.
        public static let project = Subject(rawValue: "project")
        /// A category, by its id; removing one is a major change.
        public static let category = Subject(rawValue: "category")
        /// A lesson, by its id; a rename declared with `replaces:` is a minor change.
        public static let lesson = Subject(rawValue: "lesson")
        /// A practice question, by `lesson-id#question-id`; a changed type or answer key is major.
        public static let question = Subject(rawValue: "question")
        /// An achievement, by its id: learners' earned badges are keyed by it.
        public static let achievement = Subject(rawValue: "achievement")
        /// A cited source, by its key (`quran:49:12`); removing or editing one is a patch, as no progress
        /// is keyed by it, and adding one is minor.
        public static let citation = Subject(rawValue: "citation")
        /// A reviewer in `reviewers.yaml`, by id; every change is a patch.
        public static let reviewer = Subject(rawValue: "reviewer")
        /// A media file, by the content path that names it, compared by its SHA-256; every change is a patch.
        public static let media = Subject(rawValue: "media")
    }

    /// How much the content version must grow for this change.
    public var bump: VersionBump
    /// The kind of thing that changed.
    public var subject: Subject
    /// The id (a question's is `lesson-id#question-id`).
    public var id: String
    /// What happened: `removed`, `added`, `renamed from …`, or `changed: …`.
    public var detail: String

    /// A change of the thing `id` of kind `subject`, needing `bump`, described by `detail`.
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
    /// The earlier bundle, whose content version the new one must grow from.
    public var old: BundleSnapshot
    /// The later bundle: one read from a folder, or the one a build is about to write.
    public var new: BundleSnapshot
    /// Every difference found, most serious first (`BundleChange.<`).
    public private(set) var changes: [BundleChange] = []

    /// Compares `old` with `new`: every content kind's files, then the citations and media all kinds share.
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
