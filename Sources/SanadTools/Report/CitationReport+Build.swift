import SanadBundleFormat
import Foundation
import SanadCitations
import SanadDiagnostics
import SanadCompiler

extension CitationReport {
    /// A use of sources, with what the report needs of it: the citation blocks of the texts it covers.
    struct Source {
        var use: LessonUse
        var citations: [CitationModel]
        var blocks: [BodyCompiler.CitationBlock]
        var review: ReviewModel
    }

    /// Builds the report from a checked corpus: every source cited by a lesson or a category
    /// overview, and every lesson and overview with what it cites.
    public static func build(_ result: Pipeline.Result) -> CitationReport {
        let corpus = result.corpus
        let verifier = QuranTexts.load(for: corpus.project, root: corpus.root).verifier
        let hadith = HadithRegistry(overrides: corpus.hadithCollections)
        let hadithTexts = HadithTextFiles.load(for: corpus.project, root: corpus.root).verifier
        let notices = (verifier == nil ? [] : [BundleBuilder.tanzilNotice]) + (hadithTexts == nil ? [] : BundleBuilder.hadithNotices(corpus.project))
            + BundleBuilder.projectNotices(corpus.project)
        var report = CitationReport(project: corpus.project?.title ?? "", notice: notices.isEmpty ? nil : notices.joined(separator: "\n"))
        let sources = Self.sources(result)
        for source in sources where source.use.kind == .lesson {
            if source.review.isApproved { if source.use.review == "approved (stale)" { report.summary.stale += 1 } } else { report.summary.unapproved += 1 }
            if source.citations.isEmpty { report.summary.lessonsWithoutCitations.append(source.use.id) }
        }
        report.summary.lessonsWithoutCitations.sort()

        // Problems reported at a citation's place, by file and line, and by file.
        var problemsByLine: [String: [String]] = [:], problemsByFile: [String: [String]] = [:]
        for diagnostic in result.diagnostics where diagnostic.code.group == .citations {
            guard let path = diagnostic.path, let line = diagnostic.location?.line else { continue }
            let problem = "\(diagnostic.code.id) at line \(line): \(diagnostic.message)"
            problemsByLine["\(path):\(line)", default: []].append("\(diagnostic.code.id): \(diagnostic.message)")
            problemsByFile[path, default: []].append(problem)
        }

        var entries: [String: Entry] = [:]
        var order: [String: (Int, Int, String)] = [:]
        var views: [CitedTextView] = []
        for source in sources {
            var quotes: [(reference: QuranReference, words: [ArabicWord], line: Int)] = []
            let hadithQuotes = source.blocks.filter { $0.source == .hadith && $0.text != nil }
            for block in source.blocks {
                guard block.source == .quran, block.text != nil, let reference = try? block.quranReference?.get() else { continue }
                let words = CitationChecker.quotedWords(of: block)
                let line = words.first.map { SourceRange(file: block.range.file, start: $0.offset, end: $0.offset).inContainingFile.startLocation.line } ?? 0
                quotes.append((reference, words, line))
            }
            var view = CitedTextView(use: source.use, citations: [], problems: source.use.path.flatMap { problemsByFile[$0] } ?? [])
            for citation in source.citations {
                let canonical = citation.kind == .quran || citation.kind == .hadith
                    ? String(citation.key.dropFirst(citation.kind.rawValue.count + 1)) : citation.reference.value
                view.citations.append("\(citation.kind) \(canonical)")
                var entry = entries[citation.key] ?? Entry(
                    kind: citation.kind, reference: canonical, translation: citation.translation, grade: citation.grade,
                    grader: citation.grader, title: citation.title, author: citation.author, url: citation.kind == .web ? citation.reference.value : nil,
                    lessons: [], problems: [])
                if citation.kind == .hadith, let reference = try? HadithReference(parsing: citation.reference.value, registry: hadith) {
                    entry.grade = entry.grade ?? reference.collection.defaultGrade?.rawValue
                    entry.title = entry.title ?? "\(reference.collection.name), \(reference.number)\(reference.subNumber ?? "") (\(reference.numbering.name))"
                }
                let hadithReference = citation.kind == .hadith ? try? HadithReference(parsing: citation.reference.value, registry: hadith) : nil
                entry.checked = entry.checked ?? Self.checked(kind: citation.kind, hasText: hadithReference.map { hadithTexts?.texts.records(for: $0) != nil } ?? false)
                entry.note = entry.note ?? citation.note
                if citation.kind == .work { entry.title = [citation.reference.value, citation.book.map { "book \($0)" }, citation.chapter.map { "chapter \($0)" }].compactMap { $0 }.joined(separator: ", ") }
                let declared = citation.id.range.inContainingFile
                var use = source.use
                use.line = declared.startLocation.line
                entry.lessons.append(use)
                let problems = problemsByLine["\(declared.file.path):\(declared.startLocation.line)"] ?? []
                entry.problems += problems
                if citation.kind == .quran, let reference = try? citation.quranReference?.get() {
                    order[citation.key] = (reference.surah, reference.firstAyah, citation.key)
                    if let verifier {
                        entry.ayat = reference.ayahs.compactMap { number in
                            verifier.editions[0].text.ayah(surah: reference.surah, ayah: number).map { Ayah(number: number, text: $0) }
                        }
                    }
                    // Each quotation is verified once; a mismatch is then shown beside the text.
                    let related = quotes.filter { reference.overlaps($0.reference) }
                    let texts = related.map { (words: $0.words, line: Optional($0.line), shown: $0.reference) }
                        + [citation.text.map { (words: ArabicWord.words(in: $0), line: Int?.none, shown: reference) }].compactMap { $0 }
                    var state: Verification = texts.isEmpty ? .notQuoted : verifier == nil ? .unverifiable : .verified
                    var levels = entry.verifiedLevel.flatMap(QuranVerifier.Level.init(rawValue:)).map { [$0] } ?? []
                    for text in texts {
                        switch verifier?.verify(text.words, against: reference) {
                        case .verified(_, let level)?:
                            levels.append(level)
                        case .mismatch?:
                            state = .mismatched
                            if let line = text.line, let comparison = verifier?.sideBySide(text.words, against: text.shown) {
                                let mismatch = QuotationMismatch(id: source.use.id, path: source.use.path ?? "", line: line, comparison: comparison)
                                entry.mismatches = (entry.mismatches ?? []) + [mismatch]
                            }
                        case nil:
                            break
                        }
                    }
                    entry.verification = entry.verification.map { $0.worse(state) } ?? state
                    let order = QuranVerifier.Level.allCases
                    entry.verifiedLevel = levels.min { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }?.rawValue
                } else if citation.kind == .hadith, let reference = hadithReference {
                    order[citation.key] = (hadith.collections.firstIndex(of: reference.collection) ?? 99, reference.number, citation.key)
                    let quoted = hadithQuotes.filter { $0.reference == citation.reference.value }.map(CitationChecker.quotedWords(of:))
                    Self.verify(quoted, against: reference, with: hadithTexts, into: &entry)
                }
                entries[citation.key] = entry
            }
            if !view.citations.isEmpty || !view.problems.isEmpty { views.append(view) }
        }
        for (_, entry) in entries.sorted(by: { (order[$0.key] ?? (.max, 0, $0.key)) < (order[$1.key] ?? (.max, 0, $1.key)) }) {
            switch entry.kind {
            case .quran: report.quran.append(entry)
            case .hadith: report.hadith.append(entry)
            case .work, .web: report.other.append(entry)
            }
            if entry.kind != .quran, entry.kind != .hadith || entry.verification == nil { report.summary.wordingNotVerified += 1 }
            switch entry.verification {
            case .verified?: report.summary.verified += 1
            case .mismatched?: report.summary.mismatched += 1
            case .unverifiable?: report.summary.unverifiable += 1
            case .notQuoted?, nil: break
            }
        }
        report.other.sort { ($0.kind.rawValue, $0.reference) < ($1.kind.rawValue, $1.reference) }
        report.texts = views.sorted { ($0.use.id, ($0.use.kind ?? .lesson).rawValue) < ($1.use.id, ($1.use.kind ?? .lesson).rawValue) }
        return report
    }

    /// Lessons, overviews and supplementary items with their review state as the checks found it.
    static func sources(_ result: Pipeline.Result) -> [Source] {
        var approval: [String: [ApprovalProblem]] = [:]
        let problems: [DiagnosticCode: ApprovalProblem] = [
            ReviewDiagnostics.staleApproval: .stale, ReviewDiagnostics.reviewerScope: .reviewerOutOfScope,
            ReviewDiagnostics.sampleReviewer: .sampleReviewer, ReviewDiagnostics.expiredApproval: .expired,
            ReviewDiagnostics.approvalDate: .dateNotValid,
        ]
        for diagnostic in result.diagnostics {
            guard let path = diagnostic.path, let problem = problems[diagnostic.code] else { continue }
            approval[path, default: []].append(problem)
        }
        func lessonUse(kind: UseKind, id: String, title: String, review: ReviewModel, path: String, note: String?) -> LessonUse {
            let found = approval[path] ?? []
            let state = review.isApproved && found.contains(.stale) ? "approved (stale)" : review.status.rawValue
            return LessonUse(id: id, title: title, review: state, kind: kind, path: path, line: nil, approval: found.isEmpty ? nil : found, note: note)
        }
        // The quotations each use's texts show, file by file, each text under the use covering it.
        var blocksByUse: [String: [BodyCompiler.CitationBlock]] = [:]
        for file in result.corpus.sources where !file.citedTexts.isEmpty {
            for (text, use) in zip(file.texts, CitedTextUse.covering(file.citedTexts, file.texts)) {
                guard let use, let blocks = text.body?.citationBlocks, !blocks.isEmpty else { continue }
                blocksByUse["\(file.file.path)#\(file.citedTexts[use].keyPrefix)", default: []] += blocks
            }
        }
        func blocks(of use: CitedTextUse) -> [BodyCompiler.CitationBlock] { blocksByUse["\(use.path)#\(use.keyPrefix)"] ?? [] }
        // Lessons, then every other kind in registry order, each by id.
        let uses = ContentKinds.all.flatMap { $0.allCitedTexts(in: result.corpus) }
            .sorted { (UseKind(of: $0.kind).order, $0.id) < (UseKind(of: $1.kind).order, $1.id) }
        return uses.map { use in
            Source(use: lessonUse(kind: UseKind(of: use.kind), id: use.id, title: use.title, review: use.review, path: use.path, note: use.note),
                   citations: use.citations, blocks: blocks(of: use), review: use.review)
        }
    }

    /// A hadith's quotations, verified against its text: the worst state, the least level, and
    /// the hadith as the text has it.
    static func verify(_ quotations: [[ArabicWord]], against reference: HadithReference, with verifier: HadithVerifier?, into entry: inout Entry) {
        guard let verifier, let records = verifier.texts.records(for: reference) else { return }
        entry.text = entry.text ?? records.first?.text
        var state: Verification = quotations.isEmpty ? .notQuoted : .verified
        var levels = entry.verifiedLevel.flatMap(QuranVerifier.Level.init(rawValue:)).map { [$0] } ?? []
        for words in quotations {
            switch verifier.verify(words, against: reference) {
            case .verified(let record, let level):
                entry.text = record.text
                levels.append(level)
            case .mismatch: state = .mismatched
            case .notInText: state = state.worse(.unverifiable)
            case .referenceOnly: break
            }
        }
        if records.isEmpty, !quotations.isEmpty { state = .unverifiable }
        entry.verification = entry.verification.map { $0.worse(state) } ?? state
        entry.verifiedLevel = levels.min()?.rawValue
    }

    /// What the report may claim about a source: for a hadith, whether its collection has a text here.
    static func checked(kind: CitationKind, hasText: Bool = false) -> String? {
        switch kind {
        case .hadith where hasText:
            return "collection, number and grading policy checked; quoted wording verified against the hadith text; the grading itself is not verified"
        case .hadith: return "reference only: collection, number and grading policy checked; no hadith text is configured for this collection, so the wording is not verified"
        case .work: return "not verified: Sanad cannot check classical works; a reviewer must"
        case .web: return "domain is trusted; the page's content is not verified"
        case .quran: return nil
        }
    }
}
