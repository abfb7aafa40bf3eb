import SanadCompiler

/// `sanad watch`'s loop, apart from the command so that a test can drive it: check the content
/// and print what changed, then, for each change, check again, until `changes` says stop.
public struct WatchLoop {
    let session: WatchSession
    let changes: any ContentChanges
    let say: (String) -> Void

    /// A loop over a session, fed by `changes`, printing through `say`.
    public init(session: WatchSession, changes: any ContentChanges, say: @escaping (String) -> Void) {
        self.session = session
        self.changes = changes
        self.say = say
    }

    /// Runs the loop: the first check, then `watching` (the line that says what is watched), then
    /// a check per change. Returns how many changes it checked, when `changes` stops it.
    @discardableResult
    public func run(watching: String) -> Int {
        say(session.check())
        say(watching)
        var checked = 0
        while let change = changes.next() {
            say(session.check(after: change))
            checked += 1
        }
        return checked
    }
}
