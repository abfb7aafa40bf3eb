import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `reviewers.yaml`: who may approve content, with their credentials and scopes.
    public enum Reviewers: ContentKind {}
}

extension ContentKinds.Reviewers {
    public static let source = SourceKind.reviewers
    public static var schema: [UInt8] { PackageResources.reviewers_schema_json }
    public static func owns(_ path: [Substring]) -> Bool { path == ["reviewers.yaml"] }
    public static let placement = "reviewers.yaml"
    public static let documentation = "Reviewers"
    public static let listening = Listening.notLearnerFacing

    /// Reviewer ids, which review records name.
    static let space = IDSpace("reviewer", owner: source, referenceNoun: "reviewer in reviewers.yaml")

    public static func definitions(in corpus: Corpus) -> [IDDefinitions] { [IDDefinitions(space, corpus.reviewers.map(\.id))] }

    public static let bundleFiles: [BundleManifest.FileKind] = [.reviewers]
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        [try builder.encode(builder.reviewers(), path: "reviewers.json", kind: .reviewers)]
    }
    public static func compare(_ diff: inout BundleDiff) { diff.compareReviewers() }
    public static let diffSubjects: [BundleChange.Subject] = [.reviewer]
}
