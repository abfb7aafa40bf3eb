import Foundation
import SanadCitations
import SanadDiagnostics
import SanadSource

/// Citations declared together with the texts that show them: a lesson's front matter and every
/// text of the lesson, a category's `citations:` and its texts, a supplementary item's citations
/// and the item's texts (`CitedTextUse`); for a translation, its source's citations and the
/// translated texts.
public struct CitedText: Sendable {
    /// The Qur'an, hadith and other sources declared for these texts (empty when they declare none,
    /// so any citation block in them is reported as undeclared).
    public var citations: [CitationModel]
    /// The Markdown of every text it covers, as one body (nil when none is Markdown).
    public var body: CompiledBody?
    /// The folder of the category the text is in: its audience decides the grading policy.
    public var categoryFolder: String
    /// What the text is called in messages: "lesson", "category", "copy".
    public var noun: String
    /// Whether the kind shows its Qur'an citations itself (a memorisation unit): they are then
    /// never "unused".
    public var showsItsCitations = false
    /// Whether the citations are declared in this file. A translation's are its source's: only
    /// its citation blocks are checked against them, not the declarations themselves (their
    /// problems are the source's), and none is "unused".
    public var isDeclaredHere = true

    /// Groups declared citations with the Markdown that shows them, for `CitationChecker.check(_:)`.
    public init(citations: [CitationModel], body: CompiledBody?, categoryFolder: String, noun: String, showsItsCitations: Bool = false, isDeclaredHere: Bool = true) {
        self.citations = citations
        self.body = body
        self.categoryFolder = categoryFolder
        self.noun = noun
        self.showsItsCitations = showsItsCitations
        self.isDeclaredHere = isDeclaredHere
    }
}

/// Checks citations: Qur'an references exist, quoted ayat match the Tanzil texts, every
/// citation block is declared, and Qur'an text in prose is cited, for a lesson or an overview.
public struct CitationChecker: Sendable {
    /// The Qur'an editions quoted ayat are verified against (nil when no Tanzil text is configured
    /// or none loaded: quotations are then reported as unverifiable).
    public let verifier: QuranVerifier?
    /// The hadith texts quoted wording is verified against (nil when none is configured).
    public let hadith: HadithVerifier?
    /// The project, corpus index and hadith registry: audiences' quotation levels and grading
    /// policies, trusted domains and hadith collections are read from it.
    public let context: RuleContext
    /// Editions named in sanad.yaml that could not be loaded (missing, wrong SHA-256, not a
    /// Tanzil text): a quotation that matches none of the others may be in one of them, so it
    /// is unverifiable, not mismatched.
    public let unavailableEditions: [String]

    /// Creates a checker from the project's loaded Qur'an and hadith texts (`QuranTexts.load`,
    /// `HadithTextFiles.load`) and the editions that failed to load.
    public init(verifier: QuranVerifier?, hadith: HadithVerifier? = nil, context: RuleContext, unavailableEditions: [String] = []) {
        self.verifier = verifier
        self.hadith = hadith
        self.context = context
        self.unavailableEditions = unavailableEditions
    }

    /// Checks citations declared with the Markdown that shows them.
    public func check(_ lesson: CitedText) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Each declared reference is parsed once; blocks and the unused check use the results.
        var declaredQuran: [(citation: CitationModel, reference: QuranReference)] = []
        let required = requiredLevel(for: lesson)
        for citation in lesson.citations {
            guard lesson.isDeclaredHere else {
                if let reference = try? citation.quranReference?.get() { declaredQuran.append((citation, reference)) }
                continue
            }
            switch citation.kind {
            case .quran:
                do {
                    guard let parsed = citation.quranReference else { break }
                    let reference = try parsed.get()
                    declaredQuran.append((citation, reference))
                    if let text = citation.text, let textRange = citation.textRange {
                        let quoted = Self.quotedWords(ofValue: text, at: textRange)
                        diagnostics += verify(quoted.words, reference: reference, in: textRange, located: quoted.located, required: required)
                    }
                } catch {
                    diagnostics.append(Diagnostic(CitationDiagnostics.quranReference, error.description, at: citation.reference.range, help: error.help))
                }
            case .hadith:
                diagnostics += checkHadith(citation, in: lesson)
            default:
                break
            }
        }
        let blocks = lesson.body?.citationBlocks ?? []
        for callout in lesson.body?.callouts ?? [] { diagnostics += Self.checkCallout(callout.value, at: callout.range) }
        var shownQuran: [QuranReference] = []
        for block in blocks {
            let header = Self.firstLine(of: block.range)
            diagnostics += Self.checkTranslationTags(of: block)
            if block.source == .hadith {
                if block.reference.isEmpty {
                    diagnostics.append(Diagnostic(CitationDiagnostics.hadithReference, "this hadith block names no hadith", at: header,
                                                  help: "write the reference after the marker: > [!HADITH muslim:2589]"))
                } else if !lesson.citations.contains(where: { $0.kind == .hadith && $0.reference.value == block.reference }) {
                    diagnostics.append(Diagnostic(
                        CitationDiagnostics.undeclaredCitation, "the hadith '\(block.reference)' is not among the \(lesson.noun)'s citations", at: header,
                        help: "add '- { id: …, hadith: \"\(block.reference)\", grade: … }' under citations:"))
                }
                if block.text != nil { diagnostics += verifyHadith(block, header: header, required: required) }
                continue
            }
            let reference: QuranReference
            do {
                guard let parsed = block.quranReference else { continue }
                reference = try parsed.get()
            } catch {
                diagnostics.append(Diagnostic(CitationDiagnostics.quranReference, error.description, at: header, help: error.help))
                continue
            }
            shownQuran.append(reference)
            if let declaration = declaredQuran.first(where: { $0.reference.covers(reference) })?.citation {
                if block.translation != nil, declaration.translation == nil {
                    diagnostics.append(Diagnostic(
                        CitationDiagnostics.translationAttribution, "this block shows a translation, but '\(declaration.id.value)' does not say whose",
                        at: header, help: "add 'translation:' to the citation, e.g. translation: sahih-international"))
                }
            } else {
                diagnostics.append(Diagnostic(
                    CitationDiagnostics.undeclaredCitation, "\(reference) is not among the \(lesson.noun)'s citations", at: header,
                    help: "add '- { id: …, quran: \"\(reference)\" }' under citations:"))
            }
            if block.text != nil {
                // Where the reference is written, for a fix-it when the text is another ayah's:
                // the block's header and a declaration that names exactly the same.
                var written: [SourceRange] = []
                if let found = header.text.range(of: block.reference) {
                    let start = header.start + header.text.utf8.distance(from: header.text.startIndex, to: found.lowerBound)
                    written.append(SourceRange(file: header.file, start: start, end: start + block.reference.utf8.count))
                }
                if let declared = declaredQuran.first(where: { $0.reference == reference })?.citation.reference,
                    declared.range.text == block.reference || declared.range.text == "\"\(block.reference)\"" {
                    let quoted = declared.range.text.hasPrefix("\"") ? 1 : 0
                    written.append(SourceRange(file: declared.range.file, start: declared.range.start + quoted, end: declared.range.end - quoted))
                }
                diagnostics += verify(
                    Self.quotedWords(of: block), reference: reference, in: Self.textLine(of: block.range) ?? header, writtenAt: written, required: required,
                    writtenAs: block.reference)
            }
        }
        let shownHadith = Set(blocks.filter { $0.source == .hadith }.map(\.reference))
        guard lesson.isDeclaredHere else { return diagnostics }
        diagnostics += checkSources(lesson, shownQuran: shownQuran, shownHadith: shownHadith, declaredQuran: declaredQuran)
        if lesson.showsItsCitations { return diagnostics }
        var unused = declaredQuran.filter { declared in !shownQuran.contains { declared.reference.overlaps($0) } }.map(\.citation)
        unused += lesson.citations.filter { $0.kind == .hadith && !shownHadith.contains($0.reference.value) }
        for citation in unused.sorted(by: { $0.id.range.start < $1.id.range.start }) {
            let block = citation.kind == .quran ? "> [!QURAN \(citation.reference.value)]" : "> [!HADITH \(citation.reference.value)]"
            diagnostics.append(Diagnostic(
                CitationDiagnostics.unusedCitation, "'\(citation.id.value)' is cited but not shown in the \(lesson.noun)", at: citation.id.range,
                help: "show it with a '\(block)' block, or remove the citation"))
        }
        return diagnostics
    }

    /// A callout word must be a known one; a near miss gets "did you mean".
    static func checkCallout(_ word: String, at header: SourceRange) -> [Diagnostic] {
        let known = BodyCompiler.citationCallouts + BodyCompiler.alertCallouts + [BodyCompiler.messageCallout]
        guard !known.contains(word.uppercased()) else { return [] }
        let close = Suggestion.closest(to: word.uppercased(), in: known)
        var fixIts: [Diagnostic.FixIt] = []
        if let close, let start = header.text.range(of: word) {
            let offset = header.start + header.text.utf8.distance(from: header.text.startIndex, to: start.lowerBound)
            fixIts = [.init(summary: "write \(close)", replacements: [.init(range: SourceRange(file: header.file, start: offset, end: offset + word.utf8.count), text: close)])]
        }
        return [Diagnostic(
            CitationDiagnostics.unknownCallout, "'[!\(word)]' is not a callout Sanad knows", at: header,
            notes: [.init(message: "as a plain quote, its text would not be verified or shown as a citation")],
            help: close.map { "did you mean [!\($0)]?" } ?? "callouts are \(known.map { "[!\($0)]" }.joined(separator: ", "))",
            fixIts: fixIts)]
    }

    /// The first line of a range (a citation block's `> [!QURAN …]` line).
    static func firstLine(of range: SourceRange) -> SourceRange {
        let file = range.file
        let line = file.contentRange(ofLine: file.lineIndex(of: range.start))
        return SourceRange(file: file, start: range.start, end: min(line.upperBound, range.end))
    }

    /// The second line of a citation block, where the quoted text starts, from its first non-`>` character.
    static func textLine(of range: SourceRange) -> SourceRange? {
        let file = range.file
        let index = file.lineIndex(of: range.start) + 1
        guard index < file.lineCount, file.lineStarts[index] < range.end else { return nil }
        let content = file.contentRange(ofLine: index)
        var start = content.lowerBound
        while start < content.upperBound, file.bytes[start] == UInt8(ascii: ">") || file.bytes[start] == UInt8(ascii: " ") { start += 1 }
        return SourceRange(file: file, start: start, end: content.upperBound)
    }
}
