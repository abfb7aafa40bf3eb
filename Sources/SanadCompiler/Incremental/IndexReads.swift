import Foundation

/// What one check read of the corpus index, beyond the files other than lessons (which every
/// kept result depends on): the set of lesson ids, or everything. `RuleContext` records into it;
/// the resident engine keeps a lesson's check results only when it read nothing it cannot
/// follow. Every access to the two flags holds `lock` (one check runs on one thread, but the
/// type is shared through a `Sendable` context).
final class IndexReads: @unchecked Sendable {
    private let lock = NSLock()
    private var all = false
    private var ids = false

    /// The check read the whole index.
    func readAll() {
        lock.lock()
        all = true
        lock.unlock()
    }

    /// The check read which lesson ids exist.
    func readLessonIDs() {
        lock.lock()
        ids = true
        lock.unlock()
    }

    /// Whether the check read the whole index, and whether it read the set of lesson ids.
    var recorded: (all: Bool, lessonIDs: Bool) {
        lock.lock()
        defer { lock.unlock() }
        return (all, ids)
    }
}
