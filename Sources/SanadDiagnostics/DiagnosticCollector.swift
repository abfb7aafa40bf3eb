import Foundation

/// A thread-safe sink for diagnostics, for stages that check files in parallel.
public final class DiagnosticCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Diagnostic] = []

    public init() {}

    public func append(_ diagnostic: Diagnostic) {
        lock.lock()
        storage.append(diagnostic)
        lock.unlock()
    }

    public func append(contentsOf diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        lock.lock()
        storage.append(contentsOf: diagnostics)
        lock.unlock()
    }

    /// Everything collected so far, in output order.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return storage.sortedForOutput()
    }
}
