import Foundation
import Testing
import _SanadTestSupport

/// `sanad watch` as an author runs it: a file is saved, the new problem is printed; it is fixed,
/// the fix is counted and the bundle is rebuilt.
@Suite struct WatchCommandTests {
    @Test func aSavedErrorIsPrintedThenItsFixCountedAndTheBundleRebuilt() throws {
        let folder = try ScratchFolder()
        #expect(try LintCommandTests.run(["init"], in: folder.path).status == 0)
        let watch = try RunningSanad(["watch", "--color", "never"], in: folder.url, outputPath: folder.path + "/watch.out",
                                     environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(watch.wait(for: "watching content-src"), "\(watch.output)")
        #expect(watch.output.contains("0 errors, 0 warnings\nbuilt build/"), "\(watch.output)")

        let lesson = "content-src/categories/first-steps/01-speak-good-or-stay-silent.md"
        let text = try folder.read(lesson)
        try folder.write(lesson, text.replacingOccurrences(of: "\ntitle:", with: "\ntitel:"))
        #expect(watch.wait(for: "(1 new, 0 fixed)"), "\(watch.output)")
        #expect(watch.output.contains("error[S0003]: unknown property 'titel'"))

        try folder.write(lesson, text)
        #expect(watch.wait(for: "(0 new, 1 fixed)"), "\(watch.output)")
        #expect(watch.wait(for: "built build/", count: 2), "\(watch.output)")
        // The report after the fix repeats nothing: no diagnostic is printed again.
        let afterFix = watch.output.components(separatedBy: "(1 new, 0 fixed)").last ?? ""
        #expect(!afterFix.contains("error["))

        // A file the watcher names but the last check did not know, and one in a new folder,
        // are found: the check looks at the whole folder.
        try folder.write("content-src/categories/first-steps/02-added.md", "---\ntitel: x\n---\n")
        #expect(watch.wait(for: "02-added.md"), "\(watch.output)")
        try FileManager.default.createDirectory(atPath: folder.path + "/content-src/categories/later", withIntermediateDirectories: true)
        try folder.write("content-src/categories/later/01-later.md", "---\ntitel: x\n---\n")
        #expect(watch.wait(for: "01-later.md"), "\(watch.output)")
    }
}
