import SanadBundleFormat
import SanadDiagnostics

/// Checks counted texts (`TextField.isPlural`) against the CLDR plural rules of their locale
/// (`PluralRules`): a source's counted text has every form its locale uses and none it never
/// uses. A translation's forms are checked with its other texts (`LocalisationCheck`): a form it
/// lacks is a missing translation, one its locale never uses is named by `unusedForm`.
package enum PluralCheck {
    /// The problems of the counted texts of every source, and of the locales that translate them.
    static func check(_ corpus: Corpus) -> [Diagnostic] {
        let locale = corpus.project?.sourceLocale ?? "en"
        let rules = PluralRules(locale: locale)
        var diagnostics: [Diagnostic] = []
        var unknownTargets = Set((corpus.project?.translationTargets ?? []).map(\.locale).filter { PluralRules(locale: $0) == nil })
        var reportedSource = false
        // Only kinds that declare a counted field have counted texts (a translation's are its
        // source's): the others' texts are not looked at.
        // Each summary is looked at in place; only one with a counted text is copied.
        for index in corpus.sources.indices {
            guard corpus.sources[index].kind != .translation, kindsWithCountedTexts.contains(corpus.sources[index].kind),
                  corpus.sources[index].texts.contains(where: \.field.isPlural) else { continue }
            let source = corpus.sources[index]
            for forms in countedTexts(in: source.texts) {
                diagnostics += placeholderProblems(forms)
                // A target locale without rules, once, at the first counted text it covers.
                for target in corpus.project?.translationTargets ?? [] where unknownTargets.contains(target.locale) && target.covers(source.relativePath) {
                    unknownTargets.remove(target.locale)
                    diagnostics.append(noRules(target.locale, at: forms[0].text.range))
                }
                guard let rules else {
                    if !reportedSource { diagnostics.append(noRules(locale, at: forms[0].text.range)) }
                    reportedSource = true
                    continue
                }
                let given = Set(forms.map(\.category))
                let missing = rules.categories.filter { !given.contains($0) }
                if !missing.isEmpty {
                    let anchor = forms.first { $0.category == .other } ?? forms[0]
                    diagnostics.append(Diagnostic(
                        LocalisationDiagnostics.missingPluralForm,
                        "this counted text lacks the form\(missing.count == 1 ? "" : "s") \(missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")) that '\(locale)' uses",
                        at: anchor.text.range, notes: missing.map { .init(message: "'\($0.rawValue)' is for \(describe(rules.samples(of: $0)))") },
                        help: "add \(missing.map { "'\($0.rawValue):'" }.joined(separator: " and ")) beside 'other:'"))
                }
                for form in forms where !rules.categories.contains(form.category) {
                    diagnostics.append(Diagnostic(LocalisationDiagnostics.unusedPluralForm, neverUsed(form.category, rules: rules), at: form.text.range,
                                                  help: "remove it: no learner reads it"))
                }
            }
        }
        return diagnostics
    }

    /// A form with a placeholder its `other` form lacks: the app fills the placeholders the
    /// string's `other` form names (a form may leave one out, writing the number in words).
    static func placeholderProblems(_ forms: [(category: PluralCategory, text: LearnerText)]) -> [Diagnostic] {
        guard let other = forms.first(where: { $0.category == .other }) else { return [] }
        let known = Set(LocalisationCheck.placeholderNames(in: other.text.value.value))
        return forms.compactMap { form in
            let extra = LocalisationCheck.placeholders(inOrder: form.text.value.value).filter { !known.contains($0) }
            guard !extra.isEmpty else { return nil }
            let close = Suggestion.closest(to: extra[0], in: known.sorted())
            return Diagnostic(LocalisationDiagnostics.countPlaceholder,
                              "the '\(form.category.rawValue)' form has \(extra.map { "{\($0)}" }.joined(separator: " ")), which its 'other' form has not",
                              at: form.text.range, notes: [.init(message: "the 'other' form", range: other.text.range)],
                              help: close.map { "did you mean {\($0)}?" } ?? "use the placeholders of the 'other' form")
        }
    }

    static func noRules(_ locale: String, at range: SourceRange) -> Diagnostic {
        let close = Suggestion.closest(to: locale, in: PluralRules.languages)
        return Diagnostic(LocalisationDiagnostics.unknownPluralRules,
                          "Sanad has no plural rules for '\(locale)': its counted texts are checked for the 'other' form only, and an app shows it for every number",
                          at: range, help: close.map { "did you mean '\($0)'?" } ?? "Sanad knows: \(PluralRules.languages.joined(separator: ", "))")
    }

    /// The problem of a translation's key under a counted text that names no form its locale
    /// uses: a form the locale never uses (T0012), or no plural category at all (T0005); nil for
    /// any other key.
    static func formProblem(_ key: String, locale: String, in source: SourceSummary) -> (code: DiagnosticCode, message: String)? {
        guard let slash = key.lastIndex(of: "/") else { return nil }
        let prefix = key[...slash], name = String(key[key.index(after: slash)...])
        guard source.texts.contains(where: { $0.field.isPlural && $0.key.hasPrefix(prefix) && !$0.key.dropFirst(prefix.count).contains(Character("/")) }) else { return nil }
        let rules = PluralRules(locale: locale)
        let forms = (rules?.categories ?? [.other]).map(\.rawValue)
        guard let category = PluralCategory(rawValue: name) else {
            let close = Suggestion.closest(to: name, in: forms)
            return (LocalisationDiagnostics.obsoleteTranslation,
                    "'\(name)' is not a CLDR plural category; a counted text in '\(locale)' has the forms \(forms.joined(separator: ", "))"
                        + (close.map { " (did you mean '\($0)'?)" } ?? ""))
        }
        guard let rules else {
            return category == .other ? nil
                : (LocalisationDiagnostics.unknownPluralRules, "Sanad has no plural rules for '\(locale)': its counted texts have the 'other' form alone")
        }
        return rules.categories.contains(category) ? nil : (LocalisationDiagnostics.unusedPluralForm, neverUsed(category, rules: rules))
    }

    /// The kinds that declare a counted text field (`TextField.isPlural`).
    static let kindsWithCountedTexts = Set(SourceKind.allCases.filter { TextFields.of($0).contains(where: \.isPlural) })

    /// A source's counted texts, each as its forms in the order written.
    static func countedTexts(in texts: [LearnerText]) -> [[(category: PluralCategory, text: LearnerText)]] {
        var groups: [[(category: PluralCategory, text: LearnerText)]] = []
        var prefix: Substring?
        for text in texts where text.field.isPlural {
            guard let slash = text.key.lastIndex(of: "/"), let category = PluralCategory(rawValue: String(text.key[text.key.index(after: slash)...])) else { continue }
            if text.key[...slash] != prefix {
                groups.append([])
                prefix = text.key[...slash]
            }
            groups[groups.count - 1].append((category, text))
        }
        return groups
    }

    static func neverUsed(_ category: PluralCategory, rules: PluralRules) -> String {
        "'\(rules.language)' never uses the plural form '\(category.rawValue)' (its forms: \(rules.categories.map(\.rawValue).joined(separator: ", ")))"
    }

    /// `3, 4, 5, …`; for a category no whole number takes, says so.
    package static func describe(_ numbers: [Int]) -> String {
        guard !numbers.isEmpty else { return "fractions only (no whole number)" }
        return numbers.map(String.init).joined(separator: ", ") + (numbers.count > 1 ? ", …" : "")
    }
}
