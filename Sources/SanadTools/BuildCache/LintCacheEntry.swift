import Foundation

/// One lint of a whole content folder, kept: its key, the files it read outside the folder with
/// their states then (`BuildInputs.state(of:)`), what it found, and its source files as shown.
struct LintCacheEntry: CachedResult {
    /// The layout of lint entries; a change makes every older one foreign.
    static let formatVersion = 1
    /// Everything the result depends on.
    var key: BuildCacheKey
    /// Each file read outside the content folder (a Qur'an text) and its state then.
    var externals: [String: String]
    /// What the lint found, before the severity policy and the baseline.
    var found: CachedDiagnostics
    /// The content folder's source files, as shown.
    var files: [String]
}
