import Foundation
import SanadCitations
import SanadDiagnostics

extension CitationChecker {
    /// The quoted words of a citation block, each at its own place in the file.
    package static func quotedWords(of block: BodyCompiler.CitationBlock) -> [ArabicWord] {
        let file = block.range.file
        return block.lines.arabic.flatMap { line in
            ArabicWord.words(in: file.text(in: line), offset: line.lowerBound)
        }
    }

    /// The words of a `text:` value, at their places when the value stands verbatim in the file
    /// (`located`); otherwise escapes or folding moved them, and only the value's range is known.
    package static func quotedWords(ofValue value: String, at range: SourceRange) -> (words: [ArabicWord], located: Bool) {
        let raw = range.file.text(in: range.start..<range.end)
        if let found = raw.range(of: value) {
            return (ArabicWord.words(in: value, offset: range.start + raw.utf8.distance(from: raw.startIndex, to: found.lowerBound)), true)
        }
        return (ArabicWord.words(in: value), false)
    }

    /// Verifies quoted words against a reference: a mismatch at the first differing word, and
    /// look-alike letters from another script with a fix-it.
    /// `writtenAt`: where the reference is written, to correct it with a fix-it when the quotation
    /// is another ayah's text.
    /// `required`: the level the audience requires of a verified quotation (`quotation-level`).
    func verify(
        _ quoted: [ArabicWord], reference: QuranReference, in range: SourceRange, located: Bool = true, writtenAt: [SourceRange] = [],
        required: QuranVerifier.Level? = nil, writtenAs: String? = nil
    ) -> [Diagnostic] {
        guard let verifier else {
            // Every configured text failed to load: that is reported once, at sanad.yaml.
            if !unavailableEditions.isEmpty { return [] }
            return [Diagnostic(
                CitationDiagnostics.quranUnverified, "the quotation of \(reference) cannot be verified: no Qur'an text is configured or found", at: range,
                help: "name the Tanzil texts under 'quran: texts:' in sanad.yaml")]
        }
        let file = range.file
        func place(of word: ArabicWord) -> SourceRange {
            located ? SourceRange(file: file, start: word.offset, end: word.offset + word.length) : range
        }
        let outcome = verifier.verify(quoted, against: reference)
        guard case .mismatch(let mismatch) = outcome else {
            // Look-alikes are reported where the quotation is otherwise the text; in a quotation
            // that does not verify they are part of the mismatch, not a second problem.
            var found = lookalikes(verifier.lookalikeReplacements(quoted, against: reference), reference: reference, in: range, located: located)
            if case .verified(let edition, let level) = outcome, let required, level < required {
                found.append(Self.levelBelow(required, level: level, quotation: "\(reference)", text: "the \(edition) text", at: range))
            }
            return found
        }
        var diagnostics: [Diagnostic] = []
        if !unavailableEditions.isEmpty {
            let missing = unavailableEditions.joined(separator: " and ")
            return [Diagnostic(
                CitationDiagnostics.quranUnverified,
                "the quotation of \(reference) cannot be verified: it is not the \(verifier.editions.map(\.name).joined(separator: " or ")) text, and the \(missing) text could not be loaded",
                at: range, notes: [.init(message: "the problem with the \(missing) text is reported at its line in sanad.yaml")],
                help: "fix the Qur'an text in sanad.yaml; the quotation is then verified against it")]
        }
        let text = "the \(mismatch.edition) text"
        let difference: String
        switch (mismatch.difference, mismatch.quotedWord, mismatch.expectedWord) {
        case (.vowels, let quoted?, let expected?): difference = "'\(quoted)' where \(text) has '\(expected)': the vowels differ"
        case (.spelling, let quoted?, let expected?): difference = "'\(quoted)' where \(text) has '\(expected)': a vowelled word is spelled as the text spells it"
        case (.missing, let quoted?, let expected?): difference = "'\(expected)' is left out before '\(quoted)'"
        case (.missing, nil, let expected?): difference = "it ends before '\(expected)'"
        case (_, let quoted?, let expected?): difference = "'\(quoted)' where \(text) has '\(expected)'"
        case (_, let quoted?, nil): difference = "'\(quoted)' is not part of the cited text"
        default: difference = "the quotation has no Arabic word to verify"
        }
        let at = mismatch.quotedIndex.map { place(of: quoted[$0]) } ?? range
        var notes: [Diagnostic.Note] = [
            .init(message: "checked \(mismatch.level == .letters ? "letters" : "letters, and the marks written,") against \(text), the closest configured edition"),
            .init(message: "\(reference) reads: \(mismatch.ayahText)"),
        ]
        if mismatch.level != .letters {
            notes.append(.init(message: "in a vowelled word every mark must be the text's; a mark left out is not an error"))
        }
        var help = mismatch.matchesElsewhere.map { elsewhere in
            // A surah written by name: say which surah the name is, and which the text is.
            if let name = writtenAs?.split(separator: ":").first.map(String.init), Int(name) == nil,
                let named = QuranMetadata.surah(reference.surah), let other = QuranMetadata.surah(elsewhere.surah), named.number != other.number {
                return "'\(name)' is surah \(named.number) (\(named.transliteratedName)); this text is \(elsewhere) (\(other.transliteratedName))"
            }
            return "this text is \(elsewhere), not \(reference)"
        }
        if help == nil, mismatch.quotedIndex != nil, located, Self.looksLikeUrduOrPersian(line: at) {
            help = "this line looks like Urdu or Persian: if it is a translation, mark its language, as in '> [ur] …' or '> [fa] …'"
        }
        var fixIts: [Diagnostic.FixIt] = []
        if let elsewhere = mismatch.matchesElsewhere, !writtenAt.isEmpty {
            fixIts = [.init(summary: "cite \(elsewhere)", replacements: writtenAt.map { .init(range: $0, text: elsewhere.description) })]
        }
        diagnostics.append(Diagnostic(
            CitationDiagnostics.quranMismatch, "the quotation is not \(reference): \(difference)", at: at,
            notes: notes, help: help, fixIts: fixIts))
        return diagnostics
    }

    /// Whether the line holding a range has letters Arabic does not use but Urdu and Persian do
    /// (پ چ ژ گ ک ی ہ ے ں ٹ ڈ ڑ ھ).
    static func looksLikeUrduOrPersian(line range: SourceRange) -> Bool {
        let file = range.file
        let text = file.text(in: file.contentRange(ofLine: file.lineIndex(of: range.start)))
        let letters: Set<UInt32> = [0x067E, 0x0686, 0x0698, 0x06AF, 0x06A9, 0x06CC, 0x06C1, 0x06D2, 0x06BA, 0x0679, 0x0688, 0x0691, 0x06BE]
        return text.unicodeScalars.contains { letters.contains($0.value) }
    }

    /// Translation lines marked with an Arabic language tag: Arabic lines are the quotation.
    static func checkTranslationTags(of block: BodyCompiler.CitationBlock) -> [Diagnostic] {
        block.lines.translations.compactMap { line in
            guard let language = line.language, let tag = line.tag, BodyCompiler.QuotedLines.isArabic(language) else { return nil }
            return Diagnostic(
                CitationDiagnostics.translationLanguage, "'[\(language)]' marks a translation as Arabic", at: SourceRange(file: block.range.file, start: tag.lowerBound, end: tag.upperBound),
                notes: [.init(message: "a citation block's unmarked Arabic lines are the quotation, which Sanad verifies; Arabic marked as a translation would not be")],
                help: "put the Arabic in the quotation, or an explanation outside the block")
        }
    }

    /// One diagnostic for the look-alike letters of a quotation, at the first, fixing all.
    func lookalikes(_ found: [ArabicWord.Lookalike], reference: QuranReference, in range: SourceRange, located: Bool) -> [Diagnostic] {
        guard !found.isEmpty else { return [] }
        let file = range.file
        var counts: [String: Int] = [:], order: [String] = []
        for lookalike in found {
            let name = "'\(Character(lookalike.scalar))' (\(String(format: "U+%04X", lookalike.scalar.value)))"
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
