import Foundation
import SanadCompiler
import SanadTools
import SanadReporting
import Testing
import _SanadTestSupport

/// The loops of `sanad watch` and `sanad preview`, driven without a process, a terminal or a
/// file watcher: a scripted change source edits the content between checks and stops the loop.
@Suite struct LiveLoopTests {
    /// Runs each edit, in order, before the change it announces (`unknown`, unless the edit
    /// names the files it changed); then stops the loop.
    final class ScriptedChanges: ContentChanges {
        var edits: [() throws -> ContentChange]
        /// An edit that failed, which fails the test.
        var failures: [any Error] = []
        init(_ edits: [() throws -> ContentChange]) { self.edits = edits }
        convenience init(_ edits: [() throws -> Void]) { self.init(edits.map { edit in { try edit(); return .unknown } }) }
        func next() -> ContentChange? {
            guard !edits.isEmpty else { return nil }
            do { return try edits.removeFirst()() } catch { failures.append(error) }
            return .unknown
        }
    }

    /// A display that keeps what it was shown.
    final class RecordedDisplay: PreviewDisplay {
        var shown: [PreviewSite] = []
        func update(_ site: PreviewSite, bundle: URL) { shown.append(site) }
    }

    /// Builds the content on its own, without the cache, into `alone/`, and expects the bundle
    /// the watch session built into `build/` to be byte for byte the same; returns its files.
    static func expectTheWatchedBundleIsABuildOfItsOwn(folder: ScratchFolder, root: String, environment: [String: String]) throws -> [String: Data] {
        var options = BuildAction.Options()
        options.source = root
        options.output = folder.path + "/alone"
        options.environment = environment
        options.cache = false
        #expect(BuildAction(options: options, workingDirectory: folder.path).run().exitCode == 0)
        let watched = try folderContents(folder.path + "/build/p"), alone = try folderContents(folder.path + "/alone/p")
        #expect(!alone.isEmpty && watched.keys.sorted() == alone.keys.sorted())
        for (path, bytes) in alone where watched[path] != bytes { Issue.record("\(path) differs from a build of its own") }
        return alone
    }

    static func starter() throws -> (folder: ScratchFolder, root: String, lesson: String, text: String) {
        let folder = try ScratchFolder()
        #expect(ScaffoldAction(workingDirectory: folder.path).initProject(in: "p").exitCode == 0)
        let root = folder.path + "/p/content-src"
        let lesson = root + "/categories/first-steps/01-speak-good-or-stay-silent.md"
        return (folder, root, lesson, try String(contentsOfFile: lesson, encoding: .utf8))
    }

    @Test func watchReportsANewProblemThenItsFixAndRebuilds() throws {
        let (folder, root, lesson, text) = try Self.starter()
        let session = WatchSession(root: root, workingDirectory: folder.path, buildOutput: folder.path + "/build",
                                   environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        var printed = ""
        let changes = ScriptedChanges([
            { try text.replacingOccurrences(of: "\ntitle:", with: "\ntitel:").write(toFile: lesson, atomically: true, encoding: .utf8) },
            { try text.write(toFile: lesson, atomically: true, encoding: .utf8) },
        ])
        let checked = WatchLoop(session: session, changes: changes, say: { printed += $0 }).run(watching: "watching\n")
        #expect(checked == 2)
        #expect(changes.failures.isEmpty, "\(changes.failures)")
        let reports = printed.components(separatedBy: "watching\n")
        #expect(reports.count == 2 && reports[0].contains("0 errors, 0 warnings\nbuilt "), "\(printed)")
        let after = reports.last ?? ""
        #expect(after.contains("error[S0003]: unknown property 'titel'"), "\(printed)")
        #expect(after.contains("(1 new, 0 fixed)"))
        let afterFix = after.components(separatedBy: "(1 new, 0 fixed)").last ?? ""
        #expect(afterFix.contains("(0 new, 1 fixed)\nbuilt "), "\(printed)")
        #expect(!afterFix.contains("error["), "the report after the fix repeats nothing")
    }

    /// The build after a clean check is made of the check's result: after an edit, the check
    /// lowers the edited file alone and the build runs no pipeline of its own, and its bundle is
    /// byte for byte that of a build of its own. The preview's rebuilds, which are builds on
    /// their engine, lower the edited file alone too.
    @Test func rebuildsAfterASaveTakeTheCheckedFilesFromTheEngine() throws {
        let (folder, root, lesson, text) = try Self.starter()
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        let session = WatchSession(root: root, workingDirectory: folder.path, buildOutput: folder.path + "/build", environment: environment)
        #expect(session.check().contains("built "))
        let files = session.engine.lastRun.lowered
        #expect(files >= 3 && session.engine.lastRun.reused == 0, "the build ran no pipeline after the first check: \(session.engine.lastRun)")
        let retitled = text.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Retitled, ")
        #expect(retitled != text)
        try retitled.write(toFile: lesson, atomically: true, encoding: .utf8)
        let report = session.check()
        #expect(report.contains("built "), "\(report)")
        // (A file changed within the engine's margin of its read is read again and compared.)
        #expect(session.engine.lastRun.reused == files - 1 && session.engine.lastRun.lowered == 1, "\(session.engine.lastRun)")

        let alone = try Self.expectTheWatchedBundleIsABuildOfItsOwn(folder: folder, root: root, environment: environment)
        #expect(alone.values.contains { String(decoding: $0, as: UTF8.self).contains("Retitled, ") }, "the edit is in the bundle")

        let preview = PreviewSession(root: root, workingDirectory: folder.path, bundleFolder: folder.path + "/preview-bundle",
                                     environment: environment, liveReload: false)
        guard case .built = preview.build() else { Issue.record("the preview did not build"); return }
        try text.write(toFile: lesson, atomically: true, encoding: .utf8)
        guard case .built = preview.build() else { Issue.record("the preview did not rebuild"); return }
        #expect(preview.engine.lastRun.lowered == 1 && preview.engine.lastRun.reused == files - 1, "\(preview.engine.lastRun)")
    }

    /// A check told which files changed reads those files alone, without walking the folder or
    /// looking at any other file, and its build takes that check as it is, without the build
    /// cache; a change it was told of to a file it did not know, or one of unknown extent, makes
    /// it look at the whole folder.
    @Test func aCheckToldWhichFilesChangedReadsThemAlone() throws {
        let (folder, root, lesson, text) = try Self.starter()
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        let session = WatchSession(root: root, workingDirectory: folder.path, buildOutput: folder.path + "/build", environment: environment)
        // However slow the machine, no check below looks at the whole folder for the time alone.
        session.fullLookInterval = 3600
        #expect(session.check().contains("built "))
        let files = session.engine.lastRun.reused + session.engine.lastRun.lowered
        #expect(files >= 3)

        try text.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Retitled, ").write(toFile: lesson, atomically: true, encoding: .utf8)
        // Another file changed too, but the check is not told of it: only what it is told is read.
        let category = root + "/categories/first-steps/category.yaml"
        let categoryText = try String(contentsOfFile: category, encoding: .utf8)
        try categoryText.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Unseen, ").write(toFile: category, atomically: true, encoding: .utf8)
        let report = session.check(after: .files([lesson]))
        #expect(report.contains("0 errors, 0 warnings (0 new, 0 fixed)\nbuilt "), "\(report)")
        #expect(session.engine.lastRun == .init(reused: files - 1, lowered: 1, read: 1), "\(session.engine.lastRun)")
        let built = try folderContents(folder.path + "/build/p")
        #expect(built.values.contains { String(decoding: $0, as: UTF8.self).contains("Retitled, ") }, "the edit is in the bundle")
        #expect(!built.values.contains { String(decoding: $0, as: UTF8.self).contains("Unseen, ") }, "what the check was not told of is not read")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/build/.sanad-cache"), "the build does not use the build cache")
        // What it built is what a build of its own builds of what the check read.
        try categoryText.write(toFile: category, atomically: true, encoding: .utf8)
        _ = session.check(after: .files([category]))
        _ = try Self.expectTheWatchedBundleIsABuildOfItsOwn(folder: folder, root: root, environment: environment)
        try categoryText.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Unseen, ").write(toFile: category, atomically: true, encoding: .utf8)

        // A file the last check did not know: the whole folder is looked at, the category too.
        let added = root + "/categories/first-steps/99-added.md"
        try "---\ntitel: x\n---\n".write(toFile: added, atomically: true, encoding: .utf8)
        let afterAdding = session.check(after: .files([added]))
        #expect(afterAdding.contains("99-added.md"), "\(afterAdding)")
        // A file named that is gone: the whole folder is looked at, and the file forgotten.
        try FileManager.default.removeItem(atPath: added)
        let afterRemoving = session.check(after: .files([added]))
        #expect(afterRemoving.contains("0 errors") && afterRemoving.contains("built "), "\(afterRemoving)")
        let rebuilt = try folderContents(folder.path + "/build/p")
        #expect(rebuilt.values.contains { String(decoding: $0, as: UTF8.self).contains("Unseen, ") }, "a full look reads every file")

        // Past the interval, a check looks at the whole folder whatever it is told.
        try categoryText.write(toFile: category, atomically: true, encoding: .utf8)
        session.fullLookInterval = 0
        #expect(session.check(after: .files([lesson])).contains("built "))
        let afterInterval = try folderContents(folder.path + "/build/p")
        #expect(!afterInterval.values.contains { String(decoding: $0, as: UTF8.self).contains("Unseen, ") }, "the category was read again")
    }

    @Test func previewShowsTheErrorPageWhileTheContentDoesNotBuildThenThePages() throws {
        let (folder, root, lesson, text) = try Self.starter()
        let session = PreviewSession(root: root, workingDirectory: folder.path, bundleFolder: folder.path + "/preview-bundle",
                                     environment: ["SOURCE_DATE_EPOCH": "1700000000"], liveReload: false)
        let display = RecordedDisplay()
        var printed = ""
        let loop = PreviewLoop(session: session, display: display, say: { printed += $0 })
        loop.show(session.build(), first: true)
        #expect(printed.isEmpty, "the first build prints nothing more: \(printed)")
        let changes = ScriptedChanges([
            { try text.replacingOccurrences(of: "\ntitle:", with: "\ntitel:").write(toFile: lesson, atomically: true, encoding: .utf8) },
            { try text.write(toFile: lesson, atomically: true, encoding: .utf8) },
        ])
        #expect(loop.run(changes: changes) == 2)
        #expect(changes.failures.isEmpty, "\(changes.failures)")
        #expect(display.shown.count == 3)
        #expect(display.shown[0].pages.count > 1)
        #expect(display.shown[1].pages.count == 1, "a failed build shows one error page in place of every page")
        #expect(display.shown[2].pages.count == display.shown[0].pages.count)
        #expect(printed.contains("unknown property 'titel'"))
        #expect(printed.contains("the content does not build: the pages show its errors until it does\n"))
        #expect(printed.hasSuffix("rebuilt; pages reload\n"), "\(printed)")
    }
}
