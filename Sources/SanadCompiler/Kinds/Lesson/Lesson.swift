import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `categories/<id>/NN-slug.md`: a lesson, front matter and a Markdown body in four phases.
    public enum Lesson: ContentKind {}
}

extension ContentKinds.Lesson {
    /// The `lesson` kind, checked against `Schemas/lesson.schema.json`.
    public static let source = SourceKind.lesson
    /// The bytes of `lesson.schema.json`, which validates a lesson's front matter.
    public static var schema: [UInt8] { PackageResources.lesson_schema_json }
    /// A lesson is Markdown: YAML front matter, then a body in four phases.
    public static let isMarkdown = true
    /// Lessons are the `.md` files directly inside a category's folder.
    public static func owns(_ path: [Substring]) -> Bool { path.count == 3 && path[0] == "categories" && path[2].hasSuffix(".md") }
    /// A lesson goes in its category's folder, named by its position and a slug.
    public static let placement = "categories/<id>/NN-slug.md"
    /// Lessons are documented under `## Lessons` in `docs/content-kinds.md`.
    public static let documentation = "Lessons"
    /// A lesson is narrated, or waives narration with its reason where its audience may
    /// (`audio-alternative`, L0008).
    public static let listening = Listening.narrated

    /// A lesson's id is unreadable only when it is missing or an error lies inside it: other errors
    /// in the file leave references to it checked.
    public static func idsAreUnreadable(_ node: Node, source: ParsedSource) -> Bool { Lowering.idIsUnreadable(source, node) }

    /// Lesson ids, which prerequisites and `lesson:` links name.
    /// The space of lesson ids.
    public static let space = IDSpace("lesson", owner: source)

    /// Lesson ids, and within each lesson the ids of its practice questions and of its citations.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        // The lesson ids, then two lists for each lesson: made in an array of their exact number.
        var definitions: [IDDefinitions] = []
        definitions.reserveCapacity(1 + 2 * corpus.lessons.count)
        definitions.append(IDDefinitions(space, corpus.lessons.map(\.id)))
        for lesson in corpus.lessons {
            definitions.append(IDDefinitions(IDSpace("question", owner: source, scope: lesson.id.value), lesson.questions.map(\.id)))
            definitions.append(IDDefinitions(IDSpace("citation", owner: source, scope: lesson.id.value), lesson.citations.map(\.id)))
        }
        return definitions
    }

    /// Each lesson's subtopic (among its category's subtopics), its prerequisites (`requires:`),
    /// and its tags when `sanad.yaml` declares the tag vocabulary.
    public static func references(in corpus: Corpus) -> [IDReference] {
        let byFolder = Dictionary(corpus.categories.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        return corpus.lessons.flatMap { lesson -> [IDReference] in
            var references: [IDReference] = []
            if let subtopic = lesson.subtopic, let category = byFolder[lesson.categoryFolder] {
                references.append(IDReference(subtopic, into: ContentKinds.Category.subtopics(of: category)))
            }
            references += lesson.requires.map { IDReference($0, into: space, requiredBy: lesson.id.value) }
            // Tags are free unless sanad.yaml declares the vocabulary.
            if corpus.project?.tagVocabulary != nil { references += lesson.tags.map { IDReference($0, into: ContentKinds.Project.tags) } }
            return references
        }
    }


    /// Lesson rule examples stand for `categories/backbiting/01-example.md`, and replace fields of
    /// `RuleExample.lesson()`.
    public static var example: KindExample? { KindExample(path: "categories/backbiting/01-example.md", base: RuleExample.lesson().text) }

    /// Lessons emit `lessons/<category>.json`, one file per category.
    public static let bundleFiles: [BundleManifest.FileKind] = [.lessons]
    /// One `lessons/<category>.json` for each category with its lessons in full, each in its
    /// category's pack.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        // The lesson files are most of the bundle: compile and encode them on all cores.
        let categories = builder.index.sortedCategories.map { ($0.id.value, builder.index.lessonsByCategory[$0.id.value] ?? []) }
        let files = try Pipeline.parallelMap(categories) { category, lessons in
            Result { () throws -> BundleBuilder.File in
                let forChildren = lessons.map { builder.isForChildren($0.categoryFolder) }
                let placed = builder.placedInPack(BundleBuilder.File(path: builder.lessonsPath(category), kind: .lessons, category: category, data: Data()))
                let path = placed.path
                // A file written from the same lessons by the last build of a resident engine is
                // taken from the previous bundle.
                let memo = builder.lessonFiles
                let known = memo?.lookUp(path, lessons: lessons, forChildren: forChildren)
                if let known, let staged = builder.staging?.reuse(known, at: path) {
                    memo?.countReuse()
                    var file = placed
                    file.staged = staged
                    if memo?.verifying == true {
                        let encoded = try encode(category, lessons, forChildren: forChildren, builder: BundleBuilder(corpus: builder.corpus, index: builder.index))
                        precondition(encoded.sha256 == staged.sha256 && encoded.size == staged.size, "a kept lesson file differs from a new one: \(path)")
                    }
                    return file
                }
                let file = try encode(category, lessons, forChildren: forChildren, builder: builder)
                if let memo, let staged = file.staged { memo.keep(path, lessons: lessons, forChildren: forChildren, staged: staged) }
                return file
            }
        }.map { try $0.get() }
        builder.lessonFiles?.keepOnly(Set(files.map(\.path)))
        return files
    }

    /// The lesson file of `category`: `lessons` in order, encoded (and staged when `builder` stages).
    private static func encode(_ category: String, _ lessons: [LessonModel], forChildren: [Bool], builder: BundleBuilder) throws -> BundleBuilder.File {
        // Each phase's blocks are copied from its body as lowering encoded them, unless links are
        // gated for children (then every phase is written from its blocks).
        var phases: [ArraySlice<UInt8>]? = forChildren.contains(true) ? nil : []
        var bundled: [BundleLessons.Lesson] = []
        bundled.reserveCapacity(lessons.count)
        for lesson in lessons { bundled.append(builder.lesson(lesson, splicing: &phases)) }
        let bundle = BundleLessons(category: category, lessons: bundled)
        return try builder.encode(bundle, path: builder.lessonsPath(category), kind: .lessons, category: category, splicing: phases)
    }
    /// Reports lessons removed (major), added or renamed through `replaces:`, and the changes to
    /// each lesson and its practice questions.
    public static func compare(_ diff: inout BundleDiff) { diff.compareLessons() }
    /// Lesson changes are reported of lessons and of their practice questions.
    public static let diffSubjects: [BundleChange.Subject] = [.lesson, .question]
}

extension ContentKinds.Lesson {
    /// A lesson's media go in the pack of the category whose folder holds it.
    public static func categoryFolder(of model: LessonModel) -> String? { model.categoryFolder }
    /// A lesson's narration, its dhikr recording, its card's thumbnail (core pack) and the media
    /// its body names.
    public static func mediaReferences(of model: LessonModel) -> [MediaReference] {
        [model.audio?.narration].compactMap { $0 }.map { MediaReference($0, use: .narration) }
            + [model.audio?.dhikr].compactMap { $0 }.map { MediaReference($0, use: .audio) } + (model.thumbnail?.mediaReferences(inCorePack: true) ?? [])
            + (model.body?.mediaReferences ?? [])
    }

    /// One use: the lesson's citations cover every text of its file.
    public static func citedTexts(of model: LessonModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: model.citations, review: model.review, file: model.file)]
    }

    /// The lesson, and each practice question for the question rules.
    public static func ruleSubjects(of model: LessonModel) -> [any Sendable] { [model] + model.questions }
}

extension ContentKinds.Lesson {
    /// The lesson is one item, approved by its id, whose fingerprint covers its text and its media.
    public static func reviewedItems(of lesson: LessonModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "lesson", approvalID: lesson.id.value, review: lesson.review, fallback: lesson.id.range, categoryFolder: lesson.categoryFolder,
            kind: .lesson, file: lesson.file, canonicalText: lesson.canonicalText,
            fingerprint: { ReviewFingerprint.compute(lesson, canonicalText: $0, root: $1) },
            earlierFingerprint: { ReviewFingerprint.earlier($0, of: lesson, canonicalText: $1, root: $2) })]
    }
}
