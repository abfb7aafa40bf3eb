import Foundation

/// One lint of a whole content folder, kept: its key, the files it read outside the folder with
/// their states then (`BuildInputs.state(of:)`), what it found, and its source files as shown.
struct LintCacheEntry: CachedResult {
    var key: BuildCacheKey
    var externals: [String: String]
    var found: CachedDiagnostics
    var files: [String]
}
