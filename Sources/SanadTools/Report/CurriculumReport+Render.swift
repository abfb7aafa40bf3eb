import SanadReporting
import SanadCompiler

extension CurriculumReport {
    /// The report in a format.
    public func render(_ format: ReportFormat) -> String {
        switch format {
        case .json: return JSONReport.encode(self)
        case .md: return markdown()
        case .html: return html()
        }
    }

    /// `3 of 12–15`, or `3 (not planned)`.
    static func progress(_ row: Row) -> String {
        row.planned.map { "\(row.authored) of \($0.description)" } ?? "\(row.authored) (not planned)"
    }

    /// `2 approved, 1 draft`.
    static func reviewText(_ review: Review) -> String {
        let parts = [(review.approved, "approved"), (review.inReview, "in review"), (review.changesRequested, "changes requested"), (review.draft, "draft")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "—" : parts.joined(separator: ", ")
    }

    /// `3 narrated, 1 waived`.
    static func narrationText(_ narration: Narration) -> String {
        let parts = [(narration.narrated, "narrated"), (narration.waived, "waived"), (narration.missing, "missing")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "—" : parts.joined(separator: ", ")
    }

    /// `aqeedah, wudu`, with what `category.yaml` says when it differs from the plan.
    static func requiresText(_ row: Row) -> String {
        let planned = row.plannedRequires.isEmpty ? "none" : row.plannedRequires.joined(separator: ", ")
        guard row.requiresDiffer, let written = row.requires else { return row.planned == nil ? (row.requires ?? []).joined(separator: ", ") : planned }
        return "\(planned) (written: \(written.isEmpty ? "none" : written.joined(separator: ", ")))"
    }

    /// One line of totals.
    var summaryLine: String {
        "\(summary.writtenCategories) of \(summary.plannedCategories) planned categories started; \(summary.authoredLessons) of "
            + "\(summary.plannedLessons.description) planned lessons written, \(summary.approvedLessons) approved, \(summary.narratedLessons) narrated"
    }

    func markdown() -> String {
        var out = "# Curriculum: \(project)\n\n\(summaryLine).\n\n"
        out += "| Category | Lessons | Status | Requires | Review | Narration | Method |\n|---|---|---|---|---|---|---|\n"
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        for row in categories {
            let seasonal = row.seasonal > 0 ? " (\(row.seasonal) seasonal)" : ""
            out += "| \(cell(row.title)) (`\(row.id)`) | \(Self.progress(row))\(seasonal) | \(row.status.rawValue) | \(cell(Self.requiresText(row))) | "
                + "\(Self.reviewText(row.review)) | \(Self.narrationText(row.narration)) | \(cell(row.method ?? "")) |\n"
        }
        return out
    }

    func html() -> String {
        let escape = BlockHTML.escape
        var out = """
            \(BlockHTML.pageStart(title: "Curriculum: " + project))
            <style>
            body { font-family: Georgia, "Times New Roman", serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; line-height: 1.45; }
            h1 { font-size: 1.6rem; }
            .summary { background: #f3f1ea; padding: .75rem 1rem; border-radius: 4px; }
            table { width: 100%; border-collapse: collapse; margin: 1rem 0; font-size: .95rem; }
            th, td { border: 1px solid #ccc; padding: .35rem .5rem; vertical-align: top; text-align: left; }
            th { background: #f7f7f7; }
            .bar { display: block; height: .45rem; background: #e5e5e5; border-radius: 3px; margin-top: .25rem; overflow: hidden; }
            .bar span { display: block; height: 100%; background: #2e7d4f; }
            .status { white-space: nowrap; font-size: .85rem; padding: .05rem .4rem; border-radius: 3px; }
            .not-started { background: #eee; color: #555; } .under-way { background: #fff1cc; color: #6b4d00; }
            .complete { background: #dcf2e3; color: #1d5e33; } .over-plan { background: #e3ecfa; color: #1a4d8f; } .unplanned { background: #f4e1f0; color: #6e2a5e; }
            .differs { color: #a00000; } .count { white-space: nowrap; } .note { display: block; font-size: .85rem; color: #555; } .id { font-family: ui-monospace, Menlo, monospace; font-size: .85rem; color: #555; }
            @media print { body { margin: 0; max-width: none; } }
            </style>
            </head>
            <body>
            <h1>Curriculum: \(escape(project))</h1>
            <p class="summary">\(escape(summaryLine)).</p>
            <table>
            <thead><tr><th>Category</th><th>Lessons</th><th>Status</th><th>Requires</th><th>Review</th><th>Narration</th><th>Method</th></tr></thead>
            <tbody>

            """
        for row in categories {
            // A bar toward the plan's minimum; none for a category outside the plan.
            let bar = row.planned.map { "<span class=\"bar\"><span style=\"width: \(min(100, row.authored * 100 / max($0.min, 1)))%\"></span></span>" } ?? ""
            let seasonal = row.seasonal > 0 ? "<span class=\"note\">\(row.seasonal) seasonal</span>" : ""
            let requires = Self.requiresText(row)
            out += "<tr><td>\(escape(row.title))<br><span class=\"id\">\(escape(row.id))</span></td>"
                + "<td class=\"count\">\(escape(Self.progress(row)))\(bar)\(seasonal)</td>"
                + "<td><span class=\"status \(row.status.rawValue.replacingOccurrences(of: " ", with: "-"))\">\(escape(row.status.rawValue))</span></td>"
                + "<td\(row.requiresDiffer ? " class=\"differs\"" : "")>\(escape(requires))</td>"
                + "<td>\(escape(Self.reviewText(row.review)))</td><td>\(escape(Self.narrationText(row.narration)))</td><td>\(escape(row.method ?? ""))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</body>\n</html>\n"
    }
}
