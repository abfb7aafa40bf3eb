import SanadBundleFormat
import SanadCompiler

/// Learnable's kinds in the preview: a lecture subject (its topics, math as TeX, code, the
/// engagement question to answer) and a daily-quiz bank (its items to click through).
extension PreviewPage {
    func lecture(_ lecture: BundleLectures.Lecture) -> String {
        let owner = "lecture:\(lecture.id)"
        var body = nav(depth: 1) + "<h1\(attributes(owner, "title"))>\(escape(lecture.title))</h1>\n<p class=\"meta\">A lecture subject</p>\n"
        if let summary = lecture.summary { body += "<section class=\"summary\">\n\(blocks.render(summary))</section>\n" }
        if !lecture.contents.isEmpty {
            body += "<nav class=\"contents\"><h2>Contents</h2><ol>" + lecture.contents.map { entry in
                "<li><a href=\"#\(escape(entry.topic))\">\(escape(entry.title))</a>"
                    + (entry.sections.isEmpty ? "" : " <span class=\"meta\">(\(escape(entry.sections.joined(separator: ", "))))</span>") + "</li>"
            }.joined() + "</ol></nav>\n"
        }
        for topic in lecture.topics {
            body += "<section class=\"phase\" id=\"\(escape(topic.id))\"><h2\(attributes(owner, "topics/\(topic.id)/title"))>\(topic.number). \(escape(topic.title))</h2>\n"
            body += blocks.render(topic.scene)
            if let engagement = topic.engagement {
                // The engagement question asks the learner to think: its feedback follows any answer.
                body += "<div class=\"question\" id=\"q-\(escape(topic.id))\"><div class=\"prompt\">\(blocks.render(engagement.prompt))</div>\n"
                if engagement.choices.isEmpty {
                    body += "<textarea rows=\"3\" aria-label=\"Your answer\"></textarea>\n"
                } else {
                    body += "<ul class=\"choices\">" + engagement.choices.map { choice in
                        "<li><button data-correct=\"true\" data-feedback=\"\(escape(Self.plain(choice.feedback ?? engagement.feedback)))\">\(blocks.render(choice.text))</button></li>"
                    }.joined() + "</ul>\n"
                }
                body += "<p class=\"feedback\" hidden></p><details><summary>Feedback</summary>\(blocks.render(engagement.feedback))</details></div>\n"
            }
            body += "</section>\n"
        }
        return layout(title: lecture.title, depth: 1, body: body + sources(lecture.citations))
    }

    func quizBank(_ bank: BundleQuizzes.Bank) -> String {
        var body = nav(depth: 1) + "<h1\(attributes("quiz-bank:\(bank.id)", "title"))>\(escape(bank.title))</h1>\n<p class=\"meta\">A daily-quiz bank: \(bank.items.count) items</p>\n"
        // By topic or lesson; an item's variants one after the other, each under its level.
        let groups = Dictionary(grouping: bank.items, by: \.source)
        for group in groups.keys.sorted() {
            body += "<section class=\"phase\"><h2>\(escape(group))</h2>\n" + (groups[group] ?? []).map { item in
                (item.variants ?? [.init(level: item.level, question: item.question)]).map { variant in
                    "<p class=\"meta\">Level \(variant.level)</p>\n" + question(variant.question)
                }.joined()
            }.joined() + "</section>\n"
        }
        return layout(title: bank.title, depth: 1, body: body)
    }

    /// The text of blocks, for an attribute (a choice's feedback shown when it is chosen).
    static func plain(_ blocks: [Block]) -> String {
        blocks.map { block in
            (block.inlines.map(plain) ?? block.text ?? "") + (block.blocks.map(plain) ?? "") + (block.items ?? []).map(plain).joined(separator: " ")
        }.joined(separator: " ")
    }

    static func plain(_ inlines: [Inline]) -> String {
        inlines.map { ($0.text ?? "") + ($0.children.map(plain) ?? "") }.joined()
    }
}
