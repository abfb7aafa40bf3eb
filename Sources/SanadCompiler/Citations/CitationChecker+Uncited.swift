import SanadCitations
import SanadDiagnostics
import SanadSource

extension CitationChecker {
    /// Qur'an text in the prose of a learner text (`LearnerText.prose`: a Markdown text's
    /// paragraphs, headings, table cells and its blocks' translation lines, a plain text whole),
    /// of any kind and in any locale: an exact ayah is a warning (cite it), an ayah with one word
    /// changed an error. Thresholds: `QuranVerifier.uncited…`. Lines of a citation block marked
    /// Arabic are C0016 already.
    public func uncitedQuran(in text: LearnerText) -> [Diagnostic] {
        guard let verifier, text.mayHaveArabic else { return [] }
        var diagnostics: [Diagnostic] = []
        for range in text.prose {
            for segment in Self.arabicSegments(in: range) {
                // With an edition missing, a "misquote" may be that edition's spelling.
                for finding in verifier.uncitedQuotations(in: segment) where unavailableEditions.isEmpty || finding.kind == .exact {
                    diagnostics.append(diagnostic(for: finding, in: segment, file: range.file, verifier: verifier))
                }
            }
        }
        return diagnostics
    }

    func diagnostic(for finding: UncitedQuran, in segment: [ArabicWord], file: SourceFile, verifier: QuranVerifier) -> Diagnostic {
        let first = segment[finding.words.lowerBound], last = segment[finding.words.upperBound - 1]
        let run = SourceRange(file: file, start: first.offset, end: last.offset + last.length)
        let reference = finding.reference
        let edition = verifier.editions.first { $0.name == finding.edition } ?? verifier.editions[0]
        let reads = reference.ayahs.compactMap { edition.text.ayah(surah: reference.surah, ayah: $0) }.joined(separator: " ")
        switch finding.kind {
        case .exact:
            return Diagnostic(
                CitationDiagnostics.uncitedQuran, "this is \(reference), quoted without a citation", at: run,
                help: "show it in a '> [!QURAN \(reference)]' block and cite it under citations: ('- { id: …, quran: \"\(reference)\" }')")
        case .misquote:
            let changed = segment[finding.changedIndex!]
            let place = SourceRange(file: file, start: changed.offset, end: changed.offset + changed.length)
            let expected = finding.expectedWord ?? "…"
            let (message, label): (String, String)
            switch finding.change {
            case .substituted: (message, label) = ("'\(changed.original)' where the text has '\(expected)'", "with one word changed")
            case .deleted: (message, label) = ("'\(expected)' is left out before '\(changed.original)'", "with one word left out")
            case .inserted: (message, label) = ("'\(changed.original)' is not in it (the text has '\(expected)' here)", "with one word added")
            case .swapped:
                let next = segment[finding.changedIndex! + 1]
                (message, label) = ("'\(changed.original) \(next.original)' is swapped (the text has '\(next.original) \(changed.original)')", "with two words swapped")
            }
            return Diagnostic(
                CitationDiagnostics.misquotedQuran,
                "this misquotes \(reference): \(message)", at: place,
                labels: [.init(range: run, message: "the text of \(reference), \(label)")],
                notes: [.init(message: "\(reference) reads: \(reads)")],
                help: "quote the ayah exactly in a '> [!QURAN \(reference)]' block, or reword the sentence so it is not presented as the Qur'an")
        }
    }

    /// The runs of consecutive Arabic words in a range of source text; a token in another script
    /// ends a run, punctuation, Markdown markers and the Qur'an's own signs standing alone (a
    /// pause mark ۚ, an end-of-ayah ۝ with its number, as Tanzil writes them) do not.
    static func arabicSegments(in range: SourceRange) -> [[ArabicWord]] {
        let file = range.file
        var segments: [[ArabicWord]] = [], current: [ArabicWord] = []
        var line = file.lineIndex(of: range.start)
        while line < file.lineCount, file.lineStarts[line] < range.end {
            let content = file.contentRange(ofLine: line)
            let start = max(content.lowerBound, range.start), end = min(content.upperBound, range.end)
            if start < end {
                for token in ArabicWord.tokens(in: Substring(file.text(in: start..<end)), offset: start) {
                    if let word = token.word, token.isArabic {
                        current.append(word)
                    } else if token.hasLetters, !token.isArabicSign, !current.isEmpty {
                        segments.append(current)
                        current = []
                    }
                }
            }
            line += 1
        }
        if !current.isEmpty { segments.append(current) }
        return segments.filter { $0.count >= QuranVerifier.uncitedMinimumWords }
    }
}
