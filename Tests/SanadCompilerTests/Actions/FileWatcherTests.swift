import Foundation
import SanadTools
import Testing
import _SanadTestSupport

/// `sanad watch`'s file watcher says which files changed when the kernel tells it (inotify), and
/// only that something changed when an event is about a folder.
@Suite struct FileWatcherTests {
    @Test func savedFilesAreNamedAndAFolderMakesTheChangeUnknown() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/lessons", withIntermediateDirectories: true)
        try "a".write(toFile: folder.path + "/lessons/one.md", atomically: false, encoding: .utf8)
        let watcher = FileWatcher(root: folder.path)
        try #require(watcher.usesNotifications, "inotify is available on Linux")

        // The events are queued from the moment the folders are watched: the wait returns at once.
        try "b".write(toFile: folder.path + "/lessons/one.md", atomically: false, encoding: .utf8)
        // An editor's scratch files do not count (vim's probe and swap file, Emacs's auto-save,
        // a JetBrains safe write's copy).
        try "x".write(toFile: folder.path + "/lessons/4913", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder.path + "/lessons/.one.md.swp", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder.path + "/lessons/#one.md#", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder.path + "/lessons/one.md___jb_tmp___", atomically: false, encoding: .utf8)
        try "c".write(toFile: folder.path + "/two.md", atomically: true, encoding: .utf8)
        #expect(watcher.waitForChange(settle: 0.05) == .files([folder.path + "/lessons/one.md", folder.path + "/two.md"]))

        try FileManager.default.createDirectory(atPath: folder.path + "/more", withIntermediateDirectories: true)
        #expect(watcher.waitForChange(settle: 0.05) == .unknown, "a folder created: what it holds is not known")
        // The new folder is watched: a file saved in it is named.
        try "d".write(toFile: folder.path + "/more/three.md", atomically: false, encoding: .utf8)
        #expect(watcher.waitForChange(settle: 0.05) == .files([folder.path + "/more/three.md"]))

        // A file deleted is named too (the check finds it gone and looks at the whole folder).
        try FileManager.default.removeItem(atPath: folder.path + "/two.md")
        #expect(watcher.waitForChange(settle: 0.05) == .files([folder.path + "/two.md"]))
    }

    /// A link to a folder is not watched, as discovery does not follow it: a file saved in the
    /// folder is named by its own path, which a check knows, never by the link's.
    @Test func aLinkToAFolderIsNotWatched() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/lessons", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/alias", withDestinationPath: folder.path + "/lessons")
        let watcher = FileWatcher(root: folder.path)
        try #require(watcher.usesNotifications, "inotify is available on Linux")
        try "a".write(toFile: folder.path + "/lessons/one.md", atomically: false, encoding: .utf8)
        #expect(watcher.waitForChange(settle: 0.05) == .files([folder.path + "/lessons/one.md"]))
    }
}
