import Crypto
import Foundation
import SanadDiagnostics

extension Pipeline {
    /// A command-line run's check results kept on disk (`CheckResultStore`): a lesson whose rules
    /// found nothing in an earlier run, or a file whose texts' checks found nothing, is not
    /// checked again while everything those checks read is the same:
    ///
    /// - its own file, by its lowered-file key (its bytes, kind and paths, and the tool);
    /// - every file other than a lesson or a category, by its key (the project's settings and the
    ///   Qur'an and hadith texts they name by SHA-256, reviewers, translations…; which kinds are
    ///   incomplete is read by resolution alone, not by checks);
    /// - the categories its checks looked up (`RuleContext.category(_:)`, as a lesson's audience
    ///   does), by id: the key of the file of the category with that id, or that there was none;
    /// - the Qur'an editions and hadith collections loaded, the hadith text files that loaded (by
    ///   SHA-256, in order: with two holding a collection, the first decides its wording), the
    ///   editions that could not be, and whether release checks run;
    /// - the lesson ids, for a result whose checks read them; a result that read the whole index
    ///   (`IndexReads`) is never kept.
    ///
    /// These are what the resident engine's `CheckCache` keeps a result against (its environment
    /// generation counts the changes to the files other than lessons and categories, and it
    /// compares each category's file by identity); the same cache gives the
    /// kept results back, and a lesson's review checks run every time. Only results without a
    /// problem are kept: every problem is found fresh. A run in which a file other than a lesson
    /// could not be read keeps nothing. With `SANAD_VERIFY_INCREMENTAL=1` (the tests) every kept
    /// result is checked against a new one.
    struct StoredChecks {
        let session: LoweredFileCache.Session
        /// This run's environment and lesson ids.
        let environment: [UInt8]
        let lessonIDs: [UInt8]
        /// The key of the file of each category, by id (of two with one id, the first in
        /// relative-path order: the one `RuleContext.category(_:)` gives).
        let categories: [String: Digest256]
        /// The file's contents, when they were kept under this run's environment.
        let loaded: CheckResultStore.Contents?

        /// The kept results for a run over `files` whose keys `session` took; nil when one of the
        /// files other than lessons has none (it could not be read).
        init?(session: LoweredFileCache.Session, files: [DiscoveredFile], corpus: Corpus, lessonIDs: some Collection<String>,
              environment checked: CheckCache.Environment) {
            var hasher = SHA256()
            Self.add("sanad check results 3", to: &hasher)
            Self.add(session.cache.tool, to: &hasher)
            Self.add(checked.release ? "release" : "draft", to: &hasher)
            for list in [checked.quranEditions, checked.unavailableEditions, checked.hadithCollections, checked.hadithTexts] {
                Self.add(String(list.count), to: &hasher)
                for part in list { Self.add(part, to: &hasher) }
            }
            for file in files.filter({ $0.kind != .lesson }).sorted(by: { $0.relativePath < $1.relativePath }) {
                guard let key = session.key(ofPath: file.relativePath) else { return nil }
                // Categories are recorded by each result that looked one up.
                guard file.kind != .category else { continue }
                Self.add(file.relativePath, to: &hasher)
                Self.add(key.hex, to: &hasher)
            }
            var categories: [String: Digest256] = [:]
            for category in corpus.categories where categories[category.id.value] == nil {
                guard let key = session.key(of: category.file) else { return nil }
                categories[category.id.value] = key
            }
            self.categories = categories
            let environment = Array(hasher.finalize())
            self.environment = environment
            var ids = SHA256()
            for id in lessonIDs.sorted() { Self.add(id, to: &ids) }
            self.lessonIDs = Array(ids.finalize())
            self.session = session
            loaded = session.checkResults.load().flatMap { $0.environment == environment ? $0 : nil }
        }

        /// Adds `part` to `hasher` after its length, so that no two lists of parts hash alike.
        private static func add(_ part: String, to hasher: inout SHA256) {
            var length = UInt64(part.utf8.count).littleEndian
            withUnsafeBytes(of: &length) { hasher.update(bufferPointer: $0) }
            hasher.update(data: Data(part.utf8))
        }

        /// The entry of a subject's result (a lesson's model, or a file for its texts' checks),
        /// when this run took its file's key.
        func entry(of subject: CheckCache.Subject) -> CheckResultStore.Entry? {
            if let lesson = subject as? LessonModel { return session.key(of: lesson.file).map { .init(role: .model, key: $0) } }
            if let file = subject as? SourceFile { return session.key(of: file).map { .init(role: .texts, key: $0) } }
            return nil
        }

        /// Gives `cache` (begun for this run) the kept results of `subjects` that still hold;
        /// their entries, with what their checks read.
        func seed(_ cache: CheckCache, subjects: [CheckCache.Subject]) -> [CheckResultStore.Entry: CheckResultStore.Reads] {
            guard let loaded else { return [:] }
            let sameIDs = loaded.lessonIDs == lessonIDs
            // Each category looked up is compared once, not once per result.
            var sameCategory: [String: Bool] = [:]
            for (id, key) in loaded.categories { sameCategory[id] = categories[id] == key }
            var seeded: [CheckResultStore.Entry: CheckResultStore.Reads] = [:]
            for subject in subjects {
                guard let entry = entry(of: subject), let reads = loaded.clean[entry], !reads.lessonIDs || sameIDs,
                      reads.categories.allSatisfy({ sameCategory[$0] == true }) else { continue }
                cache.keepClean(subject)
                seeded[entry] = reads
            }
            return seeded
        }

        /// Writes the clean results of the run that `cache` kept (those `seeded` with what their
        /// checks read when first kept), unless they are what the file holds already.
        func save(from cache: CheckCache, seeded: [CheckResultStore.Entry: CheckResultStore.Reads]) {
            var clean: [CheckResultStore.Entry: CheckResultStore.Reads] = [:]
            var looked: [String: Digest256?] = [:]
            for (subject, readsLessonIDs, categories) in cache.cleanResults() {
                guard let entry = entry(of: subject) else { continue }
                let reads = seeded[entry] ?? CheckResultStore.Reads(lessonIDs: readsLessonIDs, categories: categories)
                for id in reads.categories where looked[id] == nil { looked[id] = .some(self.categories[id]) }
                clean[entry] = reads
            }
            let contents = CheckResultStore.Contents(environment: environment, lessonIDs: lessonIDs, categories: looked, clean: clean)
            if contents != loaded { session.checkResults.save(contents) }
        }
    }
}
