import Foundation
import SanadCitations
import SanadReporting
import SanadCompiler

extension CitationReport {
    /// The formats the report renders to (those of every `sanad report`).
    public typealias Format = ReportFormat

    /// The report in `format`: a standalone HTML page, Sanad's report JSON or Markdown.
    public func render(_ format: Format) -> String {
        switch format {
        case .json: return JSONReport.encode(self)
        case .md: return markdown()
        case .html: return html()
        }
    }

    var sections: [(String, [Entry])] { [("Qur'an", quran), ("Hadith", hadith), ("Other sources", other)] }

    func summaryLine() -> String {
        "\(summary.verified) verified, \(summary.mismatched) mismatched, \(summary.unverifiable) unverifiable quotations; "
            + "\(summary.stale) stale and \(summary.unapproved) unapproved lessons; "
            + "\(summary.lessonsWithoutCitations.count) lessons without any citation; "
            + "\(summary.wordingNotVerified) hadith (reference only) and other sources whose wording Sanad does not verify"
    }

    func details(_ entry: Entry) -> [(String, String)] {
        var rows: [(String, String)] = []
        if let title = entry.title { rows.append(("Source", title)) }
        if let author = entry.author { rows.append(("Author", author)) }
        if let url = entry.url { rows.append(("Address", url)) }
        if let verification = entry.verification {
            let level = verification == .verified ? entry.verifiedLevel.flatMap(QuranVerifier.Level.init(rawValue:)).map { " (\($0.phrase) checked)" } ?? "" : ""
            rows.append(("Quotation", verification.rawValue + level))
        }
        if let translation = entry.translation { rows.append(("Translation", translation)) }
        if let grade = entry.grade { rows.append(("Grading", grade + (entry.grader.map { " (\($0))" } ?? ""))) }
        if let checked = entry.checked { rows.append(("Checked", checked)) }
        if let note = entry.note { rows.append(("Note", note)) }
        rows.append(("Used in", entry.lessons.map(Self.describe).joined(separator: "; ")))
        for problem in entry.problems { rows.append(("Problem", problem)) }
        return rows
    }

    /// `backbiting.what-is-ghibah (lesson, approved) at categories/…/01-….md:31`.
    static func describe(_ use: LessonUse) -> String {
        let place = use.path.map { " at \($0)" + (use.line.map { ":\($0)" } ?? "") } ?? ""
        return "\(use.id) (\((use.kind ?? .lesson).rawValue), \(use.reviewState))\(place)" + (use.note.map { "; \($0)" } ?? "")
    }

    /// An HTML anchor for a lesson's or overview's entry in the per-lesson view.
    static func anchor(_ use: LessonUse) -> String {
        "\((use.kind ?? .lesson).rawValue)-" + use.id.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// Words as Markdown, the differing ones bold.
    static func markdownWords(_ words: [SideBySide.Word]) -> String {
        words.map { $0.differs ? "**\($0.text)**" : $0.text }.joined(separator: " ")
    }

    func markdown() -> String {
        var out = "# Citation report: \(project)\n\n\(summaryLine()).\n"
        if !summary.lessonsWithoutCitations.isEmpty {
            out += "\nLessons without any citation: \(summary.lessonsWithoutCitations.joined(separator: ", ")).\n"
        }
        for (title, entries) in sections where !entries.isEmpty {
            out += "\n## \(title)\n"
            for entry in entries {
                out += "\n### \(entry.reference)\n\n"
                for ayah in entry.ayat ?? [] { out += "> (\(ayah.number)) \(ayah.text)\n>\n" }
                if entry.ayat?.isEmpty == false { out.removeLast(2); out += "\n" }
                if let text = entry.text { out += "> \(text)\n\n" }
                for (label, value) in details(entry) { out += "- **\(label):** \(value)\n" }
                for mismatch in entry.mismatches ?? [] {
                    out += "\nMismatched quotation in \(mismatch.id) at \(mismatch.path):\(mismatch.line) (differences in bold):\n\n"
                    out += "- Quoted: \(Self.markdownWords(mismatch.comparison.quoted))\n"
                    out += "- Tanzil \(mismatch.comparison.edition): \(Self.markdownWords(mismatch.comparison.text))\n"
                }
            }
        }
        if let texts, !texts.isEmpty {
            out += "\n## By lesson, overview and supplementary item\n"
            for text in texts {
                out += "\n### \(text.use.id) (\((text.use.kind ?? .lesson).rawValue))\n\n"
                out += "- **Review:** \(text.use.reviewState)\n"
                if let path = text.use.path { out += "- **File:** \(path)\n" }
                out += "- **Cites:** \(text.citations.joined(separator: "; "))\n"
                for problem in text.problems { out += "- **Problem:** \(problem)\n" }
            }
        }
        if let notice { out += "\n---\n\n\(notice)\n" }
        return out
    }

    func html() -> String {
        let escape = BlockHTML.escape
        var out = """
            \(BlockHTML.pageStart(title: "Citation report: " + project))
            <style>
            body { font-family: Georgia, "Times New Roman", serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; line-height: 1.5; }
            h1 { font-size: 1.6rem; } h2 { border-bottom: 1px solid #999; margin-top: 2rem; }
            .summary { background: #f3f1ea; padding: .75rem 1rem; border-radius: 4px; }
            article { border: 1px solid #ccc; border-radius: 4px; padding: .5rem 1rem; margin: 1rem 0; page-break-inside: avoid; }
            article h3 { margin: .25rem 0; }
            .ar { font-family: "Amiri", "Scheherazade New", "Noto Naskh Arabic", serif; font-size: 1.5rem; line-height: 2.2; text-align: right; }
            dl { display: grid; grid-template-columns: 8rem 1fr; gap: .15rem .75rem; margin: .5rem 0; }
            dt { font-weight: bold; } dd { margin: 0; }
            .problem { color: #a00000; } .num { font-size: .9rem; color: #555; }
            .verified { color: #1d6b1d; } .mismatched { color: #a00000; font-weight: bold; } .unverifiable { color: #8a5a00; }
            table.compare { width: 100%; border-collapse: collapse; margin: .5rem 0; } table.compare td, table.compare th { border: 1px solid #ccc; padding: .25rem .5rem; vertical-align: top; }
            table.compare th { text-align: left; font-weight: normal; width: 9rem; font-size: .9rem; }
            mark { background: #ffd9d9; color: #7a0000; padding: 0 .1rem; border-radius: 2px; }
            nav a, dd a { color: #1a4d8f; }
            footer { margin-top: 2rem; font-size: .85rem; color: #555; }
            @media print { body { margin: 0; max-width: none; } a { color: inherit; } }
            </style>
            </head>
            <body>
            <h1>Citation report: \(escape(project))</h1>
            <p class="summary">\(escape(summaryLine())).</p>

            """
        if !summary.lessonsWithoutCitations.isEmpty {
            out += "<p>Lessons without any citation: \(escape(summary.lessonsWithoutCitations.joined(separator: ", "))).</p>\n"
        }
        for (title, entries) in sections where !entries.isEmpty {
            out += "<h2>\(escape(title))</h2>\n"
            for entry in entries {
                out += "<article>\n<h3>\(escape(entry.reference))</h3>\n"
                if let text = entry.text { out += "<p class=\"ar\" lang=\"ar\" dir=\"rtl\">\(escape(text))</p>\n" }
                for ayah in entry.ayat ?? [] {
                    out += "<p class=\"ar\" lang=\"ar\" dir=\"rtl\">\(escape(ayah.text)) <span class=\"num\" lang=\"en\" dir=\"ltr\">(\(ayah.number))</span></p>\n"
                }
                out += "<dl>\n"
                for (label, value) in details(entry) where label != "Used in" {
                    let cssClass = label == "Problem" ? " class=\"problem\"" : (label == "Quotation" ? " class=\"\(value.split(separator: " ").first ?? "")\"" : "")
                    out += "<dt>\(escape(label))</dt><dd\(cssClass)>\(escape(value))</dd>\n"
                }
                let uses = entry.lessons.map { "<a href=\"#\(Self.anchor($0))\">\(escape(Self.describe($0)))</a>" }.joined(separator: "<br>")
                out += "<dt>Used in</dt><dd>\(uses)</dd>\n</dl>\n"
                for mismatch in entry.mismatches ?? [] {
                    func words(_ words: [SideBySide.Word]) -> String {
                        words.map { $0.differs ? "<mark>\(escape($0.text))</mark>" : escape($0.text) }.joined(separator: " ")
                    }
                    out += "<table class=\"compare\">\n<caption class=\"problem\">Mismatched quotation in \(escape(mismatch.id)) at \(escape(mismatch.path)):\(mismatch.line); differences marked</caption>\n"
                    out += "<tr><th>Quoted</th><td class=\"ar\" lang=\"ar\" dir=\"rtl\">\(words(mismatch.comparison.quoted))</td></tr>\n"
                    out += "<tr><th>Tanzil \(escape(mismatch.comparison.edition))</th><td class=\"ar\" lang=\"ar\" dir=\"rtl\">\(words(mismatch.comparison.text))</td></tr>\n</table>\n"
                }
                out += "</article>\n"
            }
        }
        if let texts, !texts.isEmpty {
            out += "<h2>By lesson, overview and supplementary item</h2>\n"
            for text in texts {
                out += "<article id=\"\(Self.anchor(text.use))\">\n<h3>\(escape(text.use.id)) <span class=\"num\">(\(escape((text.use.kind ?? .lesson).rawValue)))</span></h3>\n<dl>\n"
                let state = text.use.reviewState
                out += "<dt>Title</dt><dd>\(escape(text.use.title))</dd>\n<dt>Review</dt><dd\(text.use.isSoundlyApproved ? "" : " class=\"problem\"")>\(escape(state))</dd>\n"
                if let path = text.use.path { out += "<dt>File</dt><dd>\(escape(path))</dd>\n" }
                out += "<dt>Cites</dt><dd>\(escape(text.citations.joined(separator: "; ")))</dd>\n"
                for problem in text.problems { out += "<dt>Problem</dt><dd class=\"problem\">\(escape(problem))</dd>\n" }
                out += "</dl>\n</article>\n"
            }
        }
        if let notice {
            out += "<footer>\(escape(notice)) <a href=\"https://tanzil.net\">tanzil.net</a></footer>\n"
        }
        return out + "</body>\n</html>\n"
    }
}
