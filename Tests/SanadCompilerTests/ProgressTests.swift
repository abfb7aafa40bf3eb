import Foundation
import SanadCompiler
import SanadTools
import Testing

/// The progress line: nothing for a short run, counts in place after the delay, cleared at the end.
@Suite struct ProgressTests {
    final class Recorder: @unchecked Sendable {
        // `lock` guards `now` and `written`.
        let lock = NSLock()
        var now: TimeInterval = 0
        var written: [String] = []
        func time() -> TimeInterval { lock.lock(); defer { lock.unlock() }; return now }
        func append(_ text: String) { lock.lock(); written.append(text); lock.unlock() }
        func set(_ time: TimeInterval) { lock.lock(); now = time; lock.unlock() }
    }

    @Test func aShortRunShowsNothing() {
        let recorder = Recorder()
        let progress = Progress(delay: 1, clock: { recorder.time() }, write: { recorder.append($0) })
        progress.begin(total: 3)
        for _ in 0..<3 { progress.advance() }
        progress.finish()
        #expect(recorder.written.isEmpty)
    }

    @Test func aLongRunCountsInPlaceAndClearsTheLine() {
        let recorder = Recorder()
        let progress = Progress(delay: 1, clock: { recorder.time() }, write: { recorder.append($0) })
        progress.begin(total: 3)
        progress.advance()
        recorder.set(1.5)
        progress.advance()
        recorder.set(1.55)
        progress.advance()
        progress.finish()
        #expect(recorder.written == ["\r\u{1B}[2Kchecked 2 of 3 files", "\r\u{1B}[2Kchecked 3 of 3 files", "\r\u{1B}[2K"])
    }
}
