import SanadBundleFormat

extension ContentLibrary {
    /// Who made the bundle's media and under what licence, for the app's credits screen (format
    /// 2.18; empty for an earlier bundle). A recitation is credited by its memorisation unit.
    public var credits: [BundleProject.Credit] { project.credits ?? [] }

    /// The credit of a medium, by the path the content names it by (what `mediaURL(for:)`
    /// takes); nil when none covers it.
    public func credit(forMedia path: String) -> BundleProject.Credit? {
        credits.first { $0.media.contains(path) }
    }
}
