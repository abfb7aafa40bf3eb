import Foundation
import SanadDiagnostics
import SanadSource

/// Checks every translation against its source, and every source against the locales that
/// cover it: parity, staleness, obsolete keys, placeholders and Markdown structure. Ids, answer
/// keys, citations and media cannot differ between locales: a translation holds texts only.
public enum LocalisationCheck {
    /// The problems of a corpus's translations; under `release`, a missing or stale text of a
    /// `required` locale is an error.
    public static func check(_ corpus: Corpus, release: Bool) -> [Diagnostic] {
        guard let project = corpus.project else { return [] }
        var diagnostics = PluralCheck.check(corpus)
        let targets = Dictionary(project.translationTargets.map { ($0.locale, $0) }, uniquingKeysWith: { first, _ in first })
        // The sources by path, as positions (copying every summary into a table would cost more
        // than the rest of the check on a large folder with no translations).
        let sources = corpus.translations.isEmpty ? [:]
            : Dictionary(corpus.sources.indices.map { (corpus.sources[$0].relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var translated: [String: [String: TranslationModel]] = [:]
        for translation in corpus.translations {
            guard let source = translation.sourceCandidates.lazy.compactMap({ sources[$0].map { corpus.sources[$0] } }).first else {
                diagnostics.append(Diagnostic(LocalisationDiagnostics.translationWithoutSource,
                                              "this translation has no source: neither \(translation.sourceCandidates.joined(separator: " nor ")) exists",
                                              at: .startOf(translation.file), help: "rename it after its source, or remove it"))
                continue
            }
            guard let target = targets[translation.locale] else {
                let known = project.translationTargets.map(\.locale)
                diagnostics.append(Diagnostic(LocalisationDiagnostics.untargetedLocale,
                                              "'\(translation.locale)' is not one of the project's target locales\(known.isEmpty ? "" : " (\(known.joined(separator: ", ")))")",
                                              at: .startOf(translation.file),
                                              help: Suggestion.closest(to: translation.locale, in: known).map { "did you mean '\($0)'?" }
                                                  ?? "add '\(translation.locale)' to 'locales' in sanad.yaml, or rename the file"))
                continue
            }
            translated[source.relativePath, default: [:]][translation.locale] = translation
            diagnostics += check(translation, against: source, severity: severity(target, release: release))
            diagnostics += narration(of: translation, against: source, in: corpus, severity: severity(target, release: release))
        }
        // A source's texts are read again from its file: only for the sources a locale covers.
        guard !project.translationTargets.isEmpty else { return diagnostics }
        for source in corpus.sources where source.kind != .translation {
            let covering = project.translationTargets.filter { $0.covers(source.relativePath) }
            guard !covering.isEmpty else { continue }
            for target in covering {
                let texts = source.translatedTexts(for: target.locale)
                let done = Set((translated[source.relativePath]?[target.locale]?.entries ?? []).map(\.key.value))
                let missing = texts.filter { !done.contains($0.key) }
                guard let first = missing.first else { continue }
                var diagnostic = Diagnostic(
                    LocalisationDiagnostics.missingTranslation,
                    "the '\(target.locale)' translation lacks \(missing.count) of the \(texts.count) texts of this file",
                    at: first.value.range,
                    notes: [.init(message: "missing: " + missing.prefix(6).map(\.key).joined(separator: ", ") + (missing.count > 6 ? ", …" : ""))],
                    help: "translate them with `sanad l10n export --locale \(target.locale)` and `sanad l10n import`")
                diagnostic.severity = severity(target, release: release)
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// A translated text whose source is read aloud for an audience that may not waive narration
    /// (children), with no recording of its own in the translation's locale.
    static func narration(of translation: TranslationModel, against source: SourceSummary, in corpus: Corpus, severity: Severity) -> [Diagnostic] {
        guard let owner = source.owner, let project = corpus.project,
              let audience = project.audience(corpus.categories.first(where: { $0.folder == owner.categoryFolder })?.audience?.value), !audience.mayWaiveNarration
        else { return [] }
        let narrated = Set(source.texts.filter { $0.audio != nil }.map(\.key))
        return translation.entries.filter { narrated.contains($0.key.value) && $0.key.value == TextField.body.description && translation.narration == nil }.map { entry in
            var diagnostic = Diagnostic(
                LocalisationDiagnostics.missingNarration,
                "the '\(translation.locale)' translation of this narrated text has no narration: '\(audience.id)' learners follow lessons by ear",
                at: entry.key.range, notes: [.init(message: "the source's narration", range: source.texts.first { $0.key == entry.key.value }?.audio?.range)],
                help: "record the translated body and name it at the top of the file: narration: media/…")
            diagnostic.severity = severity
            return diagnostic
        }
    }

    /// The source texts by each prefix of their keys (`practice/q1/`, `practice/`, and the empty
    /// one), the first written for each: where a key that names no text points.
    static func textsByPrefix(_ texts: [LearnerText]) -> [Substring: LearnerText] {
        var found: [Substring: LearnerText] = [:]
        for text in texts {
            var end = text.key.endIndex
            while let slash = text.key[..<end].lastIndex(of: "/") {
                let prefix = text.key[...slash]
                if found[prefix].map({ $0.range.start > text.range.start }) ?? true { found[prefix] = text }
                end = slash
            }
            if found[""].map({ $0.range.start > text.range.start }) ?? true { found[""] = text }
        }
        return found
    }

    /// The source text nearest a key that names no text: one of the same list element (a
    /// question's prompt for `practice/q1/answer`), else of the file for a key of one part (an
    /// `order`); nil for a key under an element the source does not have.
    static func nearestText(to key: String, in byPrefix: [Substring: LearnerText]) -> LearnerText? {
        guard let slash = key.lastIndex(of: "/") else { return byPrefix[""] }
        return byPrefix[key[...slash]]
    }

    /// How many keys of one translation file get a "did you mean": each costs a comparison with
    /// every text of the source, so a file of many wrong keys costs no more than its size warrants.
    static let suggestionsPerFile = 64

    static func severity(_ target: TranslationTarget, release: Bool) -> Severity { release && target.required ? .error : .warning }

    /// One translation's texts against its source's.
    static func check(_ translation: TranslationModel, against source: SourceSummary, severity: Severity) -> [Diagnostic] {
        let translatable = source.translatedTexts(for: translation.locale)
        let texts = Dictionary(translatable.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let keys = texts.keys.sorted(), byPrefix = textsByPrefix(translatable)
        let names = Set(TextFields.of(source.kind).compactMap { $0.components.last.map { $0.hasSuffix("[]") || $0.hasSuffix("{}") ? String($0.dropLast(2)) : $0 } })
        var suggestions = suggestionsPerFile
        var diagnostics: [Diagnostic] = []
        for entry in translation.entries {
            guard let text = texts[entry.key.value] else {
                // A form of a counted text that the locale does not use.
                if let problem = PluralCheck.formProblem(entry.key.value, locale: translation.locale, in: source) {
                    diagnostics.append(Diagnostic(problem.code, problem.message, at: entry.key.range, help: "remove it: no learner reads it"))
                    continue
                }
                // A key whose last part is no text field's name (`answer`, `order`) names another
                // field; one near a text field's name (`titel`) is a misspelt text.
                suggestions -= 1
                let close = suggestions >= 0 ? Suggestion.closest(to: entry.key.value, in: keys) : nil
                let name = entry.key.value.split(separator: "/").last.map(String.init) ?? ""
                let namesAText = names.contains(name) || Int(name) != nil || (suggestions >= 0 && Suggestion.closest(to: name, in: names.sorted()) != nil)
                if !namesAText, let near = nearestText(to: entry.key.value, in: byPrefix) {
                    diagnostics.append(Diagnostic(
                        LocalisationDiagnostics.notATranslatableText, "'\(entry.key.value)' is not a text of \(source.relativePath): it is the same in every locale",
                        at: entry.key.range, notes: [.init(message: "the source's texts here", range: near.range)],
                        help: "remove it; answer keys, ids, orders, citations and media come from the source"))
                    continue
                }
                diagnostics.append(Diagnostic(
                    LocalisationDiagnostics.obsoleteTranslation, "\(source.relativePath) has no text '\(entry.key.value)'", at: entry.key.range,
                    help: close.map { "did you mean '\($0)'?" } ?? "remove it"))
                continue
            }
            if entry.source?.value != text.fingerprint {
                var stale = Diagnostic(
                    LocalisationDiagnostics.staleTranslation, "'\(entry.key.value)' was translated from an earlier text", at: entry.source?.range ?? entry.key.range,
                    notes: [.init(message: "the source text now", range: text.value.range)],
                    help: "update the translation, then set 'source: \(text.fingerprint)'")
                stale.severity = severity
                diagnostics.append(stale)
            }
            let (expected, found) = (placeholders(in: text.value.value), placeholders(in: entry.text.value))
            // A counted text's form may leave a placeholder out (Arabic writes one and two in
            // words: «يومان»), never add one.
            if text.field.isPlural ? !Set(found).isSubset(of: expected) : expected != found {
                diagnostics.append(Diagnostic(
                    LocalisationDiagnostics.placeholderMismatch,
                    "'\(entry.key.value)' has the placeholders \(describe(found)); its source has \(describe(expected))", at: entry.text.range,
                    help: "keep each placeholder of the source, written exactly as it is"))
            }
            if text.field.isMarkdown, let translated = entry.compiled, let original = text.body {
                let differences = StructureComparison.differences(original, translated)
                if !differences.isEmpty {
                    diagnostics.append(Diagnostic(
                        LocalisationDiagnostics.structureMismatch, "'\(entry.key.value)' does not keep its source's structure", at: entry.text.range,
                        notes: differences.map { .init(message: $0) },
                        help: "keep citation blocks, sections and media as the source has them; translate only the words"))
                }
            }
        }
        return diagnostics
    }

    /// The `{name}` placeholders of a text, as a sorted list (a placeholder used twice counts twice).
    static func placeholders(in text: String) -> [String] { placeholderNames(in: text).map { "{\($0)}" }.sorted() }

    /// The names of a text's `{name}` placeholders, in the text's order.
    static func placeholderNames(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"\{([A-Za-z_][A-Za-z0-9_]*)\}"#)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    static func describe(_ placeholders: [String]) -> String { placeholders.isEmpty ? "none" : placeholders.joined(separator: " ") }
}

/// What a translated Markdown text must keep of its source.
enum StructureComparison {
    /// The differences, in words; empty when the structure is kept.
    static func differences(_ source: CompiledBody, _ translation: CompiledBody) -> [String] {
        var found: [String] = []
        func blocks(_ body: CompiledBody) -> [String] { body.citationBlocks.map { "\($0.source.rawValue) \($0.reference)" } }
        if blocks(source) != blocks(translation) {
            found.append("citation blocks: the source has [\(blocks(source).joined(separator: ", "))], the translation [\(blocks(translation).joined(separator: ", "))]")
        } else {
            for (a, b) in zip(source.citationBlocks, translation.citationBlocks) where a.text != b.text {
                found.append(b.text == nil
                    ? "\(b.source.rawValue) \(b.reference) lost its quoted Arabic; quotations are shared, not translated"
                    : "the quoted Arabic of \(b.source.rawValue) \(b.reference) differs from the source's; quotations are shared, not translated")
            }
        }
        let sections = (source.sections.filter { !$0.title.isEmpty }, translation.sections.filter { !$0.title.isEmpty })
        if sections.0.count != sections.1.count {
            found.append("sections: the source has \(sections.0.count) level-2 headings, the translation \(sections.1.count)")
        } else if sections.0.contains(where: { $0.kind != nil }), sections.0.map(\.kind) != sections.1.map(\.kind) {
            found.append("phases: the source's are \(sections.0.map(\.title).joined(separator: ", ")); a translation keeps them as they are, in that order")
        }
        let media = (Set(source.mediaPaths), Set(translation.mediaPaths))
        if media.0 != media.1 { found.append("media: the source shows [\(media.0.sorted().joined(separator: ", "))], the translation [\(media.1.sorted().joined(separator: ", "))]") }
        return found
    }
}

extension LocalisationCheck {
    /// The names of a text's `{name}` placeholders, in order of first use.
    package static func placeholders(inOrder text: String) -> [String] {
        var seen: [String] = []
        for name in placeholderNames(in: text) where !seen.contains(name) { seen.append(name) }
        return seen
    }
}
