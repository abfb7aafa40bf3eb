import Foundation

/// A progress line for long runs on a terminal: "checked 1,234 of 10,000 files", redrawn in
/// place on standard error, first shown after `delay` seconds (a short run shows nothing) and
/// cleared at the end. The command line gives one only when standard error is a terminal and the
/// output is text; machine formats never see it.
public final class Progress: @unchecked Sendable {
    // `lock` guards every access to `done`, `total`, `shown` and `lastDraw`: `advance()` is
    // called from every worker of the parallel stage.
    private let lock = NSLock()
    private var done = 0
    private var total = 0
    private var shown = false
    private var lastDraw: TimeInterval = 0
    private let start: TimeInterval
    private let delay: TimeInterval
    private let clock: @Sendable () -> TimeInterval
    private let write: @Sendable (String) -> Void

    /// A progress line written by `write` (standard error by default), after `delay` seconds.
    public init(delay: TimeInterval = 1, clock: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
                write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.delay = delay
        self.clock = clock
        self.write = write
        self.start = clock()
    }

    /// Starts counting `total` files.
    public func begin(total: Int) {
        lock.lock()
        self.total = total
        done = 0
        lock.unlock()
    }

    /// One more file done; redraws at most ten times a second.
    public func advance() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let now = clock()
        guard now - start >= delay, shown == false || now - lastDraw >= 0.1 || done == total else { return }
        shown = true
        lastDraw = now
        write("\r\u{1B}[2Kchecked \(done.formatted()) of \(total.formatted()) files")
    }

    /// Clears the line, if it was shown.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { write("\r\u{1B}[2K") }
        shown = false
    }
}
