import SanadBundleFormat
import SanadDiagnostics
import SanadSource

extension ContentKinds {
    /// `reviewers.yaml`: who may approve content, with their credentials and scopes.
    public enum Reviewers: ContentKind {}
}

extension ContentKinds.Reviewers {
    /// The `reviewers` kind, checked against `Schemas/reviewers.schema.json`.
    public static let source = SourceKind.reviewers
    /// The bytes of `reviewers.schema.json`.
    public static var schema: [UInt8] { PackageResources.reviewers_schema_json }
    /// The kind owns `reviewers.yaml` at the content root, and nothing else.
    public static func owns(_ path: [Substring]) -> Bool { path == ["reviewers.yaml"] }
    /// The reviewers go in one `reviewers.yaml` at the content root.
    public static let placement = "reviewers.yaml"
    /// Reviewers are documented under `## Reviewers` in `docs/content-kinds.md`.
    public static let documentation = "Reviewers"
    /// No learner reads the file: it is the registry of who reviews.
    public static let listening = Listening.notLearnerFacing

    /// Reviewer ids, which review records name.
    static let space = IDSpace("reviewer", owner: source, referenceNoun: "reviewer in reviewers.yaml")

    /// Reviewer ids, which review records name.
    public static func definitions(in corpus: Corpus) -> [IDDefinitions] { [IDDefinitions(space, corpus.reviewers.map(\.id))] }

    /// Reviewers emit `reviewers.json`.
    public static let bundleFiles: [BundleManifest.FileKind] = [.reviewers]
    /// `reviewers.json`: the reviewers behind the "Reviewed by" badge, and whether they are sample
    /// data.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        [try builder.encode(builder.reviewers(), path: "reviewers.json", kind: .reviewers)]
    }
    /// Reports reviewers removed, added or changed (name, credentials, scopes), each a patch.
    public static func compare(_ diff: inout BundleDiff) { diff.compareReviewers() }
    /// Reviewer changes are reported of reviewers.
    public static let diffSubjects: [BundleChange.Subject] = [.reviewer]
}
