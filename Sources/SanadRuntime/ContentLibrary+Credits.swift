import SanadBundleFormat

extension ContentLibrary {
    /// Who made the bundle's media and under what licence, for the app's credits screen (format
    /// 2.18; empty for an earlier bundle). A recitation is credited by its memorisation unit.
    public var credits: [BundleProject.Credit] { project.credits ?? [] }

    /// The credit of a medium, by the path the content names it by (what `mediaURL(for:)`
    /// takes); the first when several cover it (`credits(forMedia:)` gives all); nil when none does.
    public func credit(forMedia path: String) -> BundleProject.Credit? {
        credits(forMedia: path).first
    }

    /// Every credit of a medium, in the order the project gives them: a medium may have several
    /// authors, or parts under several licences.
    public func credits(forMedia path: String) -> [BundleProject.Credit] {
        credits.filter { $0.media.contains(path) }
    }
}
