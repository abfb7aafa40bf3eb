extension Substring {
    /// The locale of a translation file's name, `<stem>.<locale>.yaml` (`01-what-is-ghibah.ur.yaml`,
    /// `category.ar.yaml`), or nil for any other name. The locale is a BCP 47 tag of a primary
    /// language and optional subtags (`ar`, `ur-PK`).
    var translationLocale: Substring? {
        guard hasSuffix(".yaml") else { return nil }
        let parts = dropLast(".yaml".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let subtags = parts[1].split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }),
              subtags.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        return parts[1]
    }

    /// A YAML source of a kind that names its files freely: `.yaml`, and not a translation.
    var isSourceYAMLName: Bool { hasSuffix(".yaml") && translationLocale == nil }
}
