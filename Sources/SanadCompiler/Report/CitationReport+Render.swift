import Foundation
import SanadCitations
import SanadReporting

extension CitationReport {
    public enum Format: String, Sendable, CaseIterable {
        case html, json, md
    }

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
            + "\(summary.wordingNotVerified) hadith and other sources whose wording Sanad does not verify"
    }

    func details(_ entry: Entry) -> [(String, String)] {
        var rows: [(String, String)] = []
        if let title = entry.title { rows.append(("Source", title)) }
        if let author = entry.author { rows.append(("Author", author)) }
        if let url = entry.url { rows.append(("Address", url)) }
        if let verification = entry.verification {
            let level = entry.verifiedLevel.flatMap(QuranVerifier.Level.init(rawValue:)).map { " (\($0.phrase) checked)" } ?? ""
            rows.append(("Quotation", verification + level))
        }
        if let translation = entry.translation { rows.append(("Translation", translation)) }
        if let grade = entry.grade { rows.append(("Grading", grade + (entry.grader.map { " (\($0))" } ?? ""))) }
        if let checked = entry.checked { rows.append(("Checked", checked)) }
        if let note = entry.note { rows.append(("Note", note)) }
        rows.append(("Lessons", entry.lessons.map { "\($0.id) — \($0.review)" }.joined(separator: "; ")))
        for problem in entry.problems { rows.append(("Problem", problem)) }
        return rows
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
                for (label, value) in details(entry) { out += "- **\(label):** \(value)\n" }
            }
        }
        if let notice { out += "\n---\n\n\(notice)\n" }
        return out
    }

    func html() -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Citation report: \(escape(project))</title>
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
                for ayah in entry.ayat ?? [] {
                    out += "<p class=\"ar\" lang=\"ar\" dir=\"rtl\">\(escape(ayah.text)) <span class=\"num\" lang=\"en\" dir=\"ltr\">(\(ayah.number))</span></p>\n"
                }
                out += "<dl>\n"
                for (label, value) in details(entry) {
                    let cssClass = label == "Problem" ? " class=\"problem\"" : (label == "Quotation" ? " class=\"\(value)\"" : "")
                    out += "<dt>\(escape(label))</dt><dd\(cssClass)>\(escape(value))</dd>\n"
                }
                out += "</dl>\n</article>\n"
            }
        }
        if let notice {
            out += "<footer>\(escape(notice)) <a href=\"https://tanzil.net\">tanzil.net</a></footer>\n"
        }
        return out + "</body>\n</html>\n"
    }
}
