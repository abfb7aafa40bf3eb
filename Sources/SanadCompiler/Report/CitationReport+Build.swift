import Foundation
import SanadCitations
import SanadDiagnostics

extension CitationReport {
    /// Builds the report from a checked corpus.
    public static func build(_ result: Pipeline.Result) -> CitationReport {
        let corpus = result.corpus
        let verifier = QuranTexts.load(for: corpus.project, root: corpus.root).verifier
        let hadith = HadithRegistry(overrides: corpus.hadithCollections)
        var report = CitationReport(project: corpus.project?.title ?? "", notice: verifier == nil ? nil : BundleBuilder.tanzilNotice)
        let stale = Set(result.diagnostics.filter { $0.code == ReviewDiagnostics.staleApproval }.compactMap(\.path))
        func use(_ lesson: LessonModel) -> LessonUse {
            let state = lesson.review.status == "approved" && stale.contains(lesson.file.path) ? "approved (stale)" : lesson.review.status
            return LessonUse(id: lesson.id.value, title: lesson.title, review: state)
        }
        for lesson in corpus.lessons {
            if lesson.review.status == "approved" { if stale.contains(lesson.file.path) { report.summary.stale += 1 } } else { report.summary.unapproved += 1 }
            if lesson.citations.isEmpty { report.summary.lessonsWithoutCitations.append(lesson.id.value) }
        }
        report.summary.lessonsWithoutCitations.sort()

        // Problems reported at a citation's place, by file and line.
        var problemsByLine: [String: [String]] = [:]
        for diagnostic in result.diagnostics where diagnostic.code.group == "citations" {
            guard let path = diagnostic.path, let line = diagnostic.location?.line else { continue }
            problemsByLine["\(path):\(line)", default: []].append("\(diagnostic.code.id): \(diagnostic.message)")
        }

        var entries: [String: Entry] = [:]
        var order: [String: (Int, Int, String)] = [:]
        for lesson in corpus.lessons.sorted(by: { $0.id.value < $1.id.value }) {
            var quotes: [(QuranReference, String)] = []
            lesson.body?.walk { node in
                if let block = BodyCompiler.citationBlock(node), block.source == "quran", let text = block.text,
                    let reference = try? QuranReference(parsing: block.reference) { quotes.append((reference, text)) }
            }
            for citation in lesson.citations {
                let canonical = citation.kind == "quran" || citation.kind == "hadith"
                    ? String(citation.key.dropFirst(citation.kind.count + 1)) : citation.reference.value
                var entry = entries[citation.key] ?? Entry(
                    kind: citation.kind, reference: canonical, translation: citation.translation, grade: citation.grade,
                    grader: citation.grader, title: citation.title, author: citation.author, url: citation.kind == "web" ? citation.reference.value : nil,
                    lessons: [], problems: [])
                if citation.kind == "hadith", let reference = try? HadithReference(parsing: citation.reference.value, registry: hadith) {
                    entry.grade = entry.grade ?? reference.collection.defaultGrade?.rawValue
                    entry.title = entry.title ?? "\(reference.collection.name), \(reference.number)\(reference.subNumber ?? "") (\(reference.numbering.name))"
                }
                entry.checked = entry.checked ?? Self.checked(kind: citation.kind)
                entry.note = entry.note ?? citation.note
                if citation.kind == "work" { entry.title = [citation.reference.value, citation.book.map { "book \($0)" }, citation.chapter.map { "chapter \($0)" }].compactMap { $0 }.joined(separator: ", ") }
                entry.lessons.append(use(lesson))
                let line = citation.id.range.startLocation.line
                entry.problems += problemsByLine["\(lesson.file.path):\(line)"] ?? []
                if citation.kind == "quran", let reference = try? QuranReference(parsing: citation.reference.value) {
                    order[citation.key] = (reference.surah, reference.firstAyah, citation.key)
                    if let verifier {
                        entry.ayat = reference.ayahs.compactMap { number in
                            verifier.editions[0].text.ayah(surah: reference.surah, ayah: number).map { Ayah(number: number, text: $0) }
                        }
                    }
                    let related = quotes.filter { reference.overlaps($0.0) }.map(\.1) + [citation.text].compactMap { $0 }
                    entry.verification = Self.merge(entry.verification, Self.verification(of: related, reference: reference, verifier: verifier))
                    entry.verifiedLevel = Self.level(of: related, reference: reference, verifier: verifier, merging: entry.verifiedLevel)
                } else if citation.kind == "hadith", let reference = try? HadithReference(parsing: citation.reference.value, registry: hadith) {
                    order[citation.key] = (hadith.collections.firstIndex(of: reference.collection) ?? 99, reference.number, citation.key)
                }
                entries[citation.key] = entry
            }
        }
        for (_, entry) in entries.sorted(by: { (order[$0.key] ?? (.max, 0, $0.key)) < (order[$1.key] ?? (.max, 0, $1.key)) }) {
            switch entry.kind {
            case "quran": report.quran.append(entry)
            case "hadith": report.hadith.append(entry)
            default: report.other.append(entry)
            }
            if entry.kind != "quran" { report.summary.wordingNotVerified += 1 }
            switch entry.verification {
            case "verified": report.summary.verified += 1
            case "mismatched": report.summary.mismatched += 1
            case "unverifiable": report.summary.unverifiable += 1
            default: break
            }
        }
        report.other.sort { ($0.kind, $0.reference) < ($1.kind, $1.reference) }
        return report
    }

    /// What the report may claim about a source whose text Sanad does not have.
    static func checked(kind: String) -> String? {
        switch kind {
        case "hadith": return "collection, number and grading policy checked; the wording and the grading itself are not verified (Sanad has no hadith texts)"
        case "work": return "not verified: Sanad cannot check classical works; a reviewer must"
        case "web": return "domain is trusted; the page's content is not verified"
        default: return nil
        }
    }

    static func verification(of quotes: [String], reference: QuranReference, verifier: QuranVerifier?) -> String {
        guard !quotes.isEmpty else { return "not-quoted" }
        guard let verifier else { return "unverifiable" }
        for quote in quotes {
            if case .mismatch = verifier.verify(quote, against: reference) { return "mismatched" }
        }
        return "verified"
    }

    /// The least covered level of the quotations that verify (nil when none does).
    static func level(of quotes: [String], reference: QuranReference, verifier: QuranVerifier?, merging current: String?) -> String? {
        let order = QuranVerifier.Level.allCases
        var levels = current.flatMap(QuranVerifier.Level.init(rawValue:)).map { [$0] } ?? []
        for quote in quotes {
            if case .verified(_, let level)? = verifier?.verify(quote, against: reference) { levels.append(level) }
        }
        return levels.min { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }?.rawValue
    }

    /// The worse of two verification states of one source cited in several lessons.
    static func merge(_ a: String?, _ b: String) -> String {
        let rank = ["mismatched": 0, "unverifiable": 1, "verified": 2, "not-quoted": 3]
        guard let a else { return b }
        return (rank[a] ?? 3) <= (rank[b] ?? 3) ? a : b
    }
}
