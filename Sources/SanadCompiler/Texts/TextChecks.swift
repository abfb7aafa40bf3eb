import SanadDiagnostics

/// The checks every learner text goes through, whatever its kind and locale, run on one file's
/// texts: the text rules (tone, placeholders), the body rules on its Markdown, the search for
/// uncited or misquoted Qur'an in its prose, and the citation checks on the sources that cover it
/// (`CitedTextUse`): every citation block of every text is verified, in a file whose models
/// declare no citations too.
public enum TextChecks {
    /// Every check of one file's texts.
    public static func check(_ source: SourceSummary, context: RuleContext, citations: CitationChecker) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for text in source.texts {
            diagnostics += RuleRegistry.check(text, in: context)
            if let markdown = MarkdownBody(text) { diagnostics += RuleRegistry.check(markdown, in: context) }
            diagnostics += citations.uncitedQuran(in: text)
        }
        // Each text is covered by the use with the longest key prefix that covers it; texts no
        // use covers cite nothing, and any citation block in them is still verified.
        let uses = source.citedTexts
        var covered = Array(repeating: [CompiledBody](), count: uses.count)
        var uncovered: [CompiledBody] = []
        for (text, use) in zip(source.texts, CitedTextUse.covering(uses, source.texts)) {
            guard let body = text.body else { continue }
            if let use { covered[use].append(body) } else { uncovered.append(body) }
        }
        let category = source.owner?.categoryFolder ?? ""
        for (use, bodies) in zip(uses, covered) {
            let cited = CitedText(
                citations: use.citations, body: bodies.isEmpty ? nil : .joined(bodies), categoryFolder: category, noun: noun(of: use),
                showsItsCitations: use.showsItsCitations, isDeclaredHere: use.isDeclaredHere)
            diagnostics += citations.check(cited)
        }
        if uncovered.contains(where: { !$0.citationBlocks.isEmpty || !$0.callouts.isEmpty }) {
            diagnostics += citations.check(CitedText(citations: [], body: .joined(uncovered), categoryFolder: category, noun: noun(of: source.kind)))
        }
        return diagnostics
    }

    /// What a use's texts are called in messages: "the lesson's citations", "the item's".
    static func noun(of use: CitedTextUse) -> String { use.keyPrefix.isEmpty ? noun(of: use.kind) : "item" }

    static func noun(of kind: SourceKind) -> String { kind.name.replacingOccurrences(of: "-", with: " ") }
}
