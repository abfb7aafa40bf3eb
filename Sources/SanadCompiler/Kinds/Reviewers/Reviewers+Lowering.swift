import SanadDiagnostics
import SanadSource

extension ContentKinds.Reviewers {
    /// `reviewers.yaml` lowers to one `ReviewerModel` per reviewer with an id, each marked with the
    /// file's `sample-data:`; lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [ReviewerModel], diagnostics: [Diagnostic]) {
        let sample = node.flag("sample-data") ?? false
        return (node.objects("reviewers").compactMap { reviewer($0, isSampleData: sample) }, [])
    }

    /// A reviewer of `reviewers.yaml`, lowered; nil without an id.
    static func reviewer(_ node: Node, isSampleData: Bool) -> ReviewerModel? {
        guard let id = node.located("id") else { return nil }
        return ReviewerModel(
            id: id, name: node.text("name") ?? "", credentials: node.text("credentials") ?? "", scopes: node.strings("scopes").map(\.value),
            languages: node.strings("languages").map(\.value), isSampleData: isSampleData, publicKey: node.located("public-key"))
    }
}
