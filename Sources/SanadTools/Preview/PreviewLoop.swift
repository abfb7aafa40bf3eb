import Foundation
import SanadCompiler

/// Where the preview's pages are shown: the HTTP server in the command, a recorder in tests.
public protocol PreviewDisplay: AnyObject {
    /// Shows a site whose media are read from `bundle`.
    func update(_ site: PreviewSite, bundle: URL)
}

extension PreviewServer: PreviewDisplay {}

/// `sanad preview`'s loop, apart from the command so that a test can drive it: show the first
/// build, then rebuild on each change and show the result; a failed build shows its error page in
/// place of every page until the content builds again.
public struct PreviewLoop {
    let session: PreviewSession
    let display: any PreviewDisplay
    let say: (String) -> Void

    /// A loop over a session, showing its builds on `display`, printing through `say`.
    public init(session: PreviewSession, display: any PreviewDisplay, say: @escaping (String) -> Void) {
        self.session = session
        self.display = display
        self.say = say
    }

    /// Shows one build's outcome; `first` says whether it is the first (which prints no
    /// "rebuilt" line).
    public func show(_ outcome: PreviewSession.Outcome, first: Bool) {
        switch outcome {
        case .built(let site, let bundle):
            display.update(site, bundle: bundle)
            if !first { say("rebuilt; pages reload\n") }
        case .failed(let site, let problems):
            display.update(site, bundle: URL(fileURLWithPath: session.bundleFolder))
            say(problems + "the content does not build: the pages show its errors until it does\n")
        }
    }

    /// Rebuilds and shows the result for each change, until `changes` says stop; returns how
    /// many rebuilds it showed.
    @discardableResult
    public func run(changes: any ContentChanges) -> Int {
        var rebuilt = 0
        while changes.next() != nil {
            show(session.build(), first: false)
            rebuilt += 1
        }
        return rebuilt
    }
}
