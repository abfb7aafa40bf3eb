import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// The resident engine: a file whose bytes have not changed is not read through the front end
/// again, and after any sequence of edits the engine's answer is the answer of a fresh run.
@Suite(.serialized) struct CompilationEngineTests {
    /// A run of the pipeline over `content`, with `engine` or fresh.
    static func run(_ content: URL, engine: CompilationEngine?) -> Pipeline.Result {
        var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: content.deletingLastPathComponent().path))
        pipeline.today = LocalDate(year: 2026, month: 11, day: 23)
        pipeline.engine = engine
        return pipeline.run(root: content.path)
    }

    /// The engine's run and a fresh one agree on every diagnostic and on the corpus.
    static func expectSameAsFresh(_ content: URL, engine: CompilationEngine, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Pipeline.Result {
        let resident = run(content, engine: engine), fresh = run(content, engine: nil)
        #expect(resident.diagnostics.map(BuildCacheTests.summary) == fresh.diagnostics.map(BuildCacheTests.summary), sourceLocation: sourceLocation)
        #expect(resident.corpus.lessons.map(\.id.value) == fresh.corpus.lessons.map(\.id.value), sourceLocation: sourceLocation)
        #expect(resident.corpus.sources.map(\.relativePath) == fresh.corpus.sources.map(\.relativePath), sourceLocation: sourceLocation)
        return resident
    }

    @Test func unchangedFilesAreReusedAndEditedOnesReadAgain() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine()
        let first = Self.expectSameAsFresh(project.content, engine: engine)
        let files = first.corpus.sources.count
        #expect((engine.lastRun.reused, engine.lastRun.lowered) == (0, files))
        _ = Self.expectSameAsFresh(project.content, engine: engine)
        #expect((engine.lastRun.reused, engine.lastRun.lowered) == (files, 0))
        try project.edit("categories/backbiting/01-what-is-ghibah.md") { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is Backbiting?") }
        let edited = Self.expectSameAsFresh(project.content, engine: engine)
        #expect((engine.lastRun.reused, engine.lastRun.lowered) == (files - 1, 1))
        #expect(edited.corpus.lessons.contains { $0.title == "What is Backbiting?" })
    }

    @Test func anEditToARequiredLessonReachesTheLessonsThatRequireIt() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine()
        let before = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(!before.diagnostics.contains { $0.path?.hasSuffix("03-pray-like-the-prophet.md") == true && $0.severity == .error })
        try project.edit("categories/salah/02-al-fatiha.md") { $0.replacingOccurrences(of: "id: salah.al-fatiha\n", with: "id: salah.the-opening\n") }
        let after = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(engine.lastRun.lowered == 1, "only the edited file is read again")
        #expect(after.diagnostics.contains { $0.path?.hasSuffix("03-pray-like-the-prophet.md") == true && $0.message.contains("salah.al-fatiha") })
    }

    @Test func addedRemovedAndBrokenFilesAreFollowed() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine()
        let files = Self.expectSameAsFresh(project.content, engine: engine).corpus.sources.count
        let lesson = project.content.appendingPathComponent("categories/backbiting/01-what-is-ghibah.md")
        let copy = project.content.appendingPathComponent("categories/backbiting/90-copy.md")
        let original = try Data(contentsOf: lesson)
        try FileManager.default.copyItem(at: lesson, to: copy)
        _ = Self.expectSameAsFresh(project.content, engine: engine)
        #expect((engine.lastRun.reused, engine.lastRun.lowered) == (files, 1))
        try FileManager.default.removeItem(at: copy)
        try Data("---\nid: [unclosed\n".utf8).write(to: lesson)
        let broken = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(broken.diagnostics.contains { $0.path?.hasSuffix("01-what-is-ghibah.md") == true && $0.severity == .error })
        #expect(engine.keptFiles == files)
        try original.write(to: lesson)
        let repaired = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(!repaired.diagnostics.contains { $0.path?.hasSuffix("01-what-is-ghibah.md") == true })
        #expect((engine.lastRun.reused, engine.lastRun.lowered) == (files - 1, 1))
    }

    /// With no margin every file counts as settled at once: an unchanged file is known by its
    /// status and not read, and a write that keeps the size and the modification time is still
    /// seen (the change time moves).
    @Test func aSettledFileIsKnownByItsStatusAndAnyWriteIsSeen() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0)
        let files = Self.expectSameAsFresh(project.content, engine: engine).corpus.sources.count
        #expect(engine.lastRun == .init(reused: 0, lowered: files, read: files))
        _ = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(engine.lastRun == .init(reused: files, lowered: 0, read: 0), "nothing is read")
        let lesson = project.content.appendingPathComponent("categories/backbiting/01-what-is-ghibah.md")
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: lesson.path)[.modificationDate] as? Date)
        try project.edit("categories/backbiting/01-what-is-ghibah.md") { $0.replacingOccurrences(of: "title: What is backbiting?", with: "title: What is backbitinG?") }
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: lesson.path)
        let edited = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(engine.lastRun == .init(reused: files - 1, lowered: 1, read: 1))
        #expect(edited.corpus.lessons.contains { $0.title == "What is backbitinG?" })
    }

    /// A file changed within the margin of its read may change again with the same status: it
    /// is read every time, and its result reused only if its bytes are the same.
    @Test func aFileChangedJustBeforeItsReadIsReadAgain() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 3600)
        let files = Self.expectSameAsFresh(project.content, engine: engine).corpus.sources.count
        _ = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(engine.lastRun == .init(reused: files, lowered: 0, read: files))
    }

    /// Check results are kept for unchanged lessons and given up exactly when what they read
    /// changes: the lesson ids for a link to a lesson, the categories they looked up, and any
    /// other file other than a lesson.
    @Test func keptCheckResultsFollowWhatTheyRead() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine()
        let first = Self.expectSameAsFresh(project.content, engine: engine)
        _ = Self.expectSameAsFresh(project.content, engine: engine)
        // A translation's checks read its source's citations: never kept.
        let kept = first.corpus.lessons.count + first.corpus.sources.filter { $0.kind != .translation }.count
        #expect(engine.lastChecksKept == kept, "every lesson and source file but translations")

        // A link from one lesson to another; then the other's id changes, and only it is edited.
        let linking = "categories/backbiting/01-what-is-ghibah.md"
        try project.edit(linking) { $0.replacingOccurrences(of: "when it ended?\n", with: "when it ended? See [how to pray](lesson:salah.al-fatiha).\n") }
        let linked = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(!linked.diagnostics.contains { $0.path?.hasSuffix(linking) == true && $0.message.contains("salah.al-fatiha") })
        try project.edit("categories/salah/02-al-fatiha.md") { $0.replacingOccurrences(of: "id: salah.al-fatiha\n", with: "id: salah.the-opening\n") }
        let renamed = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(renamed.diagnostics.contains { $0.path?.hasSuffix(linking) == true && $0.code.id == "L0011" && $0.message.contains("salah.al-fatiha") },
                "the unchanged linking lesson is checked again")
        #expect(engine.lastChecksKept > 0 && engine.lastChecksKept < renamed.corpus.lessons.count + renamed.corpus.sources.count)

        // A category given the children's audience: its unchanged lessons are checked again (what
        // they find changes with it); the lessons of other categories are not.
        let before = Self.expectSameAsFresh(project.content, engine: engine)
        let all = engine.lastChecksKept
        try project.edit("categories/backbiting/category.yaml") { $0.replacingOccurrences(of: "audience: adults\n", with: "audience: children\n") }
        let children = Self.expectSameAsFresh(project.content, engine: engine)
        let inBackbiting = { (result: Pipeline.Result) in result.diagnostics.filter { $0.path?.contains("categories/backbiting/0") == true }.map(BuildCacheTests.summary) }
        #expect(inBackbiting(children) != inBackbiting(before))
        // (Each lesson's rules, and the texts of every file in the category's folder, whose
        // checks look up its audience.)
        let lessons = children.corpus.lessons.count { $0.categoryFolder == "backbiting" }
        let files = children.corpus.sources.count { $0.relativePath.hasPrefix("categories/backbiting/") }
        #expect(engine.lastChecksKept == all - lessons - files,
                "\(engine.lastChecksKept) kept of \(all): \(lessons) lessons and \(files) files in the category's folder checked again")

        // A lesson whose front matter cannot be read, as while it is typed: its kind is then
        // incomplete, which only resolution reads. Not kept: its own two results, and the linking
        // lesson's, whose checks read the lesson ids (one fewer now).
        let broken = "categories/anger/02-where-anger-comes-from.md"
        _ = Self.expectSameAsFresh(project.content, engine: engine)
        let settled = engine.lastChecksKept
        try project.edit(broken) { $0.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: [unclosed ") }
        let unreadable = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(unreadable.corpus.incompleteKinds.contains(.lesson))
        #expect(engine.lastChecksKept == settled - 3, "\(engine.lastChecksKept) kept of \(settled)")
        try project.edit(broken) { $0.replacingOccurrences(of: "\ntitle: [unclosed ", with: "\ntitle: ") }

        // sanad.yaml refuses a phrase that an unchanged lesson uses.
        try project.edit("sanad.yaml") { $0.replacingOccurrences(of: "  en:\n", with: "  en:\n    - { refuse: \"the last time\", prefer: \"a time\" }\n") }
        let toned = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(toned.diagnostics.contains { $0.path?.hasSuffix(linking) == true && $0.message.contains("the last time") })
        #expect(engine.lastChecksKept == 0, "a file other than a lesson changed: nothing is kept")
    }

    /// An editor's buffers are read instead of their files; with the disk known unchanged, only
    /// they are looked at, and closing one brings back the file's text.
    @Test func overlaysAreReadInsteadOfFilesAndTheDiskIsLeftAloneWhenUnchanged() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0)
        let lesson = project.content.appendingPathComponent("categories/backbiting/01-what-is-ghibah.md")
        let files = Self.run(project.content, engine: engine).corpus.sources.count
        let text = try String(contentsOf: lesson, encoding: .utf8)
        func run(overlay: String?, diskUnchanged: Bool) -> Pipeline.Result {
            var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: project.content.deletingLastPathComponent().path))
            pipeline.today = LocalDate(year: 2026, month: 11, day: 23)
            pipeline.engine = engine
            pipeline.diskUnchanged = diskUnchanged
            if let overlay { pipeline.overlays = [lesson.path: Array(overlay.utf8)] }
            return pipeline.run(root: project.content.path)
        }
        let edited = run(overlay: text.replacingOccurrences(of: "title: What is backbiting?", with: "title: Typed, not saved"), diskUnchanged: true)
        #expect(edited.corpus.lessons.contains { $0.title == "Typed, not saved" })
        #expect(engine.lastRun == .init(reused: files - 1, lowered: 1, read: 1), "only the buffer is read")
        // A file changed on disk is not looked at while the caller says the disk is unchanged…
        try project.edit("categories/backbiting/02-why-we-backbite.md") { $0.replacingOccurrences(of: "title: Why do we backbite?", with: "title: Saved elsewhere") }
        _ = run(overlay: text, diskUnchanged: true)
        #expect(engine.lastRun.read == 1)
        // …and is seen, with the buffer closed and the file's own text back, once it may have.
        let fresh = Self.expectSameAsFresh(project.content, engine: engine)
        #expect(fresh.corpus.lessons.contains { $0.title == "Saved elsewhere" })
        #expect(fresh.corpus.lessons.contains { $0.title == "What is backbiting?" })
    }

    /// A category typed in an editor's buffer (the disk known unchanged): the results that looked
    /// it up go, with the review results of its lessons, whose checks read who may approve them
    /// from it; every other result, reviews included, is kept.
    @Test func aCategoryInABufferDropsOnlyItsLessonsResultsReviewsIncluded() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0)
        let category = project.content.appendingPathComponent("categories/backbiting/category.yaml")
        func run(_ pipeline: Pipeline? = nil, overlay: String? = nil) -> Pipeline.Result {
            var pipeline = pipeline ?? Pipeline(discovery: ContentDiscovery(workingDirectory: project.content.deletingLastPathComponent().path))
            pipeline.today = LocalDate(year: 2026, month: 11, day: 23)
            if let overlay { pipeline.overlays = [category.path: Array(overlay.utf8)] }
            return pipeline.run(root: project.content.path)
        }
        func resident(overlay: String? = nil) -> Pipeline.Result {
            var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: project.content.deletingLastPathComponent().path))
            pipeline.engine = engine
            pipeline.diskUnchanged = engine.keptFiles > 0
            return run(pipeline, overlay: overlay)
        }
        _ = resident()
        _ = resident()
        let all = engine.lastReviewsKept
        #expect(all > 0 && all == engine.lastChecksKept)

        // Only tajweed reviewers may approve the category's lessons now: their approvals by a
        // hadith reviewer are out of scope.
        let text = try String(contentsOf: category, encoding: .utf8)
        let typed = text.replacingOccurrences(of: "audience: adults\n", with: "audience: adults\nreview-scopes: [tajweed]\n")
        let buffer = resident(overlay: typed)
        #expect(buffer.diagnostics.map(BuildCacheTests.summary) == run(overlay: typed).diagnostics.map(BuildCacheTests.summary))
        #expect(buffer.diagnostics.contains { $0.code == ReviewDiagnostics.reviewerScope && $0.path?.contains("categories/backbiting/0") == true })
        let lessons = buffer.corpus.lessons.count { $0.categoryFolder == "backbiting" }
        let files = buffer.corpus.sources.count { $0.relativePath.hasPrefix("categories/backbiting/") }
        #expect(engine.lastChecksKept == all - lessons - files && engine.lastReviewsKept == engine.lastChecksKept,
                "\(engine.lastChecksKept) kept, \(engine.lastReviewsKept) with their reviews, of \(all)")

        // The results kept again go again with the next keystroke in the category: each is found
        // through the categories it read (`CheckCache`'s readers), kept up as results come and go.
        let retyped = typed + "# one more line\n"
        let again = resident(overlay: retyped)
        #expect(again.diagnostics.map(BuildCacheTests.summary) == run(overlay: retyped).diagnostics.map(BuildCacheTests.summary))
        #expect(engine.lastChecksKept == all - lessons - files && engine.lastReviewsKept == engine.lastChecksKept,
                "\(engine.lastChecksKept) kept, \(engine.lastReviewsKept) with their reviews, of \(all)")
    }

    /// A lesson's review checks read media files (an approval's fingerprint covers them): their
    /// results are kept only while the disk is known unchanged and the review policy is the same.
    @Test func keptReviewResultsHoldOnlyWhileTheDiskIsKnownUnchangedAndThePolicyTheSame() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0)
        let approved = "categories/salah/02-al-fatiha.md", edited = project.content.appendingPathComponent("categories/backbiting/01-what-is-ghibah.md")
        func run(diskUnchanged: Bool, today: LocalDate? = LocalDate(year: 2026, month: 11, day: 23), overlay: String? = nil) -> Pipeline.Result {
            var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: project.content.deletingLastPathComponent().path))
            pipeline.today = today
            pipeline.engine = engine
            pipeline.diskUnchanged = diskUnchanged
            if let overlay { pipeline.overlays = [edited.path: Array(overlay.utf8)] }
            return pipeline.run(root: project.content.path)
        }
        func isStale(_ result: Pipeline.Result) -> Bool {
            result.diagnostics.contains { $0.code == ReviewDiagnostics.staleApproval && $0.path?.hasSuffix(approved) == true }
        }
        let first = run(diskUnchanged: false)
        #expect(!isStale(first))
        #expect(engine.lastReviewsKept == 0, "nothing was kept before the first run")
        _ = run(diskUnchanged: false)
        #expect(engine.lastReviewsKept == 0, "the disk may have changed: every review is checked again")
        _ = run(diskUnchanged: true)
        let all = engine.lastChecksKept
        #expect(all > first.corpus.lessons.count && engine.lastReviewsKept == all)

        // An editor's buffer: only its lesson and its file are checked again.
        let text = try String(contentsOf: edited, encoding: .utf8)
        let typed = text.replacingOccurrences(of: "title: What is backbiting?", with: "title: Typed, not saved")
        let buffer = run(diskUnchanged: true, overlay: typed)
        #expect(buffer.corpus.lessons.contains { $0.title == "Typed, not saved" })
        #expect(engine.lastReviewsKept == all - 2)
        var fresh = Pipeline(discovery: ContentDiscovery(workingDirectory: project.content.deletingLastPathComponent().path))
        fresh.today = LocalDate(year: 2026, month: 11, day: 23)
        fresh.overlays = [edited.path: Array(typed.utf8)]
        #expect(buffer.diagnostics.map(BuildCacheTests.summary) == fresh.run(root: project.content.path).diagnostics.map(BuildCacheTests.summary))

        // Another day is another policy: every review is checked again (the buffer closed, its
        // file's own text is back, and checked again too).
        _ = run(diskUnchanged: true, today: LocalDate(year: 2026, month: 11, day: 24))
        #expect(engine.lastChecksKept == all - 2 && engine.lastReviewsKept == 0)

        // The narration the approval covers changes on disk: the next run that may look at the
        // disk finds the approval stale, as a fresh run does.
        let narration = project.content.appendingPathComponent("media/narration/salah.al-fatiha.wav")
        var bytes = try Data(contentsOf: narration)
        bytes.append(0)
        try bytes.write(to: narration)
        let seen = run(diskUnchanged: false)
        #expect(isStale(seen) && engine.lastReviewsKept == 0)
        #expect(seen.diagnostics.map(BuildCacheTests.summary) == Self.run(project.content, engine: nil).diagnostics.map(BuildCacheTests.summary))
    }

    /// A file the caller reports changed on disk is read again without a walk of the folder; a
    /// report naming a file the last discovery did not have makes the run look at the whole disk.
    @Test func filesReportedChangedOnDiskAreReadAloneAndAnUnknownOneMeansAWholeLook() throws {
        let project = try BuildCacheTests.Project()
        defer { project.remove() }
        let engine = CompilationEngine(racyMargin: 0)
        let files = Self.run(project.content, engine: engine).corpus.sources.count
        func run(changed: [String]) -> Pipeline.Result {
            var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: project.content.deletingLastPathComponent().path))
            pipeline.today = LocalDate(year: 2026, month: 11, day: 23)
            pipeline.engine = engine
            pipeline.diskUnchanged = true
            pipeline.changedOnDisk = Set(changed.map { project.content.appendingPathComponent($0).path })
            return pipeline.run(root: project.content.path)
        }
        let renamed = "categories/salah/02-al-fatiha.md", requiring = "categories/salah/03-pray-like-the-prophet.md"
        try project.edit(renamed) { $0.replacingOccurrences(of: "id: salah.al-fatiha\n", with: "id: salah.the-opening\n") }
        // A change nobody reports is not seen until the disk is looked at.
        try project.edit("categories/backbiting/02-why-we-backbite.md") { $0.replacingOccurrences(of: "title: Why do we backbite?", with: "title: Unreported") }
        let seen = run(changed: [renamed])
        #expect(engine.lastRun == .init(reused: files - 1, lowered: 1, read: 1), "only the reported file is looked at")
        #expect(!seen.timings.stages.contains { $0.stage == .discover }, "the folder is not walked")
        #expect(seen.diagnostics.contains { $0.path?.hasSuffix(requiring) == true && $0.message.contains("salah.al-fatiha") })
        #expect(!seen.corpus.lessons.contains { $0.title == "Unreported" })

        // A new file is not one the last discovery had: the whole disk is looked at.
        let copy = "categories/salah/90-copy.md"
        try FileManager.default.copyItem(at: project.content.appendingPathComponent(renamed), to: project.content.appendingPathComponent(copy))
        let created = run(changed: [copy])
        #expect(created.corpus.sources.count == files + 1)
        #expect(created.corpus.lessons.contains { $0.title == "Unreported" })
        #expect(created.diagnostics.map(BuildCacheTests.summary) == Self.run(project.content, engine: nil).diagnostics.map(BuildCacheTests.summary))
    }
}
