import Foundation
import SanadDiagnostics

/// A lesson's check results kept between runs of the resident engine (or, for a command-line
/// run, those an earlier run found clean: `Pipeline.StoredChecks`), and a source file's text
/// checks: given back while the lesson (the same `LessonModel`, which the engine keeps while its
/// file is unchanged) or the source file (the same `SourceFile`), and everything else they read,
/// are unchanged. What else they read is recorded as they run (`IndexReads`):
///
/// - the files other than lessons and categories (`sanad.yaml`, reviewers, hadith
///   collections…) and the Qur'an texts, the same for every result: any change to them drops
///   every result (which kinds are incomplete is not among them: only resolution reads it, so a
///   lesson that cannot be lowered while it is typed does not drop every result);
/// - the categories its checks looked up, by id (`RuleContext.category(_:)`): a category file
///   lowered anew, added or gone drops the results that looked its id up, and the review results
///   of its lessons (a command-line run keeps a clean result on disk against them:
///   `Pipeline.StoredChecks`);
/// - the set of lesson ids, for results that read it (a link to a lesson): those are not given
///   back after a lesson is added, removed or given a new id;
/// - the whole index, for results that read it: those are never kept.
///
/// A lesson's review checks read media files too (its fingerprint covers them): their results
/// are kept only while the disk is known unchanged (`Pipeline.diskUnchanged` with no file reported
/// changed on disk) and the review policy is the same; any other run checks reviews again. Every
/// access to the stored properties holds `lock`.
final class CheckCache: @unchecked Sendable {
    /// What a result is kept for: a lesson or a source file, held while its result is kept.
    typealias Subject = AnyObject & Sendable

    /// What every kept result depends on besides its own subject and the lesson ids.
    struct Environment: Equatable {
        /// `CompilationEngine.environmentGeneration`: the files other than lessons and
        /// categories.
        var generation: Int
        /// The Qur'an editions loaded and those that could not be (their texts are checked
        /// against the SHA-256 `sanad.yaml` names, part of the generation).
        var quranEditions: [String]
        var unavailableEditions: [String]
        /// The hadith collections whose text loaded, and the SHA-256 of each text file that
        /// loaded, in order (with two files holding a collection, which one loaded decides its
        /// wording).
        var hadithCollections: [String] = []
        var hadithTexts: [String] = []
        /// Whether release checks run.
        var release: Bool
    }

    /// The results kept for one subject, with the subject itself (held, so its identity cannot
    /// be reused by another object while the result is kept).
    ///
    /// A class: an entry is read where it stands, at the cost of one retain (a copy of a struct
    /// of six references cost six, for each of the 20,000 results of a 10,000-lesson folder that
    /// every edit of a category in the language server looks over).
    /// What `readers` indexes (the subject, its categories) is constant.
    final class Kept {
        let subject: Subject
        /// Everything before the review checks, and everything after them.
        let before: [Diagnostic]
        let after: [Diagnostic]
        let readsLessonIDs: Bool
        /// The ids of the categories its checks looked up, sorted.
        let categories: [String]
        /// The review checks' results and all the subject's diagnostics in order, when found in
        /// `reviewRound` (see the type's documentation).
        var review: (found: [Diagnostic], all: [Diagnostic])?
        var reviewRound = 0
        /// The last run that looked the subject up or kept it.
        var seen = 0
        /// The category of a lesson subject: its review checks read the category's file.
        let lessonCategory: String?
        /// The categories whose change drops the entry or its review results.
        var readsCategories: [String] { lessonCategory.map { categories + [$0] } ?? categories }

        init(subject: Subject, before: [Diagnostic], after: [Diagnostic], readsLessonIDs: Bool, categories: [String] = [],
             review: (found: [Diagnostic], all: [Diagnostic])?, reviewRound: Int, seen: Int) {
            self.subject = subject
            self.before = before
            self.after = after
            self.readsLessonIDs = readsLessonIDs
            self.categories = categories
            self.review = review
            self.reviewRound = reviewRound
            self.seen = seen
            self.lessonCategory = (subject as? LessonModel)?.categoryFolder
        }
    }

    /// What is kept for a subject: all its diagnostics, or (when its review checks must run
    /// again) those before and after them.
    enum Answer: Sendable {
        /// All the subject's diagnostics, with its review checks' own (compared with new ones
        /// when the engine verifies its answers).
        case all([Diagnostic], review: [Diagnostic])
        case aroundReview(before: [Diagnostic], after: [Diagnostic])
    }

    private let lock = NSLock()
    private var kept: [ObjectIdentifier: Kept] = [:]
    /// The keys of the entries each category's change may drop or change (`Kept.readsCategories`):
    /// an edit of a category looks at those, not at every entry (20,000 at 10,000 lessons).
    private var readers: [String: Set<ObjectIdentifier>] = [:]
    private var environment: Environment?
    private var lessonIDs: Set<String> = []
    private var lessonIDsChanged = true
    /// Counts the runs; `Kept.seen` is one of them.
    private var run = 0
    /// How many of the entries in `kept` this run has seen: when all of them, `end` drops
    /// nothing and need not look at each.
    private var seenThisRun = 0
    private var lastHits = 0
    private var lastReviewHits = 0
    /// Counts the runs whose review checks could not reuse the run before's: a kept review
    /// result holds while its round is the current one.
    private var reviewRound = 0
    private var reviewPolicy: ReviewPolicy?
    /// The file of each category of the last run, by id (held: a category lowered anew has
    /// another file).
    private var categoryFiles: [String: SourceFile] = [:]

    /// How many results the current or last run's checks were given back.
    var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return lastHits
    }

    /// How many of those results came with their review checks' results.
    var reviewHits: Int {
        lock.lock()
        defer { lock.unlock() }
        return lastReviewHits
    }

    /// Starts the checks of a run: drops every result when the environment changed. With
    /// `sameIndex` (the run kept the last run's resolution: `ResolutionMemo`), the lesson ids are
    /// known to be the last run's and are not gathered again (10,000 strings hashed twice a
    /// keystroke in the language server). Review results are kept from the run before only when
    /// `diskUnchanged` (no file changed on disk since it) and `review` is its policy. A result
    /// whose checks looked up a category whose file in `categories` (by id: the one the index
    /// gives) is not the last run's is dropped; so are the review results of that category's
    /// lessons, whose checks read it through the index.
    func begin(environment: Environment, lessonIDs: @autoclosure () -> Set<String>, categories: [String: SourceFile] = [:], sameIndex: Bool = false,
               review: ReviewPolicy? = nil, diskUnchanged: Bool = false) {
        lock.lock()
        if environment != self.environment {
            kept = [:]
            readers = [:]
        }
        var changed = Set<String>()
        for (id, file) in categories where categoryFiles[id] !== file { changed.insert(id) }
        for id in categoryFiles.keys where categories[id] == nil { changed.insert(id) }
        categoryFiles = categories
        if !changed.isEmpty {
            // Only the entries that read a changed category are looked at: a copy of the table
            // (`filter`) took a third of an edit of a category in the language server at 10,000
            // lessons, and a look at every entry still about 15%.
            var dropped: [ObjectIdentifier] = [], reviewed: [ObjectIdentifier] = []
            for key in Set(changed.flatMap { readers[$0] ?? [] }) {
                guard let entry = kept[key] else { continue }
                if entry.categories.contains(where: changed.contains) {
                    dropped.append(key)
                } else if entry.review != nil, let category = entry.lessonCategory, changed.contains(category) {
                    // A lesson's review checks read its category (the scopes of who may approve
                    // it) through the index: its review results go with it. (A file's texts have
                    // no review checks: `Pipeline.run` gives them none.)
                    reviewed.append(key)
                }
            }
            for key in dropped { remove(key) }
            for key in reviewed { kept[key]?.review = nil }
        }
        if !diskUnchanged || review == nil || review != reviewPolicy { reviewRound += 1 }
        reviewPolicy = review
        if !sameIndex || self.environment == nil {
            let lessonIDs = lessonIDs()
            lessonIDsChanged = lessonIDs != self.lessonIDs
            self.lessonIDs = lessonIDs
        } else {
            lessonIDsChanged = false
        }
        self.environment = environment
        run += 1
        seenThisRun = 0
        lastHits = 0
        lastReviewHits = 0
        lock.unlock()
    }

    /// What is kept for each of `subjects`, in order, taken under one lock: nil for a nil subject
    /// or one whose result does not hold.
    func answers(for subjects: [Subject?]) -> [Answer?] {
        lock.lock()
        defer { lock.unlock() }
        return subjects.map { $0.flatMap(lockedAnswer(for:)) }
    }

    private func lockedAnswer(for subject: Subject) -> Answer? {
        guard let place = kept.index(forKey: ObjectIdentifier(subject)) else { return nil }
        let entry = kept.values[place]
        if entry.seen != run {
            entry.seen = run
            seenThisRun += 1
        }
        guard entry.subject === subject, !(entry.readsLessonIDs && lessonIDsChanged) else { return nil }
        lastHits += 1
        guard entry.reviewRound == reviewRound, let review = entry.review else { return .aroundReview(before: entry.before, after: entry.after) }
        lastReviewHits += 1
        return .all(review.all, review: review.found)
    }

    /// Keeps a result computed in this run, unless it read the whole index, with its review
    /// checks' results when given.
    func keep(_ subject: Subject, before: [Diagnostic], after: [Diagnostic], reads: IndexReads, review: [Diagnostic]? = nil) {
        let recorded = reads.recorded
        let key = ObjectIdentifier(subject)
        lock.lock()
        let wasSeen = kept[key]?.seen == run
        if recorded.all {
            remove(key)
            if wasSeen { seenThisRun -= 1 }
        } else {
            put(Kept(subject: subject, before: before, after: after, readsLessonIDs: recorded.lessonIDs, categories: recorded.categories,
                     review: review.map { ($0, before + $0 + after) }, reviewRound: reviewRound, seen: run), at: key)
            if !wasSeen { seenThisRun += 1 }
        }
        lock.unlock()
    }

    /// Keeps for `subject` a result an earlier process found with no problem before or after its
    /// review checks (`Pipeline.StoredChecks`, which knows it still holds): given back like a
    /// result of this process, its review checks run again. Called after `begin`.
    func keepClean(_ subject: Subject) {
        lock.lock()
        put(Kept(subject: subject, before: [], after: [], readsLessonIDs: false, review: nil, reviewRound: 0, seen: 0), at: ObjectIdentifier(subject))
        lock.unlock()
    }

    /// Each subject of the last run whose result is kept and found no problem before or after
    /// its review checks, with whether its checks read the lesson ids and the categories they
    /// looked up.
    func cleanResults() -> [(subject: Subject, readsLessonIDs: Bool, categories: [String])] {
        lock.lock()
        defer { lock.unlock() }
        return kept.values.compactMap { $0.before.isEmpty && $0.after.isEmpty ? ($0.subject, $0.readsLessonIDs, $0.categories) : nil }
    }

    /// Keeps the review checks' results of this run for a subject whose other results are kept.
    func keepReview(_ subject: Subject, _ review: [Diagnostic]) {
        let key = ObjectIdentifier(subject)
        lock.lock()
        if let entry = kept[key], entry.subject === subject {
            entry.review = (review, entry.before + review + entry.after)
            entry.reviewRound = reviewRound
        }
        lock.unlock()
    }

    /// Ends a run's checks: results of subjects this run did not check are let go of.
    func end() {
        lock.lock()
        // Usually only the results of the models an edit replaced are left: removed in place,
        // without building the table again.
        if seenThisRun != kept.count {
            for key in kept.compactMap({ $0.value.seen != run ? $0.key : nil }) { remove(key) }
        }
        lock.unlock()
    }

    /// Keeps `entry` at `key` in place of any entry there, in `readers` too. The lock is held.
    private func put(_ entry: Kept, at key: ObjectIdentifier) {
        remove(key)
        kept[key] = entry
        for category in entry.readsCategories { readers[category, default: []].insert(key) }
    }

    /// Lets go of the entry at `key`, if any, in `readers` too. The lock is held.
    private func remove(_ key: ObjectIdentifier) {
        guard let entry = kept.removeValue(forKey: key) else { return }
        for category in entry.readsCategories {
            readers[category]?.remove(key)
            if readers[category]?.isEmpty == true { readers[category] = nil }
        }
    }
}
