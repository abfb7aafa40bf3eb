import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A string of an app copy catalogue (`worship-path.welcome-back`).
    public static let copyString = BundleChange.Subject(rawValue: "copy string")
}

extension ContentKinds.AppCopy {
    /// `copy.json`, when the project has copy: every string in the source locale, by key.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let catalogues = builder.corpus.appCopy.sorted { $0.id.value < $1.id.value }
        guard !catalogues.isEmpty else { return [] }
        let locale = builder.corpus.project?.sourceLocale ?? "en"
        // A counted string's forms that the source locale uses (one it never uses is a warning, T0012).
        let categories = Set(PluralRules(locale: locale)?.categories ?? PluralCategory.allCases)
        let file = BundleCopy(locale: locale, direction: TextDirection(locale: locale), strings: catalogues.flatMap { catalogue in
            catalogue.strings.map { string in
                BundleCopy.CopyString(key: "\(catalogue.id.value).\(string.id.value)", text: string.text.value, comment: string.comment, count: string.count?.value,
                                      plural: string.isCounted
                                          ? Dictionary(uniqueKeysWithValues: string.forms.filter { categories.contains($0.key) }.map { ($0.key.rawValue, $0.value.value) }) : nil)
            }
        })
        return [try builder.encode(file, path: "copy.json", kind: .copy)]
    }

    /// Throws when the snapshot's `copy.json` does not decode as `BundleCopy`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.copy] ?? [] { _ = try BundleJSONDecoder().decode(BundleCopy.self, from: data) }
    }

    /// The app asks for strings by key: a removed key is major, an added one minor; a changed
    /// text a patch, unless its placeholders changed (the app fills them): minor. A string that
    /// becomes counted, or stops being, or whose count changes, is minor (the app passes the
    /// number); a changed form a patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.copy, as: BundleCopy.self).flatMap(\.strings)
        let after = diff.new.decoded(.copy, as: BundleCopy.self).flatMap(\.strings)
        diff.compareKeyed(.copyString, before, after, key: \.key, removed: .major) { a, b in
            // The placeholders of every form: the app fills them.
            func placeholders(_ string: BundleCopy.CopyString) -> Set<String> {
                Set(([string.text] + (string.plural.map { Array($0.values) } ?? [])).flatMap(LocalisationCheck.placeholders(in:)))
            }
            return [("placeholders", .minor, placeholders(a) == placeholders(b)), ("count", .minor, a.count == b.count),
                    ("text", .patch, a.text == b.text), ("plural forms", .patch, a.plural == b.plural), ("comment", .patch, a.comment == b.comment)]
        }
    }
}
