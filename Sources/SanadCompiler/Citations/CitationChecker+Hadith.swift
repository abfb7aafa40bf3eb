import Foundation
import SanadCitations
import SanadDiagnostics

extension CitationChecker {
    /// The level the audience of a text requires of its verified quotations, if it names one.
    func requiredLevel(for text: CitedText) -> QuranVerifier.Level? {
        guard let audience = context.category(text.categoryFolder)?.audience?.value else { return nil }
        return context.project?.audiences.first { $0.id == audience }?.quotationLevel
    }

    /// A quotation verified below the level its audience requires (C0020).
    static func levelBelow(_ required: QuranVerifier.Level, level: QuranVerifier.Level, quotation: String, text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            CitationDiagnostics.quotationLevel, "the quotation of \(quotation) verified its \(level.phrase), but this audience needs its \(required.phrase)",
            at: range, notes: [.init(message: "compared with \(text)")],
            help: required == .lettersAndVowels ? "copy the quotation with every mark from the text" : "write the marks of the text")
    }

    /// Arabic quoted under a `[!HADITH …]` block, verified against the cited hadith's text (C0019):
    /// the changed word is shown at that word, another hadith's words name that hadith, and words
    /// found nowhere say so. Without a text for the collection only the reference is checked.
    func verifyHadith(_ block: BodyCompiler.CitationBlock, header: SourceRange, required: QuranVerifier.Level?) -> [Diagnostic] {
        guard let hadith, let reference = try? HadithReference(parsing: block.reference, registry: context.hadith) else { return [] }
        let quoted = Self.quotedWords(of: block)
        guard !quoted.isEmpty else { return [] }
        let range = Self.textLine(of: block.range) ?? header
        let file = range.file
        switch hadith.verify(quoted, against: reference) {
        case .referenceOnly, .notInText:
            return []
        case .verified(let record, let level):
            guard let required, level < required else { return [] }
            return [Self.levelBelow(required, level: level, quotation: "\(reference)", text: "the text of \(record.reference)", at: range)]
        case .mismatch(let mismatch):
            let at = mismatch.quotedIndex.map { SourceRange(file: file, start: quoted[$0].offset, end: quoted[$0].offset + quoted[$0].length) } ?? range
            var notes: [Diagnostic.Note] = []
            if let record = mismatch.record { notes.append(.init(message: "\(record.reference) reads: \(record.text)")) }
            let message: String, help: String?
            if let first = mismatch.elsewhere.first {
                let more = mismatch.elsewhere.count - 1
                let named = mismatch.elsewhere.prefix(4).joined(separator: ", ") + (more > 3 ? " and \(more - 3) more" : "")
                message = more == 0 ? "the quoted words are \(first), not \(reference)" : "the quoted words are not \(reference): they are in \(named)"
                help = "cite \(first), or quote the words of \(reference)"
            } else if let quotedWord = mismatch.quotedWord ?? mismatch.expectedWord, let difference = mismatch.difference {
                let expected = mismatch.expectedWord ?? ""
                switch difference {
                case .vowels: message = "the quotation is not \(reference): '\(quotedWord)' where the text has '\(expected)': the vowels differ"
                case .missing: message = "the quotation is not \(reference): '\(expected)' is left out" + (mismatch.quotedWord.map { " before '\($0)'" } ?? "")
                case .extra: message = "the quotation is not \(reference): '\(quotedWord)' is not part of its text"
                case .spelling, .word: message = "the quotation is not \(reference): '\(quotedWord)' where the text has '\(expected)'"
                }
                help = nil
            } else {
                message = "the quoted words are not \(reference), nor found in any hadith of the configured texts"
                help = "quote the hadith as the text has it, or cite the hadith these words are from"
            }
            return [Diagnostic(CitationDiagnostics.hadithMismatch, message, at: at, notes: notes, help: help)]
        }
    }
}
