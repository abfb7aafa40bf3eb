import SanadDiagnostics

/// A reviewer from `reviewers.yaml`.
public struct ReviewerModel: Sendable {
    /// The reviewer's id, where written, which review records name (`review: reviewer:`).
    public var id: Located<String>
    /// The reviewer's name, as the "Reviewed by" badge shows it; empty when missing.
    public var name: String
    /// The reviewer's credentials as written (their qualifications); empty when missing.
    public var credentials: String
    /// The scopes they may approve (`akhlaq`, `hadith`, `quran`, `childrens-education`…): an item
    /// needs a reviewer holding one of its scopes.
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
