import SanadBundleFormat
import SanadCompiler

/// A locale's translations in the preview, each text beside its source, from the corpus's learner
/// texts (every translated text of every kind, in its own language and direction).
extension PreviewPage {
    func translations(locale: String, files: [(source: SourceSummary, translation: SourceSummary)], locales: [String]) -> String {
        let direction = TextDirection(locale: locale)
        var body = nav(depth: 1) + "<h1>Translations into \(escape(locale))</h1>\n"
        body += "<p class=\"meta\">Each translated text beside its source; a text translated from an earlier source text is marked.</p>\n"
        for (source, translation) in files {
            let originals = Dictionary(source.texts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            body += "<section class=\"phase\"><h2>\(escape(source.relativePath))</h2>\n<p class=\"meta\">\(escape(translation.relativePath))</p>\n"
            body += "<table class=\"translation\"><tr><th>text</th><th>source</th><th>\(escape(locale))</th></tr>\n"
            for text in translation.texts {
                let original = originals[text.key]
                let stale = original.map { text.translatedFrom?.value != $0.fingerprint } ?? true
                body += "<tr><td><code>\(escape(text.key))</code>\(stale ? "<br><span class=\"meta\">translated from an earlier text</span>" : "")</td>"
                body += "<td\(original.map { lang($0, locales: locales) } ?? "")>\(original.map(render) ?? "<span class=\"meta\">(no such text)</span>")</td>"
                body += "<td lang=\"\(escape(text.language(locales: locales)))\" dir=\"\(direction.rawValue)\">\(render(text))</td></tr>\n"
            }
            body += "</table></section>\n"
        }
        return layout(title: "Translations into \(locale)", depth: 1, body: body)
    }

    /// A learner text as it is shown: Markdown as blocks, plain text escaped.
    func render(_ text: LearnerText) -> String {
        guard text.field.carriesBlocks, let compiled = text.body else { return escape(text.value.value) }
        return blocks.render(compiled.blocks)
    }

    /// A learner text's language and direction, as HTML attributes.
    func lang(_ text: LearnerText, locales: [String]) -> String {
        " lang=\"\(escape(text.language(locales: locales)))\" dir=\"\(text.direction(locales: locales).rawValue)\""
    }
}
