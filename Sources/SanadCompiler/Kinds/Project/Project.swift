import SanadCitations
import SanadSchema
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `sanad.yaml`: the project's identity, audiences, windows and trusted hosts.
    public enum Project: ContentKind {}
}

extension ContentKinds.Project {
    /// The `project` kind, checked against `Schemas/project.schema.json`.
    public static let source = SourceKind.project
    /// The bytes of `project.schema.json`.
    public static var schema: [UInt8] { PackageResources.project_schema_json }
    /// The kind owns `sanad.yaml` at the content root, and nothing else.
    public static func owns(_ path: [Substring]) -> Bool { path == ["sanad.yaml"] }
    /// The project file is `sanad.yaml` at the content root.
    public static let placement = "sanad.yaml"
    /// The project file is documented under `## The project file` in `docs/content-kinds.md`.
    public static let documentation = "The project file"
    /// No learner reads the project file: its titles and phrases are the app team's settings.
    public static let listening = Listening.notLearnerFacing

    /// `sanad.yaml` lowers to one `ProjectModel`, with the problems its schema cannot state:
    /// reversed ranges, milestones that do not ascend or XP that does not match them, and gradings
    /// that can never be evidence.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [ProjectModel], diagnostics: [Diagnostic]) {
        ([model(node)], reversedRanges(in: node["media"]) + milestoneProblems(in: node["streaks"]) + reversedPlanRanges(in: node) + refusedGrades(in: node))
    }

    /// Gradings no audience may accept as evidence, whatever the project says: a fabricated
    /// report (mawdu') is not a hadith at all, and a very weak one (da'if jiddan) is not acted on
    /// even for virtues (the condition al-Sakhawi reports from Ibn Hajar: its weakness must not be
    /// severe).
    public static let neverEvidence: [HadithGrade] = [.mawdu, .daifJiddan]

    /// An audience's `hadith-grades` that names a grading that can never be evidence.
    static func refusedGrades(in node: Node) -> [Diagnostic] {
        (node["audiences"]?.members ?? []).flatMap { audience in
            (audience.value["hadith-grades"].map { $0.elements ?? [$0] } ?? []).compactMap { grade -> Diagnostic? in
                guard let name = grade.string, let refused = HadithGrade(rawValue: name), neverEvidence.contains(refused) else { return nil }
                return Diagnostic(
                    CitationDiagnostics.gradingPolicy,
                    "the audience '\(audience.key)' accepts \(name) hadith, which can never be evidence",
                    at: grade.range,
                    notes: [.init(message: refused == .mawdu
                        ? "a mawdu' report is fabricated: it is not the Prophet's ﷺ word, and may be quoted only to warn against it"
                        : "a da'if jiddan report is too weak to act on, even for the virtues of deeds")],
                    help: "remove '\(name)' from hadith-grades")
            }
        }
    }

    /// An audience's ages and a planned category's lessons whose min is above their max (lowering
    /// leaves them out, so the audience would be for everyone and the category unplanned).
    static func reversedPlanRanges(in node: Node) -> [Diagnostic] {
        let ranges = (node["audiences"]?.members ?? []).map { ("ages of '\($0.key)'", $0.value["ages"]) }
            + (node["curriculum"]?.members ?? []).map { ("lessons planned for '\($0.key)'", $0.value["lessons"]) }
        return ranges.compactMap { what, range -> Diagnostic? in
            guard let range, let low = range.integer("min"), let high = range.integer("max"), low.value > high.value else { return nil }
            return Diagnostic(SchemaDiagnostics.outOfRange, "the \(what) have their min \(low.value) above their max \(high.value)", at: range.range, help: "swap them")
        }
    }

    /// Streak milestones that do not ascend, or milestone XP that does not give one value per
    /// milestone: what the schema cannot say, and the runtime would refuse.
    static func milestoneProblems(in streaks: Node?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let milestones = streaks?["milestones"]
        let values = (milestones?.elements ?? []).compactMap(\.integerValue)
        if let milestones, zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) {
            problems.append(Diagnostic(SchemaDiagnostics.outOfRange, "streak milestones must ascend: \(values)", at: milestones.range, help: "list them shortest first"))
        }
        if let xp = streaks?["milestone-xp"], (xp.elements ?? []).count != (milestones == nil ? 3 : values.count) {
            problems.append(Diagnostic(SchemaDiagnostics.outOfRange, "milestone-xp gives \((xp.elements ?? []).count) values for \(milestones == nil ? 3 : values.count) milestones",
                                       at: xp.range, help: "give one XP value per milestone, in the same order"))
        }
        return problems
    }

    /// `{ min: 192, max: 128 }` in the media policy: what the schema cannot say.
    static func reversedRanges(in media: Node?) -> [Diagnostic] {
        MediaUse.allCases.flatMap { use in
            ["sample-rate", "bit-rate"].compactMap { key -> Diagnostic? in
                guard let range = media?[use.rawValue]?[key], let low = range.integer("min"), let high = range.integer("max"), low.value > high.value else { return nil }
                return Diagnostic(SchemaDiagnostics.outOfRange, "the \(key) range of \(use.rawValue) has its min \(low.value) above its max \(high.value)",
                                  at: range.range, help: "swap them")
            }
        }
    }

    /// The audiences, which categories name.
    static let audiences = IDSpace("audience", owner: source, referenceNoun: "audience in sanad.yaml")

    /// The tags of `tags:`, which lessons' tags name when the project declares them.
    static let tags = IDSpace("tag", owner: source, referenceNoun: "tag in sanad.yaml")

    /// The entitlements of `entitlements:`: unique, as an app checks purchases by them.
    static let entitlements = IDSpace("entitlement", owner: source, referenceNoun: "entitlement in sanad.yaml")

    /// The audiences, the entitlements and, when `tags:` is given, the tag vocabulary; nothing
    /// without a project file.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        guard let project = corpus.project else { return [] }
        return [IDDefinitions(audiences, project.audiences.map { Located($0.id, at: $0.idRange) }),
                IDDefinitions(entitlements, project.entitlements.map(\.id))]
            + (project.tagVocabulary.map { [IDDefinitions(tags, $0)] } ?? [])
    }

    /// The audiences of `streaks:`, the categories `packs: core: categories:` names, and the
    /// categories and lessons an entitlement unlocks.
    public static func references(in corpus: Corpus) -> [IDReference] {
        var references = (corpus.project?.streaks.audienceKeys ?? []).map { IDReference($0, into: audiences) }
        references += (corpus.project?.corePack?.categories ?? []).map { IDReference($0, into: ContentKinds.Category.space) }
        for entitlement in corpus.project?.entitlements ?? [] {
            references += entitlement.categories.map { IDReference($0, into: ContentKinds.Category.space) }
            references += entitlement.lessons.map { IDReference($0, into: ContentKinds.Lesson.space) }
        }
        return references
    }

    /// The project emits `project.json`.
    public static let bundleFiles: [BundleManifest.FileKind] = [.project]
    /// `project.json`: the project's identity, locales, audiences, progress rules, entitlements,
    /// media credits and the notices the bundle carries.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        [try builder.encode(builder.project(notices: builder.notices), path: "project.json", kind: .project)]
    }
    /// Reports changed progress rules, audiences and entitlements (minor), title, credits and
    /// notices (a patch), and a changed bundle id (major).
    public static func compare(_ diff: inout BundleDiff) { diff.compareProject() }
    /// Project changes are reported of the project.
    public static let diffSubjects: [BundleChange.Subject] = [.project]
}

extension ContentKinds.Project {
    /// The curriculum plan's prerequisites name planned or written categories, and no planned
    /// category requires itself through others (the plan's order must be possible to teach).
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        unsatisfiableEntitlements(corpus) + checkCurriculum(corpus)
    }

    /// An entitlement no learner can meet: a level past the last of the progress rules' levels.
    static func unsatisfiableEntitlements(_ corpus: Corpus) -> [Diagnostic] {
        let levels = ProgressRules.defaults.levels.count
        return (corpus.project?.entitlements ?? []).compactMap { entitlement in
            guard let level = entitlement.level, level.value > levels else { return nil }
            return Diagnostic(ResolutionDiagnostics.unsatisfiableEntitlement,
                              "no learner can reach level \(level.value): the levels go up to \(levels), so '\(entitlement.id.value)' never unlocks what it names",
                              at: level.range, help: "name a level from 1 to \(levels)")
        }
    }

    static func checkCurriculum(_ corpus: Corpus) -> [Diagnostic] {
        guard let plan = corpus.project?.curriculum, !plan.isEmpty else { return [] }
        let known = Set(plan.map(\.id.value)).union(corpus.categories.map(\.id.value))
        var diagnostics: [Diagnostic] = []
        for category in plan {
            for required in category.requires where !known.contains(required.value) {
                let close = Suggestion.closest(to: required.value, in: known.sorted())
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.unknownReference, "the curriculum plan's '\(category.id.value)' requires '\(required.value)', which is neither planned nor written",
                    at: required.range, help: close.map { "did you mean '\($0)'?" } ?? "plan the category under 'curriculum:', or remove it",
                    fixIts: close.flatMap { Diagnostic.FixIt.didYouMean($0, replacing: required.value, at: required.range) }.map { [$0] } ?? []))
            }
        }
        // One depth-first search with a colour per category (on the path, or done): linear in the
        // plan, and each cycle reported once, where the search closes it.
        let requires = Dictionary(plan.map { ($0.id.value, $0.requires.map(\.value)) }, uniquingKeysWith: { first, _ in first })
        let ranges = Dictionary(plan.map { ($0.id.value, $0.id.range) }, uniquingKeysWith: { first, _ in first })
        var state: [String: Bool] = [:], path: [String] = []
        func visit(_ id: String) {
            state[id] = false
            path.append(id)
            for next in requires[id] ?? [] where requires[next] != nil {
                if state[next] == false, let start = path.firstIndex(of: next), let range = ranges[next] {
                    diagnostics.append(Diagnostic(
                        ResolutionDiagnostics.dependencyCycle, "the curriculum plan's prerequisites go round: \((path[start...] + [next]).joined(separator: " → "))",
                        at: range, help: "a category cannot be taught before itself: remove one of the prerequisites"))
                } else if state[next] == nil {
                    visit(next)
                }
            }
            path.removeLast()
            state[id] = true
        }
        for category in plan where state[category.id.value] == nil { visit(category.id.value) }
        return diagnostics
    }
}
