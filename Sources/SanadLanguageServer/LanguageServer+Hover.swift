import SanadCitations
import SanadCompiler
import SanadDiagnostics

/// `textDocument/hover`: on a Qur'an reference, the ayahs in each configured edition; on a
/// hadith reference, the collection, number and grading; on a diagnostic, its code's
/// documentation. Markdown, as clients render it.
extension LanguageServer {
    func hover(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let (document, offset) = try documentPosition(params)
        let workspace = checkedWorkspace(of: document)
        var sections: [String] = []
        var range: Range<Int>?
        let line = document.lines.line(of: offset)
        let lineStart = document.lines.lineStarts[line]
        let lineBytes = Array(document.text[lineStart..<document.lines.lineEnd(line)])
        if let citation = CitationAtCursor.find(in: lineBytes, at: offset - lineStart) {
            let text: String
            switch citation.kind {
            case .quran: text = Self.quranHover(citation.reference, verifier: workspace?.quranVerifier)
            case .hadith: text = Self.hadithHover(citation.reference, document: document, workspace: workspace)
            }
            sections.append(text)
            range = (lineStart + citation.range.lowerBound)..<(lineStart + citation.range.upperBound)
        }
        if let workspace, let path = document.path {
            for diagnostic in workspace.result?.diagnostics ?? [] {
                guard let at = diagnostic.range, workspace.absolute(at.file.path) == path, at.start <= offset, offset <= at.end else { continue }
                sections.append(Self.codeHover(diagnostic.code))
                range = range ?? at.start..<at.end
            }
        }
        guard !sections.isEmpty else { return .null }
        var hover: [String: JSONValue] = ["contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))]]
        if let range { hover["range"] = document.lines.range(range, encoding: encoding) }
        return .object(hover)
    }

    static func quranHover(_ text: String, verifier: QuranVerifier?) -> String {
        let reference: QuranReference
        do { reference = try QuranReference(parsing: text) } catch { return "**Qur'an \(text)**: \(error)" }
        guard let surah = QuranMetadata.surah(reference.surah) else { return "**Qur'an \(reference)**" }
        var lines = ["**Qur'an \(reference)**: Surat \(surah.transliteratedName) (\(surah.englishName), \(surah.arabicName)), \(surah.ayahCount) ayahs"]
        guard let verifier, !verifier.editions.isEmpty else {
            lines.append("_No Qur'an text is configured (`quran.texts` in sanad.yaml), so the ayahs cannot be shown._")
            return lines.joined(separator: "\n\n")
        }
        for edition in verifier.editions {
            let ayahs = (reference.firstAyah...reference.lastAyah).compactMap { ayah in
                edition.text.ayah(surah: reference.surah, ayah: ayah).map { "\($0) ﴿\(ayah)﴾" }
            }
            lines.append("_\(edition.name)_ (Tanzil)\n\n" + ayahs.joined(separator: " "))
        }
        return lines.joined(separator: "\n\n")
    }

    static func hadithHover(_ text: String, document: OpenDocument, workspace: Workspace?) -> String {
        let registry = HadithRegistry(overrides: workspace?.result?.corpus.hadithCollections ?? [])
        let reference: HadithReference
        do { reference = try HadithReference(parsing: text, registry: registry) } catch {
            return "**Hadith \(text)**: \(error)" + (error.help.map { "\n\nhelp: \($0)" } ?? "")
        }
        var lines = ["**\(reference.collection.name)**, hadith \(reference.number)\(reference.subNumber ?? "") (\(reference.numbering.name))"]
        let lesson = workspace.flatMap { workspace in workspace.result?.corpus.lessons.first { workspace.absolute($0.file.path) == document.path } }
        let cited = lesson?.citations.first { $0.kind == .hadith && $0.reference.value == text }
        if let grade = cited?.grade {
            lines.append("Grading: **\(grade)**" + (cited?.grader.map { " (\($0))" } ?? ""))
        } else if let grade = reference.collection.defaultGrade {
            lines.append("Grading: **\(grade)** (the collection's default grading)")
        } else {
            lines.append("Grading: not given; the citation must state it.")
        }
        return lines.joined(separator: "\n\n")
    }

    static func codeHover(_ code: DiagnosticCode) -> String {
        "**\(code.id)** `\(code.name)` (\(code.group), \(code.defaultSeverity.rawValue) by default)\n\n\(code.summary)\n\nExample:\n\n```\n\(code.example)\n```"
    }
}
