import Foundation
import SanadDiagnostics

/// A lesson's check results kept between runs of the resident engine, and a source file's text
/// checks: given back while the lesson (the same `LessonModel`, which the engine keeps while its
/// file is unchanged) or the source file (the same `SourceFile`), and everything else they read,
/// are unchanged. What else they read is recorded as they run (`IndexReads`):
///
/// - the files other than lessons (`sanad.yaml`, categories, reviewers, hadith collections…)
///   and the Qur'an texts, the same for every result: any change to them drops every result;
/// - the set of lesson ids, for results that read it (a link to a lesson): those are not given
///   back after a lesson is added, removed or given a new id;
/// - the whole index, for results that read it: those are never kept.
///
/// Review checks are not kept (they read media files too); they run on every pass. Every access
/// to the stored properties holds `lock`.
final class CheckCache: @unchecked Sendable {
    /// What every kept result depends on besides its own subject and the lesson ids.
    struct Environment: Equatable {
        /// `CompilationEngine.environmentGeneration`: the files other than lessons.
        var generation: Int
        /// The Qur'an editions loaded and those that could not be (their texts are checked
        /// against the SHA-256 `sanad.yaml` names, part of the generation).
        var quranEditions: [String]
        var unavailableEditions: [String]
        /// The hadith collections whose text loaded.
        var hadithCollections: [String] = []
        /// Whether release checks run.
        var release: Bool
    }

    /// The results kept for one subject, with the subject itself (held, so its identity cannot
    /// be reused by another object while the result is kept).
    struct Kept {
        var subject: AnyObject
        /// Everything before the review checks, and everything after them.
        var before: [Diagnostic]
        var after: [Diagnostic]
        var readsLessonIDs: Bool
    }

    private let lock = NSLock()
    private var kept: [ObjectIdentifier: Kept] = [:]
    private var environment: Environment?
    private var lessonIDs: Set<String> = []
    private var lessonIDsChanged = true
    private var used: Set<ObjectIdentifier> = []
    /// How many of the keys in `kept` this run has used: when all of them, `end` drops nothing
    /// and need not look at each.
    private var keptAndUsed = 0
    private var lastHits = 0

    /// How many results the current or last run's checks were given back.
    var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return lastHits
    }

    /// Starts the checks of a run: drops every result when the environment changed. With
    /// `sameIndex` (the run kept the last run's resolution: `ResolutionMemo`), the lesson ids are
    /// known to be the last run's and are not gathered again (10,000 strings hashed twice a
    /// keystroke in the language server).
    func begin(environment: Environment, lessonIDs: @autoclosure () -> Set<String>, sameIndex: Bool = false) {
        lock.lock()
        if environment != self.environment { kept = [:] }
        if !sameIndex || self.environment == nil {
            let lessonIDs = lessonIDs()
            lessonIDsChanged = lessonIDs != self.lessonIDs
            self.lessonIDs = lessonIDs
        } else {
            lessonIDsChanged = false
        }
        self.environment = environment
        used = []
        keptAndUsed = 0
        lastHits = 0
        lock.unlock()
    }

    /// The kept result for `subject`, if it still holds.
    func result(for subject: AnyObject) -> Kept? {
        let key = ObjectIdentifier(subject)
        lock.lock()
        defer { lock.unlock() }
        let entry = kept[key]
        if used.insert(key).inserted, entry != nil { keptAndUsed += 1 }
        guard let entry, entry.subject === subject, !(entry.readsLessonIDs && lessonIDsChanged) else { return nil }
        lastHits += 1
        return entry
    }

    /// Keeps a result computed in this run, unless it read the whole index.
    func keep(_ subject: AnyObject, before: [Diagnostic], after: [Diagnostic], reads: IndexReads) {
        let (all, ids) = reads.recorded
        let key = ObjectIdentifier(subject)
        lock.lock()
        let wasKept = kept[key] != nil, isUsed = used.contains(key)
        kept[key] = all ? nil : Kept(subject: subject, before: before, after: after, readsLessonIDs: ids)
        if isUsed { keptAndUsed += (all ? 0 : 1) - (wasKept ? 1 : 0) }
        lock.unlock()
    }

    /// Ends a run's checks: results of subjects this run did not check are let go of.
    func end() {
        lock.lock()
        // Usually only the results of the models an edit replaced are left: removed in place,
        // without building the table again.
        if keptAndUsed != kept.count {
            for key in kept.keys.filter({ !used.contains($0) }) { kept[key] = nil }
        }
        lock.unlock()
    }
}
