import SanadBundleFormat
import SanadCompiler

/// A family activity as a printable page, rendered from the bundle's data (`activities.json` and
/// `citations.json`): the title and time, what to have ready, the numbered steps with their
/// times, what to say and the parent's tips, the questions to talk about, the sources, and the
/// Qur'an text's attribution. Print it from a browser (A4 or Letter).
public struct ActivitySheet: Sendable {
    /// The activity shown, as the bundle's `activities.json` carries it.
    public var activity: BundleActivities.Activity
    /// The bundle's `citations.json`: where the sources the activity cites, and the Qur'an text's
    /// attribution, are looked up.
    public var citations: BundleCitations
    /// The project's title, shown in the page's title and under its heading.
    public var project: String
    /// Where the sheet finds the activity's picture (nil: the picture is left out).
    public var imageURL: String?

    /// The sheet of `activity`, its sources looked up in `citations`.
    public init(activity: BundleActivities.Activity, citations: BundleCitations, project: String, imageURL: String? = nil) {
        self.activity = activity
        self.citations = citations
        self.project = project
        self.imageURL = imageURL
    }

    /// The sheet as a complete HTML document, its styles inline, ready to print from a browser.
    public func html() -> String {
        let escape = BlockHTML.escape
        let blocks = BlockHTML(citations: Dictionary(citations.citations.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }))
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(activity.title)) — \(escape(project))</title>
            <style>
            body { font-family: -apple-system, "Segoe UI", Roboto, sans-serif; max-width: 42em; margin: 2em auto; padding: 0 1em; color: #1d2b36; line-height: 1.45; }
            h1 { margin-bottom: 0.2em; } .meta { color: #55626d; margin-top: 0; }
            ol.steps { padding-left: 0; list-style: none; counter-reset: step; }
            ol.steps > li { border: 1px solid #cfd8de; border-radius: 8px; padding: 0.6em 1em; margin: 0.8em 0; break-inside: avoid; }
            .number { font-weight: bold; font-size: 1.2em; margin-right: 0.4em; } .minutes { color: #55626d; float: right; }
            .say { background: #eef6ee; border-left: 4px solid #4c9a52; padding: 0.3em 0.8em; margin: 0.5em 0; }
            details { margin: 0.5em 0; } details[open] summary { margin-bottom: 0.3em; }
            .citation { border-left: 4px solid #b08d3c; margin: 0.5em 0; padding: 0.2em 0.8em; background: #fbf7ee; }
            .ar { font-size: 1.4em; text-align: right; font-family: "Amiri", "Noto Naskh Arabic", serif; } .source { color: #55626d; font-size: 0.9em; }
            footer { margin-top: 2em; font-size: 0.8em; color: #55626d; }
            @media print { body { margin: 0; max-width: none; } details { display: block; } details > summary { list-style: none; } }
            </style>
            </head>
            <body>
            <h1>\(escape(activity.title))</h1>
            <p class="meta">A family activity · about \(activity.minutes) minutes · \(escape(project))</p>

            """
        if let image = activity.image, let imageURL {
            out += "<p><img class=\"card\" src=\"\(escape(imageURL))\" alt=\"\(escape(image.alt))\" style=\"max-width:100%\"></p>\n"
        }
        if let description = activity.description { out += blocks.render(description) }
        if !activity.materials.isEmpty {
            out += "<h2>What you need</h2>\n<ul>" + activity.materials.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        out += "<h2>Steps</h2>\n<ol class=\"steps\">\n"
        for step in activity.steps {
            out += "<li><span class=\"number\">\(step.number)</span><span class=\"minutes\">\(step.minutes) min</span>\n\(blocks.render(step.blocks))"
            if let say = step.say { out += "<div class=\"say\"><strong>What to say</strong>\n\(blocks.render(say))</div>\n" }
            if let tip = step.tip { out += "<details open><summary>Tip for parents</summary>\n\(blocks.render(tip))</details>\n" }
            out += "</li>\n"
        }
        out += "</ol>\n"
        if !activity.questions.isEmpty {
            out += "<h2>Talk about it</h2>\n<ul>" + activity.questions.map { "<li>\(blocks.render($0))</li>" }.joined() + "</ul>\n"
        }
        if let video = activity.video { out += "<p>Watch together: \(escape(video.title)) (\(escape(video.url)))</p>\n" }
        let sources = activity.citations.compactMap { key in citations.citations.first { $0.key == key } }
        if !sources.isEmpty {
            out += "<h2>Sources</h2>\n<ul>" + sources.map { source in
                let label = source.kind == .known(.hadith) ? BlockHTML.hadithLabel(source.reference) : "Qur'an \(source.reference)"
                return "<li>\(escape(label))\(source.grade.map { " (\(escape($0)))" } ?? "")</li>"
            }.joined() + "</ul>\n"
        }
        if let notice = citations.notice { out += "<footer>\(escape(notice))</footer>\n" }
        return out + "</body>\n</html>\n"
    }
}
