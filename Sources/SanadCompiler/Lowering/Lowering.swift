import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

/// Lowers validated source trees into the typed model, one file at a time: a file's trees can
/// be let go of as soon as it is lowered (`Pipeline` reads, validates and lowers each file in one
/// pass, so the trees of all files never coexist with the models).
public enum Lowering {
    /// One file, lowered: what the corpus keeps of it, its models, and its problems.
    /// Immutable, and a class: the resident engine hands the same result to run after run, and
    /// every stage passes it along without copying its arrays.
    public final class LoweredFile: Sendable {
        /// What the corpus keeps of the file: its path, bytes, learner texts and cited sources.
        public let summary: SourceSummary
        /// The file's problems from reading, parsing and validating it.
        public let sourceDiagnostics: [Diagnostic]
        /// Problems found while lowering it (in Markdown embedded in YAML values).
        public let loweringDiagnostics: [Diagnostic]
        /// An `[Kind.Model]` of its kind.
        let models: any Sendable
        /// Whether its ids cannot be trusted (see `ContentKind.idsAreUnreadable`).
        let incomplete: Bool

        init(summary: SourceSummary, sourceDiagnostics: [Diagnostic], loweringDiagnostics: [Diagnostic], models: any Sendable, incomplete: Bool) {
            self.summary = summary
            self.sourceDiagnostics = sourceDiagnostics
            self.loweringDiagnostics = loweringDiagnostics
            self.models = models
            self.incomplete = incomplete
        }
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
        // Discovery gives the files in this order: they are sorted only when they are not.
        let inOrder = zip(files, files.dropFirst()).allSatisfy { $0.summary.relativePath < $1.summary.relativePath }
        let files = inOrder ? files : files.sorted { $0.summary.relativePath < $1.summary.relativePath }
        // One pass over the files (the resident engine assembles 10,000 of them per keystroke:
        // each file is visited once), grouping them by kind without hashing.
        var summaries: [SourceSummary] = []
        summaries.reserveCapacity(files.count)
        var byKind: [(kind: SourceKind, files: [LoweredFile])] = []
        var last = -1
        for file in files {
            let summary = file.summary
            if !file.loweringDiagnostics.isEmpty { corpus.diagnostics += file.loweringDiagnostics }
            if file.incomplete { corpus.incompleteKinds.insert(summary.kind) }
            if last < 0 || byKind[last].kind != summary.kind {
                last = byKind.firstIndex { $0.kind == summary.kind } ?? {
                    byKind.append((summary.kind, []))
                    return byKind.count - 1
                }()
            }
            byKind[last].files.append(file)
            summaries.append(summary)
        }
        corpus.sources = TranslatedTexts.resolve(summaries)
        for kind in ContentKinds.all { kind.collect(byKind.first { $0.kind == kind.source }?.files ?? [], into: &corpus) }
        TranslatedTexts.giveSourceReviews(in: &corpus)
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

    static func review(_ node: Node) -> ReviewModel {
        let reviewNode = node["review"]
        return ReviewModel(
            status: reviewNode?.text("status").flatMap(ReviewStatus.init(rawValue:)) ?? .draft, reviewer: reviewNode?.located("reviewer"),
            date: reviewNode?.text("date"), fingerprint: reviewNode?.text("fingerprint"), range: reviewNode?.range,
            statusRange: reviewNode?["status"]?.range, dateRange: reviewNode?["date"]?.range, fingerprintRange: reviewNode?["fingerprint"]?.range,
            texts: reviewNode?["texts"]?.members.map { members in
                Dictionary(members.compactMap { member in member.value.string.map { (member.key, $0) } }, uniquingKeysWith: { first, _ in first })
            },
            signature: reviewNode?.located("signature"),
            coApprovals: (reviewNode?.objects("co-approvals") ?? []).compactMap { approval in
                approval.located("reviewer").map {
                    ReviewModel.CoApproval(reviewer: $0, date: approval.text("date"), dateRange: approval["date"]?.range, signature: approval.located("signature"))
                }
            })
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
        }.withExactCapacity()
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
}
