import SanadBundleFormat

/// How much a content version must grow for a set of changes.
public enum VersionBump: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case none, patch, minor, major

    public static func < (lhs: VersionBump, rhs: VersionBump) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: return "none"
        case .patch: return "patch"
        case .minor: return "minor"
        case .major: return "major"
        }
    }

    /// The smallest version after `old` that makes this bump.
    public func next(after old: SemanticVersion) -> SemanticVersion {
        switch self {
        case .none: return old
        case .patch: return SemanticVersion(major: old.major, minor: old.minor, patch: old.patch + 1)
        case .minor: return SemanticVersion(major: old.major, minor: old.minor + 1, patch: 0)
        case .major: return SemanticVersion(major: old.major + 1, minor: 0, patch: 0)
        }
    }

    /// Whether going from `old` to `new` is at least this bump.
    public func isCovered(from old: SemanticVersion, to new: SemanticVersion) -> Bool {
        switch self {
        case .none: return new >= old
        case .patch: return new > old
        case .minor: return new.major > old.major || (new.major == old.major && new.minor > old.minor)
        case .major: return new.major > old.major
        }
    }
}
