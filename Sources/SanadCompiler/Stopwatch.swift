import Dispatch

/// Wall time on the monotonic clock, in milliseconds.
///
/// Uses `DispatchTime` rather than `ContinuousClock` so the package keeps building for
/// macOS 12 and iOS 15, the oldest systems the runtime supports.
public struct Stopwatch: Sendable {
    private let start = DispatchTime.now().uptimeNanoseconds

    /// A stopwatch started now.
    public init() {}

    /// Milliseconds since the stopwatch was made.
    public var elapsedMilliseconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// Runs `body` and returns how long it took, in milliseconds.
    public static func measure(_ body: () throws -> Void) rethrows -> Double {
        let watch = Stopwatch()
        try body()
        return watch.elapsedMilliseconds
    }
}
