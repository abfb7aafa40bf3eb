import Foundation

/// What one check read of the corpus index, beyond the files other than lessons and categories
/// (which every kept result depends on): the categories it looked up, the set of lesson ids, or
/// everything. `RuleContext` records into it; the resident engine keeps a lesson's check results
/// only when it read nothing it cannot follow, and a command-line run keeps a clean result on
/// disk with the categories it read (`Pipeline.StoredChecks`). Every access to the stored
/// properties holds `lock` (one check runs on one thread, but the type is shared through a
/// `Sendable` context).
final class IndexReads: @unchecked Sendable {
    /// What a check read, once it has run.
    struct Recorded: Equatable {
        /// It read the whole index.
        var all = false
        /// It read which lesson ids exist.
        var lessonIDs = false
        /// The ids of the categories it looked up (found or not), sorted.
        var categories: [String] = []
    }

    private let lock = NSLock()
    private var all = false
    private var ids = false
    private var categories: Set<String> = []

    /// The check read the whole index.
    func readAll() {
        lock.withLock { all = true }
    }

    /// The check read which lesson ids exist.
    func readLessonIDs() {
        lock.withLock { ids = true }
    }

    /// The check looked up the category with this id.
    func readCategory(_ id: String) {
        lock.withLock { _ = categories.insert(id) }
    }

    /// What the check read.
    var recorded: Recorded {
        lock.withLock { Recorded(all: all, lessonIDs: ids, categories: categories.sorted()) }
    }
}
