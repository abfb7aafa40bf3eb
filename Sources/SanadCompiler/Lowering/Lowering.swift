import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// Lowers validated source trees into the typed model, one file at a time: a file's trees can
/// be let go of as soon as it is lowered (`Pipeline` reads, validates and lowers each file in one
/// pass, so the trees of all files never coexist with the models).
public enum Lowering {
    /// One file, lowered: what the corpus keeps of it, its models, and its problems.
    public struct LoweredFile: Sendable {
        public var summary: SourceSummary
        /// The file's problems from reading, parsing and validating it.
        public var sourceDiagnostics: [Diagnostic]
        /// Problems found while lowering it (in Markdown embedded in YAML values).
        public var loweringDiagnostics: [Diagnostic]
        /// An `[Kind.Model]` of its kind.
        var models: any Sendable
        /// Whether its ids cannot be trusted (see `ContentKind.idsAreUnreadable`).
        var incomplete: Bool
    }

    /// Lowers every file through its kind's declaration, on all cores.
    public static func lower(_ sources: [ParsedSource], root: String) -> Corpus {
        assemble(Pipeline.parallelMap(sources, lowerFile), root: root)
    }

    /// Lowers one parsed and validated file through its kind's declaration.
    public static func lowerFile(_ source: ParsedSource) -> LoweredFile {
        source.kind.declaration.lowerFile(source)
    }

    /// The corpus of lowered files: each kind's models in relative-path order.
    public static func assemble(_ files: [LoweredFile], root: String) -> Corpus {
        var corpus = Corpus(root: root)
        let files = files.sorted { $0.summary.relativePath < $1.summary.relativePath }
        corpus.sources = files.map(\.summary)
        corpus.diagnostics = files.flatMap(\.loweringDiagnostics)
        corpus.incompleteKinds = Set(files.filter(\.incomplete).map(\.summary.kind))
        let byKind = Dictionary(grouping: files, by: \.summary.kind)
        for kind in ContentKinds.all { kind.collect(byKind[kind.source] ?? [], into: &corpus) }
        return corpus
    }

    /// The canonical text of a file for its review fingerprint, when its review records one.
    static func canonicalTextIfFingerprinted(_ node: Node) -> String? {
        node["review"]?["fingerprint"] == nil ? nil : ReviewFingerprint.canonicalText(node)
    }

    /// Whether a file with one `id` has none, or an error inside it.
    static func idIsUnreadable(_ source: ParsedSource, _ node: Node) -> Bool {
        let errors = source.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return false }
        guard let id = node["id"], id.string != nil else { return true }
        return errors.contains { error in error.range.map { $0.start < id.range.end && id.range.start < max($0.end, $0.start + 1) } ?? false }
    }

    static func folder(of relativePath: String) -> String {
        let components = relativePath.split(separator: "/")
        return components.count >= 2 ? String(components[1]) : ""
    }

    static func project(_ node: Node) -> ProjectModel {
        func window(_ node: Node?) -> DurationWindow? {
            guard let node, let min = node.duration("min")?.value, let max = node.duration("max")?.value else { return nil }
            return DurationWindow(min: min, max: max)
        }
        func phaseWindows(_ node: Node?) -> [PhaseKind: DurationWindow] {
            var windows: [PhaseKind: DurationWindow] = [:]
            for phase in PhaseKind.allCases {
                if let override = window(node?[phase.rawValue]) { windows[phase] = override }
            }
            return windows
        }
        let audiences = (node["audiences"]?.members ?? []).map { member in
            var audience = ProjectModel.Audience(
                id: member.key, idRange: member.keyRange, title: member.value.text("title") ?? member.key,
                hadithGrades: member.value.strings("hadith-grades").map(\.value), isChildren: member.value.flag("children") ?? false)
            if let min = member.value["ages"]?.integer("min")?.value, let max = member.value["ages"]?.integer("max")?.value, min <= max {
                audience.ages = min...max
            }
            if case .bool(let waiver)? = member.value["narration-waiver"]?.value {
                audience.narrationWaiver = Located(waiver, at: member.value["narration-waiver"]!.range)
            }
            audience.humaneGamification = member.value.flag("humane-gamification") ?? false
            audience.lessonWindow = window(member.value["lesson-duration"])
            audience.phaseWindows = phaseWindows(member.value["phase-durations"])
            return audience
        }
        let texts = (node["quran"]?.objects("texts") ?? []).compactMap { text -> ProjectModel.QuranText? in
            guard let edition = text.text("edition"), let path = text.located("path"), let sha = text.located("sha256") else { return nil }
            return ProjectModel.QuranText(edition: edition, path: path, sha256: sha)
        }
        var model = ProjectModel(
            id: node.text("id") ?? "", title: node.text("title") ?? "", contentVersion: node.located("content-version"),
            locales: node.strings("locales").map(\.value), audiences: audiences,
            lessonWindow: window(node["lesson-duration"]) ?? PhaseKind.defaultLessonWindow, phaseWindows: phaseWindows(node["phase-durations"]),
            milestoneInterval: node.integer("milestone-interval")?.value ?? 5,
            videoHosts: node.strings("video-hosts").map(\.value), trustedDomains: node.strings("trusted-domains").map(\.value),
            quranTexts: texts, reviewValidFor: node.text("review-valid-for").flatMap(ReviewValidity.init))
        model.arabicValues = arabicValues(in: node)
        model.allowsUnverifiedQuran = node["quran"]?.flag("allow-unverified") ?? false
        model.bundleValidFor = node.text("bundle-valid-for").flatMap(ReviewValidity.init)
        model.media = mediaPolicy(node["media"])
        if let math = node["math"] {
            let standard = TeXSubset.standard
            model.math = TeXSubset(
                commands: math["commands"] == nil ? standard.commands : Set(math.strings("commands").map(\.value)),
                environments: math["environments"] == nil ? standard.environments : Set(math.strings("environments").map(\.value)))
        }
        model.translationTargets = model.locales.dropFirst().map { locale in
            let settings = node["translations"]?[locale]
            return TranslationTarget(locale: locale, required: settings?.flag("required") ?? false,
                                     paths: settings?["paths"] == nil ? nil : settings?.strings("paths").map(\.value))
        }
        if node["code-languages"] != nil { model.codeLanguages = Set(node.strings("code-languages").map(\.value)) }
        model.tone = (node["tone"]?.members ?? []).flatMap { locale in
            (locale.value.elements ?? []).compactMap { entry in
                entry.located("refuse").map { TonePhrase(locale: locale.key, refuse: $0, prefer: entry.text("prefer")) }
            }
        }
        model.curriculum = (node["curriculum"]?.members ?? []).compactMap { member -> PlannedCategory? in
            let plan = member.value
            let lessons: ClosedRange<Int>
            if let count = plan.integer("lessons")?.value {
                lessons = count...count
            } else if let min = plan["lessons"]?.integer("min")?.value, let max = plan["lessons"]?.integer("max")?.value, min <= max {
                lessons = min...max
            } else {
                return nil
            }
            return PlannedCategory(id: Located(member.key, at: member.keyRange), title: plan.text("title"), lessons: lessons,
                                   requires: plan.strings("requires"), method: plan.text("method"))
        }
        model.streaks = streakPolicy(node["streaks"])
        if let activities = window(node["activity-duration"]) { model.activityWindow = activities }
        if let core = node["packs"]?["core"] {
            if core["categories"] != nil {
                model.corePack = .categories(core.strings("categories"))
            } else if let lessons = core.integer("lessons") {
                model.corePack = .lessons(lessons)
            }
        }
        return model
    }

    static func category(_ node: Node, source: ParsedSource) -> (CategoryModel, [Diagnostic]) {
        let folder = folder(of: source.relativePath)
        let overview = node.located("overview")
        let compiled = overview.map { embeddedMarkdown($0, in: source.file) }
        let subtopics = node.objects("subtopics").compactMap { subtopic -> Located<BundleSubtopic>? in
            guard let id = subtopic.located("id") else { return nil }
            return Located(BundleSubtopic(id: id.value, title: subtopic.text("title") ?? id.value), at: id.range)
        }
        let category = CategoryModel(
            id: node.located("id") ?? Located(folder, at: .startOf(source.file)), folder: folder,
            kind: node.text("kind").flatMap(CategoryKind.init(rawValue:)), title: node.text("title") ?? "", arabic: node.text("arabic"),
            summary: node.text("summary") ?? "", overview: overview, overviewBody: compiled?.document,
            citations: node.objects("citations").compactMap(citation), review: review(node), order: node.integer("order"),
            audience: node.located("audience"), subtopics: subtopics, requires: node.strings("requires"),
            milestoneInterval: node.integer("milestone-interval")?.value, goalDays: node.integer("goal-days")?.value,
            reviewScopes: node["review-scopes"] != nil
                ? node.strings("review-scopes").map(\.value)
                : (node.text("kind") == CategoryKind.curriculum.rawValue ? ["childrens-education"] : ["akhlaq"]),
            arabicValues: arabicValues(in: node, skipping: nonProseKeys.union(["overview"])), canonicalText: canonicalTextIfFingerprinted(node),
            file: source.file)
        return (category, compiled?.diagnostics ?? [])
    }

    static func lesson(_ node: Node, source: ParsedSource) -> LessonModel? {
        guard let id = node.located("id") else { return nil }
        var phases: [PhaseKind: Located<Int>] = [:]
        if let phaseNode = node["phases"] {
            for phase in PhaseKind.allCases { phases[phase] = phaseNode.duration(phase.rawValue) }
        }
        let audio = node["audio"].map { audio in
            AudioModel(
                narration: audio.located("narration"), duration: audio.duration("duration")?.value,
                dhikr: audio.located("dhikr"), waiver: audio.text("waiver"), range: audio.range)
        }
        let videos = node.objects("video").compactMap { video -> Located<VideoModel>? in
            guard let url = video.text("url") else { return nil }
            return Located(VideoModel(url: url, title: video.text("title") ?? ""), at: video["url"]!.range)
        }
        let window = node["available"]
        let tags = node["suitability"]
        return LessonModel(
            id: id, categoryFolder: folder(of: source.relativePath), title: node.text("title") ?? "",
            order: node.integer("order"), subtopic: node.located("subtopic"), tags: node.strings("tags").map(\.value),
            duration: node.duration("duration"), takeaway: node.text("takeaway") ?? "", completion: node.text("completion").flatMap(CompletionMode.init(rawValue:)) ?? .read,
            requires: node.strings("requires"), replaces: node.located("replaces"), phaseDurations: phases,
            audio: audio, videos: videos, questions: node.objects("practice").compactMap(question),
            attempts: node.integer("attempts")?.value, citations: node.objects("citations").compactMap(citation),
            review: review(node), phasesKeyRange: node.member("phases")?.keyRange, hasPracticeKey: node["practice"] != nil,
            arabicValues: arabicValues(in: node), canonicalText: canonicalTextIfFingerprinted(node), body: source.body.map(BodyCompiler.compile), file: source.file, relativePath: source.relativePath,
            available: window.map { Availability(from: $0.text("from"), to: $0.text("to"), hijriFrom: $0["hijri"]?.text("from"), hijriTo: $0["hijri"]?.text("to")) },
            suitability: tags.map { tags in
                Suitability(
                    audioOnly: tags.flag("audio-only"), nasheed: tags.text("nasheed").flatMap(Suitability.Nasheed.init(rawValue:)),
                    animation: tags.text("animation").flatMap(Suitability.AnimationIntensity.init(rawValue:)))
            })
    }

    static func review(_ node: Node) -> ReviewModel {
        let reviewNode = node["review"]
        return ReviewModel(
            status: reviewNode?.text("status").flatMap(ReviewStatus.init(rawValue:)) ?? .draft, reviewer: reviewNode?.located("reviewer"),
            date: reviewNode?.text("date"), fingerprint: reviewNode?.text("fingerprint"), range: reviewNode?.range,
            statusRange: reviewNode?["status"]?.range, dateRange: reviewNode?["date"]?.range, fingerprintRange: reviewNode?["fingerprint"]?.range)
    }

    /// Markdown in a YAML value (an overview), compiled like a body: its ranges are in the value,
    /// embedded in the file, and its problems are those of any body.
    static func embeddedMarkdown(_ value: Located<String>, in file: SourceFile) -> (document: CompiledBody?, diagnostics: [Diagnostic]) {
        let text = SourceFile.embedded(value.value, in: file, range: value.range.start..<value.range.end)
        let whole = 0..<text.bytes.count
        let preflight = MarkdownPreflight.check(text, body: whole)
        guard preflight.isEmpty else { return (nil, preflight.map(\.inContainingFiles)) }
        let markdown = MarkdownParser.parse(text, body: whole, firstLine: 1)
        return (BodyCompiler.compile(markdown.document), markdown.diagnostics.map(\.inContainingFiles))
    }

    static func question(_ node: Node) -> QuestionModel? {
        guard let id = node.located("id") else { return nil }
        let choices = node.objects("choices").compactMap { choice -> QuestionModel.Choice? in
            guard let text = choice.located("text") else { return nil }
            return QuestionModel.Choice(text: text, correct: choice.flag("correct") ?? false, feedback: choice.text("feedback"), range: choice.range)
        }
        let pairs = node.objects("pairs").compactMap { pair -> (left: Located<String>, right: Located<String>)? in
            guard let left = pair.located("left"), let right = pair.located("right") else { return nil }
            return (left, right)
        }
        return QuestionModel(
            id: id, type: node.text("type").flatMap(QuestionType.init(rawValue:)), prompt: node.text("prompt") ?? "", multiSelect: node.flag("multi-select") ?? false,
            choices: choices, answer: node.flag("answer"), pairs: pairs, items: node.strings("items"),
            modelAnswer: node.text("model-answer"), feedback: node.text("feedback"), feedbackCorrect: node.text("feedback-correct"),
            feedbackIncorrect: node.text("feedback-incorrect"), explanation: node.text("explanation"),
            attempts: node.integer("attempts")?.value, choicesKeyRange: node.member("choices")?.keyRange)
    }

    static func citation(_ node: Node) -> CitationModel? {
        guard let id = node.located("id") else { return nil }
        guard let kind = CitationKind.allCases.first(where: { node[$0.sourceKey] != nil }), let reference = node.located(kind.sourceKey) else { return nil }
        var citation = CitationModel(
            id: id, kind: kind, reference: reference, text: node.text("text"), translation: node.text("translation"),
            grade: node.text("grade"), grader: node.text("grader"), author: node.text("author"), book: node.scalarText("book"),
            chapter: node.scalarText("chapter"), title: node.text("title"), note: node.text("note"), textRange: node["text"]?.range,
            gradeRange: node["grade"]?.range)
        if kind == .quran { citation.quranReference = Result { () throws(QuranReference.ParseError) in try QuranReference(parsing: reference.value) } }
        return citation
    }

    static func reviewer(_ node: Node, isSampleData: Bool) -> ReviewerModel? {
        guard let id = node.located("id") else { return nil }
        return ReviewerModel(
            id: id, name: node.text("name") ?? "", credentials: node.text("credentials") ?? "", scopes: node.strings("scopes").map(\.value),
            isSampleData: isSampleData)
    }

    static func achievement(_ node: Node) -> AchievementModel? {
        guard let id = node.located("id"), let trigger = node["trigger"] else { return nil }
        return AchievementModel(
            id: id, title: node.text("title") ?? "", description: node.text("description") ?? "",
            triggerType: trigger.text("type").flatMap(TriggerType.init(rawValue:)), count: trigger.integer("count")?.value, days: trigger.integer("days")?.value,
            category: trigger.located("category"), from: trigger.text("from"), to: trigger.text("to"),
            hijriFrom: trigger["hijri"]?.text("from"), hijriTo: trigger["hijri"]?.text("to"), arabicValues: arabicValues(in: node),
            titleRange: node["title"]?.range, descriptionRange: node["description"]?.range, lesson: trigger.located("lesson"),
            group: node.text("group").flatMap(AchievementGroup.init(rawValue:)), xp: node.integer("xp")?.value,
            badge: node["badge"]?.located("image"), lockedBadge: node["badge"]?.located("locked"), audience: node.located("audience"))
    }
}
