import SanadBundleFormat

extension BundleDiff {
    /// The verdict on the new bundle's content version.
    public struct VersionCheck: Sendable, Equatable {
        public var old: String
        public var new: String
        public var required: VersionBump
        /// The smallest version that covers the changes, when the old version is semantic.
        public var minimum: String?
        public var isCovered: Bool
    }

    public var versionCheck: VersionCheck {
        let required = requiredBump
        guard let before = SemanticVersion(old.contentVersion), let after = SemanticVersion(new.contentVersion) else {
            return VersionCheck(old: old.contentVersion, new: new.contentVersion, required: required, minimum: nil, isCovered: false)
        }
        return VersionCheck(
            old: before.description, new: after.description, required: required, minimum: required.next(after: before).description,
            isCovered: required.isCovered(from: before, to: after))
    }

    /// One line per change: bump, subject, id, detail, in columns.
    public func textLines() -> [String] {
        let idWidth = min(changes.map(\.id.count).max() ?? 0, 48)
        return changes.map { change in
            change.bump.description.padding(toLength: 7, withPad: " ", startingAt: 0)
                + change.subject.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
                + change.id.padding(toLength: max(idWidth, change.id.count), withPad: " ", startingAt: 0) + "  " + change.detail
        }
    }
}
