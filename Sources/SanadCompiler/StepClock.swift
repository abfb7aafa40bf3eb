import Foundation

/// CPU time of the steps of a stage run on several threads (parse, validate, lower), summed over
/// the files: each step is measured on its thread's own CPU clock, so time a thread spends
/// waiting for a core on a loaded machine is not counted. Every access to the totals is under
/// `lock`.
final class StepClock: @unchecked Sendable {
    /// The steps of reading a file.
    enum Step: String, CaseIterable {
        case parse, validate, lower
        /// Looking files up in the lowered-file cache (`LoweredFileCache`), reading them from it,
        /// and storing the rest; reported only when the cache is on.
        case cached = "lowered-file cache"
    }

    private let lock = NSLock()
    private var nanoseconds: [Step: UInt64] = [:]

    /// Runs `body`, adding the CPU time its thread spent on it to the step's total.
    package func measure<T>(_ step: Step, _ body: () throws -> T) rethrows -> T {
        let start = Stopwatch.threadCPUNanoseconds()
        defer {
            let elapsed = Stopwatch.threadCPUNanoseconds() &- start
            lock.lock()
            nanoseconds[step, default: 0] += elapsed
            lock.unlock()
        }
        return try body()
    }

    /// Each step's total in milliseconds, in step order.
    var totals: [(name: String, milliseconds: Double)] {
        lock.lock()
        defer { lock.unlock() }
        return Step.allCases.filter { $0 != .cached || nanoseconds[$0] != nil }.map { ($0.rawValue, Double(nanoseconds[$0] ?? 0) / 1_000_000) }
    }
}
