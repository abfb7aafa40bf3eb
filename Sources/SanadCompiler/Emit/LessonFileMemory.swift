/// Lesson files (`lessons/<category>.json`) of an earlier build, each by what it was written from:
/// a file whose inputs are unchanged is taken from the previous bundle on disk
/// (`BundleStaging.reuse`, which checks its bytes against the digest kept) instead of being
/// encoded again. A resident engine keeps them in memory (`LessonFileMemo`); command-line builds
/// keep them on disk (`StoredLessonFiles`).
///
/// A lesson file is a function of its path (the category's id and pack), its lessons in order
/// and, for each, whether its category is for children (its links are then gated): the writer
/// reads nothing else of the corpus (`BundleBuilder.lesson`).
package protocol LessonFileMemory: AnyObject, Sendable {
    /// Whether each file taken is encoded as well and compared (a difference stops the process).
    var verifying: Bool { get }
    /// What the file at `path` was, when it was written from the same inputs.
    func lookUp(_ path: String, lessons: [LessonModel], forChildren: [Bool]) -> BundleStaging.Staged?
    /// Records that the file at `path`, written from `lessons`, is `staged`.
    func keep(_ path: String, lessons: [LessonModel], forChildren: [Bool], staged: BundleStaging.Staged)
    /// Counts a file taken from the previous bundle.
    func countReuse()
    /// Keeps only the files at `paths` (those of the build).
    func keepOnly(_ paths: Set<String>)
}
