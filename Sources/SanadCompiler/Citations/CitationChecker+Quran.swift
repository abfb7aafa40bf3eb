import SanadCitations
import SanadDiagnostics

extension CitationChecker {
    /// The quoted words of a citation block, each at its own place in the file.
    static func quotedWords(ofBlock range: SourceRange) -> [ArabicWord] {
        let file = range.file
        return BodyCompiler.quotedLineRanges(of: range).arabic.flatMap { line in
            ArabicWord.words(in: file.text(in: line), offset: line.lowerBound)
        }
    }

    /// The words of a `text:` value, at their places when the value stands verbatim in the file
    /// (`located`); otherwise escapes or folding moved them, and only the value's range is known.
    static func quotedWords(ofValue value: String, at range: SourceRange) -> (words: [ArabicWord], located: Bool) {
        let raw = range.file.text(in: range.start..<range.end)
        if let found = raw.range(of: value) {
            return (ArabicWord.words(in: value, offset: range.start + raw.utf8.distance(from: raw.startIndex, to: found.lowerBound)), true)
        }
        return (ArabicWord.words(in: value), false)
    }

    /// Verifies quoted words against a reference: a mismatch at the first differing word, and
    /// look-alike letters from another script with a fix-it.
    func verify(_ quoted: [ArabicWord], reference: QuranReference, in range: SourceRange, located: Bool = true) -> [Diagnostic] {
        guard let verifier else {
            return [Diagnostic(
                CitationDiagnostics.quranUnverified, "the quotation of \(reference) cannot be verified: no Qur'an text is configured or found", at: range,
                help: "name the Tanzil texts under 'quran: texts:' in sanad.yaml")]
        }
        let file = range.file
        func place(of word: ArabicWord) -> SourceRange {
            located ? SourceRange(file: file, start: word.offset, end: word.offset + word.length) : range
        }
        var diagnostics = lookalikes(verifier.lookalikeReplacements(quoted, against: reference), reference: reference, in: range, located: located)
        guard case .mismatch(let mismatch) = verifier.verify(quoted, against: reference) else { return diagnostics }
        let text = "the \(mismatch.edition) text"
        let difference: String
        switch (mismatch.difference, mismatch.quotedWord, mismatch.expectedWord) {
        case (.vowels, let quoted?, let expected?): difference = "'\(quoted)' where \(text) has '\(expected)': the vowels differ"
        case (.spelling, let quoted?, let expected?): difference = "'\(quoted)' where \(text) has '\(expected)': a vowelled word is spelled as the text spells it"
        case (.missing, let quoted?, let expected?): difference = "'\(expected)' is left out before '\(quoted)'"
        case (.missing, nil, let expected?): difference = "it ends before '\(expected)'"
        case (_, let quoted?, let expected?): difference = "'\(quoted)' where \(text) has '\(expected)'"
        case (_, let quoted?, nil): difference = "'\(quoted)' runs past the end of the cited text"
        default: difference = "the quotation is empty"
        }
        let at = mismatch.quotedIndex.map { place(of: quoted[$0]) } ?? range
        var notes: [Diagnostic.Note] = [
            .init(message: "checked \(mismatch.level.phrase) against \(text), the closest configured edition"),
            .init(message: "\(reference) reads: \(mismatch.ayahText)"),
        ]
        if mismatch.level != .letters {
            notes.append(.init(message: "in a vowelled word every mark must be the text's; a mark left out is not an error"))
        }
        diagnostics.append(Diagnostic(
            CitationDiagnostics.quranMismatch, "the quotation is not \(reference): \(difference)", at: at,
            notes: notes, help: mismatch.matchesElsewhere.map { "this text is \($0), not \(reference)" }))
        return diagnostics
    }

    /// One diagnostic for the look-alike letters of a quotation, at the first, fixing all.
    func lookalikes(_ found: [ArabicWord.Lookalike], reference: QuranReference, in range: SourceRange, located: Bool) -> [Diagnostic] {
        guard !found.isEmpty else { return [] }
        let file = range.file
        var counts: [String: Int] = [:], order: [String] = []
        for lookalike in found {
            let name = "'\(Character(lookalike.scalar))' (U+\(String(lookalike.scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let listed = order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }.joined(separator: ", ")
        let replacements = found.map {
            Diagnostic.FixIt.Replacement(range: SourceRange(file: file, start: $0.offset, end: $0.offset + $0.scalar.utf8.count), text: $0.replacement)
        }
        return [Diagnostic(
            CitationDiagnostics.quranLookalike,
            "the quotation of \(reference) is written with letters from another script that look like Arabic ones: \(listed)",
            at: located ? replacements[0].range : range,
            notes: [.init(message: "with the Arabic letters the quotation reads as \(reference); apps and search treat the two as different text")],
            help: "replace them with the Arabic letters (a Persian or Urdu keyboard types ی and ک)",
            fixIts: located ? [.init(summary: "use the Arabic letters", replacements: replacements)] : [])]
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
