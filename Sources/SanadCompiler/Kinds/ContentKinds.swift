/// The registry of content kinds: the one place they are enumerated. Discovery, schemas,
/// lowering, resolution, rules, the bundle, `sanad diff` and the completeness test all iterate
/// it, so a kind added here is handled everywhere or fails `KindCompletenessTests`.
public enum ContentKinds {
    /// Every kind, in the order files of each are lowered and reported: `SourceKind`'s cases,
    /// each through its declaration.
    public static let all: [any ContentKind.Type] = SourceKind.allCases.map(\.declaration)

    /// The declaration of a kind by its name.
    public static func declaration(of kind: SourceKind) -> any ContentKind.Type { kind.declaration }

    /// The kind that owns the file at a path relative to the content root, if any.
    public static func owner(of relativePath: String) -> (any ContentKind.Type)? {
        let components = relativePath.split(separator: "/")
        return all.first { $0.owns(components) }
    }
}
