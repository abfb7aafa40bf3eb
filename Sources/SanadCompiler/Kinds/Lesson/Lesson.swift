import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `categories/<id>/NN-slug.md`: a lesson, front matter and a Markdown body in four phases.
    public enum Lesson: ContentKind {}
}

extension ContentKinds.Lesson {
    public static let source = SourceKind.lesson
    public static var schema: [UInt8] { PackageResources.lesson_schema_json }
    public static let isMarkdown = true
    public static func owns(_ path: [Substring]) -> Bool { path.count == 3 && path[0] == "categories" && path[2].hasSuffix(".md") }
    public static let placement = "categories/<id>/NN-slug.md"
    public static let documentation = "Lessons"
    public static let listening = Listening.narrated

    public static func idsAreUnreadable(_ node: Node, source: ParsedSource) -> Bool { Lowering.idIsUnreadable(source, node) }

    /// Lesson ids, which prerequisites and `lesson:` links name.
    /// The space of lesson ids.
    public static let space = IDSpace("lesson", owner: source)

    public static func definitions(in corpus: Corpus) -> [IDDefinitions] {
        [IDDefinitions(space, corpus.lessons.map(\.id))] + corpus.lessons.flatMap { lesson in
            [
                IDDefinitions(IDSpace("question", owner: source, scope: lesson.id.value), lesson.questions.map(\.id)),
                IDDefinitions(IDSpace("citation", owner: source, scope: lesson.id.value), lesson.citations.map(\.id)),
            ]
        }
    }

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


    public static var example: KindExample? { KindExample(path: "categories/backbiting/01-example.md", base: RuleExample.lesson().text) }

    public static let bundleFiles: [BundleManifest.FileKind] = [.lessons]
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        // The lesson files are most of the bundle: compile and encode them on all cores.
        let categories = builder.index.sortedCategories.map { ($0.id.value, builder.index.lessonsByCategory[$0.id.value] ?? []) }
        return try Pipeline.parallelMap(categories) { category, lessons in
            Result { () throws -> BundleBuilder.File in
                let bundle = BundleLessons(category: category, lessons: lessons.map(builder.lesson))
                return try builder.encode(bundle, path: builder.lessonsPath(category), kind: .lessons, category: category)
            }
        }.map { try $0.get() }
    }
    public static func compare(_ diff: inout BundleDiff) { diff.compareLessons() }
    public static let diffSubjects: [BundleChange.Subject] = [.lesson, .question]
}

extension ContentKinds.Lesson {
    public static func categoryFolder(of model: LessonModel) -> String? { model.categoryFolder }
    public static func mediaReferences(of model: LessonModel) -> [MediaReference] {
        [model.audio?.narration].compactMap { $0 }.map { MediaReference($0, use: .narration) }
            + [model.audio?.dhikr].compactMap { $0 }.map { MediaReference($0, use: .audio) } + [model.thumbnail?.mediaReference].compactMap { $0 }
            + (model.body?.mediaReferences ?? [])
    }

    public static func citedTexts(of model: LessonModel) -> [CitedTextUse] {
        [CitedTextUse(kind: source, id: model.id.value, title: model.title, citations: model.citations, review: model.review, file: model.file)]
    }

    /// The lesson, and each practice question for the question rules.
    public static func ruleSubjects(of model: LessonModel) -> [any Sendable] { [model] + model.questions }
}

extension ContentKinds.Lesson {
    public static func reviewedItems(of lesson: LessonModel) -> [ReviewedItem] {
        [ReviewedItem(
            what: "lesson", approvalID: lesson.id.value, review: lesson.review, fallback: lesson.id.range, categoryFolder: lesson.categoryFolder,
            kind: .lesson, file: lesson.file, canonicalText: lesson.canonicalText,
            fingerprint: { ReviewFingerprint.compute(lesson, canonicalText: $0, root: $1) },
            isVersion1: { ReviewFingerprint.isVersion1($0, of: lesson, canonicalText: $1) })]
    }
}
