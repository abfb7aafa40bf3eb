import SanadCompiler

/// Where a long-running loop (`sanad watch`, `sanad preview`) learns that the content changed:
/// the file watcher in the command, a scripted source in tests.
public protocol ContentChanges: AnyObject {
    /// Blocks until a source changes and says what changed; nil when the loop should stop instead.
    func next() -> ContentChange?
}

extension FileWatcher: ContentChanges {
    /// Waits for the next change; a file watcher never asks the loop to stop (Ctrl-C does).
    public func next() -> ContentChange? {
        waitForChange()
    }
}
