
/// Why a bundle cannot be used. Every case names what is wrong, so an app can log it and fall
/// back to the bundle it shipped with.
public enum BundleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The manifest's format has a major version this runtime does not read.
    case unsupportedFormat(found: SemanticVersion, supported: SemanticVersion)
    /// A file the manifest lists, or the manifest itself, is missing.
    case missingFile(String)
    /// A file's size differs from the manifest (truncated or replaced).
    case sizeMismatch(file: String, expected: Int, actual: Int)
    /// A file's SHA-256 differs from the manifest (tampered or corrupted).
    case digestMismatch(file: String)
    /// A file could not be decoded.
    case malformed(file: String, reason: String)
    /// A path in the manifest leaves the bundle folder, is not in its one canonical spelling, or
    /// leads through a link outside the folder.
    case invalidPath(String)
    /// The manifest contradicts itself: a path listed twice, two entries of a kind a bundle has
    /// one of, a creation time that is not one.
    case invalidManifest(String)
    /// A file in the bundle folder that the manifest does not list (`verifyAll` only).
    case unlistedFile(String)

    public var description: String {
        switch self {
        case .unsupportedFormat(let found, let supported):
            return "the bundle's format is \(found); this runtime reads format \(supported.major).x"
        case .missingFile(let file): return "\(file) is missing from the bundle"
        case .sizeMismatch(let file, let expected, let actual): return "\(file) is \(actual) bytes; the manifest says \(expected)"
        case .digestMismatch(let file): return "\(file) does not match its SHA-256 in the manifest"
        case .malformed(let file, let reason): return "\(file) cannot be read: \(reason)"
        case .invalidPath(let path): return "the manifest names a path that is not a canonical path inside the bundle: \(path)"
        case .invalidManifest(let reason): return "the manifest is not valid: \(reason)"
        case .unlistedFile(let path): return "\(path) is in the bundle folder but not in the manifest"
        }
    }
}
