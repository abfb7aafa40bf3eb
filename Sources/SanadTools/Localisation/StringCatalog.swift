import SanadBundleFormat
import Foundation
import SanadCompiler

/// An Xcode String Catalog (`.xcstrings`, JSON) of the project's app copy, with every target
/// locale's translations: so the app's own strings and the content's copy reach translators
/// through one workflow. Placeholders `{name}` become positional `%1$@`, numbered by their first
/// place in the source text, the same numbers in every locale; each string's comment says which
/// is which. Only a translation a release would publish is in it (approved, and unchanged since
/// its approval: `ContentKinds.Translation.reviewedItems`); a stale text in it is `needs_review`;
/// a missing or unpublishable one is left out, and the app shows the source text. A counted
/// string (`text: { one: …, other: … }`) has plural variations in each locale, by that locale's
/// CLDR categories, its count written `%N$lld`.
public struct StringCatalog: Codable, Sendable, Equatable {
    /// The locale the app copy is written in: the first of the project's `locales`, else `en`.
    public var sourceLanguage: String
    /// Every app copy string, keyed `CATALOGUE.STRING` (the catalogue's id, then the string's).
    public var strings: [String: Entry]
    /// The String Catalog format version Xcode reads.
    public var version = "1.0"

    /// One key.
    public struct Entry: Codable, Sendable, Equatable {
        /// The string's comment for translators, followed by which positional placeholder stands
        /// for which `{name}`.
        public var comment: String?
        /// `manual` for every string: it comes from the content, not from the app's code.
        public var extractionState: String?
        /// By locale: the source text, and each target locale's publishable translation.
        public var localizations: [String: Localization]
    }

    /// A key's text in one locale: one text, or a counted string's forms by plural category.
    public struct Localization: Codable, Sendable, Equatable {
        /// The one text; nil for a counted string, which has `variations` instead.
        public var stringUnit: StringUnit?
        /// A counted string's forms; nil for a plain text.
        public var variations: Variations?

        /// One text.
        init(stringUnit: StringUnit) {
            self.stringUnit = stringUnit
        }

        /// A counted string's forms, by CLDR plural category (`one`, `few`).
        init(plural: [String: StringUnit]) {
            variations = Variations(plural: plural.mapValues { Variation(stringUnit: $0) })
        }
    }

    /// A key's variations: Sanad writes plural ones.
    public struct Variations: Codable, Sendable, Equatable {
        /// The forms by CLDR plural category (`one`, `few`, `other`), as the locale has them.
        public var plural: [String: Variation]
    }

    /// One variation's text.
    public struct Variation: Codable, Sendable, Equatable {
        /// The form's text and its state.
        public var stringUnit: StringUnit
    }

    /// The text and its state (`translated`, `needs_review`).
    public struct StringUnit: Codable, Sendable, Equatable {
        /// `translated`, or `needs_review` when the source text changed since it was translated.
        public var state: String
        /// The text, its `{name}` placeholders as `%N$@`, a count as `%N$lld` and `%` as `%%`.
        public var value: String
    }

    /// The catalogue of a corpus's app copy.
    static func of(_ corpus: Corpus) -> StringCatalog {
        let sourceLocale = corpus.project?.sourceLocale ?? "en"
        let sources = Dictionary(corpus.sources.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var strings: [String: Entry] = [:]
        for catalogue in corpus.appCopy {
            let path = "copy/\(catalogue.id.value).yaml"
            let translations = corpus.translations.filter { translation in
                translation.sourceCandidates.contains(path)
                    && ContentKinds.Translation.reviewedItems(of: translation).allSatisfy { $0.isPublishable(root: corpus.root) }
            }.map { ($0, Dictionary($0.entries.map { ($0.key.value, $0) }, uniquingKeysWith: { first, _ in first })) }
            for string in catalogue.strings {
                let names = LocalisationCheck.placeholders(inOrder: string.text.value)
                let count = string.isCounted ? string.count?.value : nil
                func unit(_ text: String, fresh: Bool = true) -> StringUnit {
                    StringUnit(state: fresh ? "translated" : "needs_review", value: format(text, names, count: count))
                }
                let key = "strings/\(string.id.value)/text"
                var localizations = [sourceLocale: string.isCounted
                    ? Localization(plural: Dictionary(uniqueKeysWithValues: string.forms.map { ($0.key.rawValue, unit($0.value.value)) }))
                    : Localization(stringUnit: unit(string.text.value))]
                for (translation, entries) in translations {
                    // The texts the locale translates: a counted string's forms by its own categories.
                    let texts = Dictionary((sources[path]?.translatedTexts(for: translation.locale) ?? []).map { ($0.key, $0) },
                                           uniquingKeysWith: { first, _ in first })
                    if string.isCounted {
                        let forms = (PluralRules(locale: translation.locale)?.categories ?? [.other]).compactMap { category -> (String, StringUnit)? in
                            let formKey = "\(key)/\(category.rawValue)"
                            return entries[formKey].map { (category.rawValue, unit($0.text.value, fresh: $0.source?.value == texts[formKey]?.fingerprint)) }
                        }
                        // Every form or none: with a form missing, Xcode would show the locale's
                        // `other` for its numbers; without the locale, the app shows the source.
                        if forms.count == (PluralRules(locale: translation.locale)?.categories.count ?? 1) {
                            localizations[translation.locale] = Localization(plural: Dictionary(uniqueKeysWithValues: forms))
                        }
                        continue
                    }
                    guard let entry = entries[key] else { continue }
                    localizations[translation.locale] = Localization(stringUnit: unit(entry.text.value, fresh: entry.source?.value == texts[key]?.fingerprint))
                }
                let legend = names.enumerated().map { "%\($0.offset + 1)$\($0.element == count ? "lld" : "@") is {\($0.element)}" }.joined(separator: ", ")
                strings["\(catalogue.id.value).\(string.id.value)"] = Entry(
                    comment: string.comment + (legend.isEmpty ? "" : " (\(legend))"), extractionState: "manual", localizations: localizations)
            }
        }
        return StringCatalog(sourceLanguage: sourceLocale, strings: strings)
    }

    /// `{name}` placeholders as `%N$@`, N by `names`' order, and a counted string's count as
    /// `%N$lld` (the integer its plural variations are chosen by); `%` itself as `%%`.
    static func format(_ text: String, _ names: [String], count: String? = nil) -> String {
        var result = text.replacingOccurrences(of: "%", with: "%%")
        for (index, name) in names.enumerated() {
            result = result.replacingOccurrences(of: "{\(name)}", with: "%\(index + 1)$\(name == count ? "lld" : "@")")
        }
        return result
    }

    /// The catalogue as Xcode writes it: JSON, keys sorted, indented.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
