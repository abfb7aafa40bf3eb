import SanadDiagnostics

/// A reviewer from `reviewers.yaml`.
public struct ReviewerModel: Sendable {
    public var id: Located<String>
    public var name: String
    public var credentials: String
    public var scopes: [String]
    /// The languages they review translations in (BCP 47 tags).
    public var languages: [String] = []
    /// Whether `reviewers.yaml` says its reviewers are sample data (never a real approval).
    public var isSampleData: Bool
    /// `public-key`: the Ed25519 key their approvals are signed with (base64), if they have one.
    public var publicKey: Located<String>? = nil

    /// Whether they review translations into `locale` (`ar-EG` is reviewed by a reviewer of `ar`).
    public func reviews(language locale: String) -> Bool {
        let language = locale.split(separator: "-").first.map(String.init) ?? locale
        return languages.contains { $0 == locale || $0 == language }
    }
}
