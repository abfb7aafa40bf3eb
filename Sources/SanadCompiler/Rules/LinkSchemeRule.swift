import SanadSchema
import SanadDiagnostics

/// Links in learner-facing Markdown go to another lesson (`lesson:ID`, which must exist) or to
/// an `https:` address on a domain the project trusts (`trusted-domains` or `video-hosts`).
public struct LinkSchemeRule: BodyRule {
    /// The prefix of links to other lessons.
    public static let lessonScheme = "lesson:"

    /// L0011 `link-scheme`: what the rule reports and why, with the examples that test and document it.
    public static let description = RuleDescription(
        id: "L0011", name: .linkScheme,
        summary: "A link in learner-facing Markdown (a lesson body, a category overview, a supplementary item's text) is not `lesson:ID` or `https:` to a trusted domain, or names a lesson that does not exist.",
        rationale: "`javascript:`, `data:` and plain `http:` links are unsafe in an app; a link to an untrusted site sends a learner, perhaps a child, anywhere; links between lessons must not break.",
        triggering: [
            .lesson(body: "## Hook\n\nSee 1️⃣[this](javascript:alert(1)).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\nSee 1️⃣[this](http://sunnah.com/muslim:2589).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\nSee 1️⃣[the next lesson](lesson:backbiting.no-such-lesson).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\nSee 1️⃣[a blog](https://example.com/backbiting).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("Read 1️⃣[an article](https://example.com/ghibah) first.\n"),
            .overview("Read 1️⃣[the hadith](https://evil.example\\\\@sunnah.com/muslim:2589) first.\n"),
            .translation("texts:\n  body:\n    source: 000000000000\n    text: انظر 1️⃣[هنا](javascript:alert(1))\n"),
            .appCopy("id: app\nstrings:\n  - id: see\n    text: See 1️⃣[this](javascript:alert(1)).\n    comment: A link in a reminder.\n"),
            .supplementary("""
                items:
                  - id: backbiting.advice
                    type: advice
                    title: Advice
                    order: 1
                    text: |
                      Read 1️⃣[a blog](https://example.com/ghibah) on it.

                """),
            .journal("prompts:\n  - id: backbiting.a-gathering\n    order: 1\n    text: After reading 1️⃣[this](http://example.com), what will you say?\n"),
        ],
        nonTriggering: [
            .lesson(body: "## Hook\n\nSee [the hadith](https://sunnah.com/muslim:2589) and [this lesson](lesson:backbiting.example).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .lesson(body: "## Hook\n\nWatch [the talk](https://player.vimeo.com/video/1).\n\n## Teach\n\n## Practice\n\n## Reward\n"),
            .overview("Read [the hadith](https://www.sunnah.com/muslim:2589) first.\n"),
            .supplementary("""
                items:
                  - id: backbiting.advice
                    type: advice
                    title: Advice
                    order: 1
                    text: |
                      Read [the hadith](https://sunnah.com/muslim:2589) and [the lesson](lesson:backbiting.example).

                """),
        ])

    /// Creates the rule; it has no options.
    public init() {}

    /// Reports each `lesson:` link to an id no lesson has (with a "did you mean"), and each other link
    /// that is not an `https://` address, free of spaces and backslashes, on a trusted domain or video host.
    public func check(_ body: MarkdownBody, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let trusted = context.project?.trustedDomains ?? [], hosts = context.project?.videoHosts ?? []
        for link in body.body.links {
            let url = link.value
            if url.hasPrefix(Self.lessonScheme) {
                let id = String(url.dropFirst(Self.lessonScheme.count))
                if !context.hasLesson(id) {
                    let suggestion = Suggestion.closest(to: id, in: context.lessonIDs)
                    var found = diagnostic("no lesson has the id '\(id)'", at: link.range, help: suggestion.map { "did you mean '\($0)'?" })
                    found.fixIts = suggestion.flatMap { close in Self.fixIt(link.range, id: id, to: close) }.map { [$0] } ?? []
                    diagnostics.append(found)
                }
                continue
            }
            // A backslash, white space or a control character: browsers and web views disagree on
            // where the host of such an address ends (`https://evil.example\\@sunnah.com`).
            let unsafe = url.unicodeScalars.contains { $0 == "\\" || $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
            guard url.hasPrefix("https://"), !unsafe else {
                diagnostics.append(diagnostic(
                    "the link '\(url)' is not allowed", at: link.range,
                    help: "use an https:// address on a trusted domain, or lesson:<id> to link to another lesson"))
                continue
            }
            let host = Self.host(of: url)
            if !Self.isTrusted(host, trusted + hosts) {
                diagnostics.append(diagnostic(
                    "'\(host)' is not a trusted domain", at: link.range,
                    help: "add it to 'trusted-domains' (or 'video-hosts') in sanad.yaml after checking the site, or link elsewhere"))
            }
        }
        return diagnostics
    }

    /// The host of an `https://` address, lower case, without user, port, path or query.
    static func host(of url: String) -> String {
        var rest = url.dropFirst("https://".count)
        if let end = rest.firstIndex(where: { "/?#".contains($0) }) { rest = rest[..<end] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
        return rest.lowercased()
    }

    /// Whether a host is one of the domains or a subdomain of one.
    static func isTrusted(_ host: String, _ domains: [String]) -> Bool {
        !host.isEmpty && domains.contains { host == $0.lowercased() || host.hasSuffix("." + $0.lowercased()) }
    }

    /// The fix-it that writes `close` for `id` where the link names it verbatim, once (`(lesson:ID)`
    /// in the link's text); none when the address is written otherwise (escaped, a reference link).
    static func fixIt(_ range: SourceRange, id: String, to close: String) -> Diagnostic.FixIt? {
        let written = Array(range.text.utf8), target = Array("(\(lessonScheme)\(id)".utf8)
        var matches: [Int] = []
        var index = 0
        while index + target.count <= written.count {
            if written[index..<(index + target.count)].elementsEqual(target) { matches.append(index) }
            index += 1
        }
        guard matches.count == 1 else { return nil }
        let start = range.start + matches[0] + 1 + lessonScheme.utf8.count
        let replaced = SourceRange(file: range.file, start: start, end: start + id.utf8.count)
        return .init(summary: "write '\(close)'", replacements: [.init(range: replaced, text: close)])
    }
}
