import Foundation

/// The lesson files (`lessons/<category>.json`) of a resident engine's last build (`sanad watch`,
/// `sanad preview`), each by what it was written from, so that a save re-encodes only the files
/// whose lessons changed.
///
/// A lesson file is a function of its path (the category's id and pack), its lessons in order
/// and, for each, whether its category is for children (its links are then gated): the writer
/// reads nothing else of the corpus (`BundleBuilder.lesson`). Models are immutable, and the
/// engine gives back the same `LessonModel` while its file is unchanged, so a file whose lessons
/// are the same objects, in the same order, with the same audiences, has the same bytes. The
/// memo keeps each file's size and SHA-256, and the lessons themselves (an object's identity is
/// not reused while it is held); a file found here is taken from the previous bundle on disk,
/// and only when that copy's bytes hash to the digest kept (`BundleStaging.reuse`): the memo never
/// holds the bundle's bytes.
///
/// With `verifying` (the engine's verification mode, which the tests run in), every file taken
/// from the memo is encoded as well and a difference stops the process. Used from several threads
/// at once; every access to the stored properties but `verifying` (a constant) holds `lock`.
public final class LessonFileMemo: LessonFileMemory, @unchecked Sendable {
    private struct Kept {
        var lessons: [LessonModel]
        var forChildren: [Bool]
        var staged: BundleStaging.Staged
    }

    private let lock = NSLock()
    private var kept: [String: Kept] = [:]
    private var reused = 0
    /// Whether each file taken from the memo is encoded as well and compared.
    public let verifying: Bool

    /// An empty memo.
    public init(verifying: Bool = false) { self.verifying = verifying }

    /// How many lesson files the builds since `resetCount()` took from the memo.
    public var reusedFiles: Int {
        lock.lock()
        defer { lock.unlock() }
        return reused
    }

    /// Starts counting reused files again.
    public func resetCount() {
        lock.lock()
        reused = 0
        lock.unlock()
    }

    /// What the file at `path` was, when it was written from the same lessons, in the same
    /// order, with the same audiences.
    package func lookUp(_ path: String, lessons: [LessonModel], forChildren: [Bool]) -> BundleStaging.Staged? {
        lock.lock()
        defer { lock.unlock() }
        guard let known = kept[path], known.forChildren == forChildren, known.lessons.count == lessons.count,
              zip(known.lessons, lessons).allSatisfy({ $0 === $1 }) else { return nil }
        return known.staged
    }

    /// Records that the file at `path`, written from `lessons`, is `staged`.
    package func keep(_ path: String, lessons: [LessonModel], forChildren: [Bool], staged: BundleStaging.Staged) {
        lock.lock()
        kept[path] = Kept(lessons: lessons, forChildren: forChildren, staged: staged)
        lock.unlock()
    }

    /// Counts a file taken from the memo.
    package func countReuse() { lock.withLock { reused += 1 } }

    /// Keeps only the files at `paths` (those of the last build): a category that went, and the
    /// lessons its file held, are let go of.
    package func keepOnly(_ paths: Set<String>) { lock.withLock { kept = kept.filter { paths.contains($0.key) } } }
}
