import SanadBundleFormat

extension BundleDiff {
    /// The verdict on the new bundle's content version.
    public struct VersionCheck: Sendable, Equatable {
        /// The previous bundle's content version (normalised when both versions are semantic, as written otherwise).
        public var old: String
        /// The new bundle's content version (normalised when both versions are semantic, as written otherwise).
        public var new: String
        /// The smallest bump that covers every change between the two bundles.
        public var required: VersionBump
        /// The smallest version that covers the changes, when the old version is semantic.
        public var minimum: String?
        /// Whether the new content version grows enough for the changes (false when either version is
        /// not semantic).
        public var isCovered: Bool
    }

    /// Whether the new bundle's content version covers the changes since the old one, and the
    /// smallest version that would.
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
    public func textLines() -> [String] { Self.textLines(changes) }

    /// Changes as lines of columns (bump, subject, id, detail), each column as wide as its widest
    /// entry (an id at most 48 characters, a longer one pushes its own line's detail) and two
    /// spaces between columns, so no two columns ever run together.
    public static func textLines(_ changes: [BundleChange]) -> [String] {
        func width(_ column: (BundleChange) -> String, atMost limit: Int = .max) -> Int { min(changes.map { column($0).count }.max() ?? 0, limit) }
        func cell(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
        let bumpWidth = width { $0.bump.description }, subjectWidth = width { $0.subject.rawValue }, idWidth = width({ $0.id }, atMost: 48)
        return changes.map { change in
            [cell(change.bump.description, bumpWidth), cell(change.subject.rawValue, subjectWidth), cell(change.id, idWidth), change.detail].joined(separator: "  ")
        }
    }
}
