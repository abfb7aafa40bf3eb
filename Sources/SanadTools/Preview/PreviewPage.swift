import Foundation
import SanadBundleFormat
import SanadCompiler

/// The pages of a `PreviewSite`: one shared layout, every text escaped, and every text written
/// in another language than the page's marked with its `lang` and `dir` (the bundle's
/// `texts.json`).
struct PreviewPage: Sendable {
    let projectTitle: String
    let citations: BundleCitations
    let media: [String: String]
    let liveReload: Bool
    /// The block renderer, with the citations by key (built once for every page).
    let blocks: BlockHTML
    /// The texts in another language than the source locale, by `<owner>/<key>`.
    let languages: [String: BundleTexts.Language]

    init(projectTitle: String, citations: BundleCitations, media: [String: String], liveReload: Bool, languages: [String: BundleTexts.Language] = [:]) {
        self.projectTitle = projectTitle
        self.citations = citations
        self.media = media
        self.liveReload = liveReload
        self.languages = languages
        blocks = BlockHTML(citations: Dictionary(citations.citations.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }))
    }
    func escape(_ text: String) -> String { BlockHTML.escape(text) }

    /// ` lang="ar" dir="rtl"` for a text in another language than the page's, else nothing.
    func attributes(_ owner: String, _ key: String) -> String {
        guard let language = languages["\(owner)/\(key)"] else { return "" }
        return " lang=\"\(escape(language.language))\" dir=\"\(language.direction.rawValue)\""
    }

    /// The way back to the index from a page `depth` folders down.
    func nav(depth: Int) -> String {
        "<nav><a href=\"\(String(repeating: "../", count: depth))index.html\">\(escape(projectTitle))</a></nav>\n"
    }

    /// The sources a text cites, from `citations.json`, with Tanzil's notice.
    func sources(_ keys: [String]) -> String {
        let found = keys.compactMap { key in citations.citations.first { $0.key == key } }
        guard !found.isEmpty else { return "" }
        var out = "<section class=\"sources\"><h2>Sources</h2><ul>" + found.map { source in
            var line = escape(source.kind.rawValue == "quran" ? "Qur'an \(source.reference)" : source.kind.rawValue == "hadith" ? BlockHTML.hadithLabel(source.reference) : source.title ?? source.work ?? source.reference)
            if let author = source.author { line += ", \(escape(author))" }
            if let grade = source.grade { line += ", \(escape(grade))" + (source.grader.map { " (\(escape($0)))" } ?? "") }
            if let note = source.note { line += "<br><span class=\"note\">\(escape(note))</span>" }
            if let text = source.text { line += "<br><span\(TextDirection(firstStrongIn: text) == .rtl ? " class=\"ar\" lang=\"ar\" dir=\"rtl\"" : "")>\(escape(text))</span>" }
            return "<li>\(line)</li>"
        }.joined() + "</ul>"
        if let notice = citations.notice { out += "<p class=\"notice\">\(escape(notice))</p>" }
        return out + "</section>\n"
    }

    /// Every kind the bundle has, each linked to its pages.
    struct Contents: Sendable {
        var categories: [BundleCategories.Category] = []
        var lessons: [String: [BundleLessons.Lesson]] = [:]
        var activities: [BundleActivities.Activity] = []
        var supplementary: [String] = []
        var journals: [String] = []
        var memorisation: [BundleMemorisation.Unit] = []
        var lectures: [BundleLectures.Lecture] = []
        var quizzes: [BundleQuizzes.Bank] = []
        var questionnaires: [BundleQuestionnaires.Questionnaire] = []
        var hasWorshipPlan = false
        var hasCopy = false
        var hasAchievements = false
        var translationLocales: [String] = []
    }

    func index(_ contents: Contents) -> String {
        var body = "<h1>\(escape(projectTitle))</h1>\n<p class=\"meta\">Preview of the compiled bundle</p>\n"
        for category in contents.categories.sorted(by: { ($0.order, $0.id) < ($1.order, $1.id) }) {
            body += "<section class=\"category\"><h2>\(card(category.icon, depth: 0))<a href=\"categories/\(escape(category.id)).html\">\(escape(category.title))</a>"
            if let arabic = category.arabic { body += " <span lang=\"ar\" dir=\"rtl\">\(escape(arabic))</span>" }
            body += "</h2>\n<p>\(escape(category.summary))</p>\n<ol>"
            for lesson in (contents.lessons[category.id] ?? []).sorted(by: { ($0.order, $0.id) < ($1.order, $1.id) }) {
                body += "<li><a href=\"lessons/\(escape(lesson.id)).html\">\(escape(lesson.title))</a></li>"
            }
            body += "</ol>"
            if contents.supplementary.contains(category.id) { body += "<p><a href=\"supplementary/\(escape(category.id)).html\">More to read and hear</a></p>" }
            if contents.journals.contains(category.id) { body += "<p><a href=\"journal/\(escape(category.id)).html\">Journaling prompts</a></p>" }
            body += "</section>\n"
        }
        func section(_ title: String, _ links: [(path: String, title: String)]) {
            guard !links.isEmpty else { return }
            body += "<section class=\"category\"><h2>\(escape(title))</h2><ul>" + links.map { "<li><a href=\"\(escape($0.path))\">\(escape($0.title))</a></li>" }.joined() + "</ul></section>\n"
        }
        section("Family activities", contents.activities.map { ("activities/\($0.id).html", $0.title) })
        section("Memorisation", contents.memorisation.map { ("memorisation/\($0.id).html", $0.title) })
        section("Lectures", contents.lectures.map { ("lectures/\($0.id).html", $0.title) })
        section("Daily quizzes", contents.quizzes.map { ("quizzes/\($0.id).html", $0.title) })
        section("Questionnaires", contents.questionnaires.map { ("questionnaires/\($0.id).html", $0.title) })
        section("The app around the content", (contents.hasWorshipPlan ? [("worship/plan.html", "Worship plan")] : [])
                    + (contents.hasCopy ? [("copy/strings.html", "App copy")] : []) + (contents.hasAchievements ? [("achievements/index.html", "Achievements")] : []))
        section("Translations", contents.translationLocales.map { ("translations/\($0).html", $0) })
        return layout(title: projectTitle, depth: 0, body: body)
    }

    func category(_ category: BundleCategories.Category, lessons: [BundleLessons.Lesson]) -> String {
        var body = "<nav><a href=\"../index.html\">\(escape(projectTitle))</a></nav>\n<h1>\(card(category.icon, depth: 1))\(escape(category.title))</h1>\n"
        body += "<p class=\"meta\">\(escape(category.summary))</p>\n<section class=\"overview\">\n\(blocks.render(category.overview))</section>\n"
        // The lessons by subtopic, in the category's order of subtopics; those of none last.
        let thumbnails = Dictionary(category.lessons.compactMap { outline in outline.thumbnail.map { (outline.id, $0) } }, uniquingKeysWith: { first, _ in first })
        let groups = category.subtopics.map { subtopic in (title: subtopic.title, lessons: lessons.filter { $0.subtopic == subtopic.id }) }
            + [(title: "", lessons: lessons.filter { lesson in !category.subtopics.contains { $0.id == lesson.subtopic } })]
        for group in groups where !group.lessons.isEmpty || !group.title.isEmpty {
            if !group.title.isEmpty { body += "<h2>\(escape(group.title))</h2>\n" }
            body += "<ol>" + group.lessons.map { lesson in
                "<li>\(card(thumbnails[lesson.id], depth: 1))<a href=\"../lessons/\(escape(lesson.id)).html\">\(escape(lesson.title))</a></li>"
            }.joined() + "</ol>\n"
        }
        return layout(title: category.title, depth: 1, body: body)
    }

    /// A card's picture (a category's icon, a lesson's thumbnail) before its title, from a page
    /// `depth` folders down; nothing without one. A card with an animation shows its picture (the
    /// reduced-motion still a reviewer checks against it) marked with the animation's format,
    /// which links to its file.
    func card(_ image: BundleImage?, depth: Int) -> String {
        guard let image else { return "" }
        let up = String(repeating: "../", count: depth)
        var html = "<img class=\"card\" src=\"\(up)\(escape(image.path))\" alt=\"\(escape(image.alt))\"> "
        if let animation = image.animation {
            let format: String
            switch animation.format {
            case .known(.lottie): format = "Lottie"
            case .known(.rive): format = "Rive"
            case .unknown(let name): format = name
            }
            html += "<a class=\"animation\" href=\"\(up)\(escape(animation.path))\" title=\"The app plays this \(escape(format)) animation on the card; the picture shows to a learner who asked for reduced motion\">▶ \(escape(format))</a> "
        }
        return html
    }

    func lesson(_ lesson: BundleLessons.Lesson, category: BundleCategories.Category) -> String {
        var body = "<nav><a href=\"../index.html\">\(escape(projectTitle))</a> › <a href=\"../categories/\(escape(category.id)).html\">\(escape(category.title))</a></nav>\n"
        body += "<h1>\(card(category.lessons.first { $0.id == lesson.id }?.thumbnail, depth: 1))\(escape(lesson.title))</h1>\n"
        body += "<p class=\"meta\">\(Self.minutes(lesson.duration)) · \(escape(lesson.completion.rawValue)) · review: \(escape(lesson.review.status.rawValue))</p>\n"
        body += "<p class=\"takeaway\">\(escape(lesson.takeaway))</p>\n"
        if let narration = lesson.audio?.narration {
            body += "<p class=\"narration\">Narration: <audio controls preload=\"none\" src=\"../\(escape(narration))\"></audio></p>\n"
        } else if let waiver = lesson.audio?.waiver {
            body += "<p class=\"narration\">No narration: \(escape(waiver))</p>\n"
        }
        for phase in lesson.phases {
            let kind = phase.kind.rawValue
            body += "<section class=\"phase\" id=\"\(escape(kind))\"><h2>\(escape(kind.prefix(1).uppercased() + kind.dropFirst())) <span class=\"time\">\(Self.seconds(phase.duration))</span></h2>\n"
            body += blocks.render(phase.blocks)
            if phase.kind.known == .practice { body += lesson.questions.map(question).joined() }
            body += "</section>\n"
        }
        if !lesson.videos.isEmpty {
            body += "<section><h2>Videos</h2><ul>" + lesson.videos.map { "<li>\(escape($0.title)) (\(escape($0.url)))</li>" }.joined() + "</ul></section>\n"
        }
        body += sources(lesson.citations)
        return layout(title: lesson.title, depth: 1, body: body)
    }

    /// A question to click through: choices reveal their feedback; other kinds show their answer
    /// on request.
    func question(_ question: BundleLessons.Question) -> String {
        var out = "<div class=\"question\" id=\"q-\(escape(question.id))\"><p class=\"prompt\">\(escape(question.prompt))</p>\n"
        switch question.type.known {
        case .multipleChoice?:
            out += "<ul class=\"choices\">" + question.choices.map { choice in
                "<li><button data-correct=\"\(choice.correct)\" data-feedback=\"\(escape(choice.feedback ?? question.feedback ?? ""))\">\(escape(choice.text))</button></li>"
            }.joined() + "</ul>\n"
        case .trueFalse?:
            let answer = question.answer ?? true
            out += "<ul class=\"choices\">" + [true, false].map { value in
                let feedback = value == answer ? question.feedbackCorrect : question.feedbackIncorrect
                return "<li><button data-correct=\"\(value == answer)\" data-feedback=\"\(escape(feedback ?? question.feedback ?? ""))\">\(value ? "True" : "False")</button></li>"
            }.joined() + "</ul>\n"
        case .matching?:
            // Each left item chooses its right item from all of them, in an order that is not
            // the answer's, as an app would ask it.
            let options = Self.shuffled(question.pairs.map(\.right), seed: question.id)
            out += "<table class=\"answerable\">" + question.pairs.map { pair in
                "<tr><td>\(escape(pair.left))</td><td>\(select(options, answer: pair.right, label: pair.left))</td></tr>"
            }.joined() + "</table>\n<button class=\"check\">Check</button>\n"
        case .sequencing?:
            // Each item (not in the answer's order) chooses its place.
            let places = question.items.indices.map { String($0 + 1) }
            let order = Self.shuffled(Array(question.items.indices), seed: question.id)
            out += "<table class=\"answerable\">" + order.map { (offset: $0, element: question.items[$0]) }.map { item in
                "<tr><td>\(select(places, answer: String(item.offset + 1), label: item.element))</td><td>\(escape(item.element))</td></tr>"
            }.joined() + "</table>\n<button class=\"check\">Check</button>\n"
        default:
            out += "<textarea rows=\"3\" aria-label=\"Your answer\"></textarea>\n"
            if let model = question.modelAnswer { out += "<details><summary>A model answer</summary><p>\(escape(model))</p></details>\n" }
        }
        if let feedback = question.feedback, ![.multipleChoice, .trueFalse].contains(question.type.known) {
            out += "<details><summary>Feedback</summary><p>\(escape(feedback))</p></details>\n"
        }
        out += "<p class=\"feedback\" hidden></p>"
        if let explanation = question.explanation { out += "<details><summary>Why</summary><p>\(escape(explanation))</p></details>" }
        return out + "</div>\n"
    }

    /// `items` in an order fixed by `seed` (the same page every build) that is not their own
    /// when they have two or more: the order of an answer must not give it away.
    static func shuffled<T>(_ items: [T], seed: String) -> [T] {
        let keyed = items.enumerated().map { (key: SHA256Hex.of(Data("\(seed)/\($0.offset)".utf8)), offset: $0.offset, item: $0.element) }
        var order = keyed.sorted { ($0.key, $0.offset) < ($1.key, $1.offset) }
        if items.count > 1, order.map(\.offset) == Array(items.indices) { order.append(order.removeFirst()) }
        return order.map(\.item)
    }

    /// A drop-down of `options` with nothing chosen, whose right answer the page's script knows.
    private func select(_ options: [String], answer: String, label: String) -> String {
        "<select data-answer=\"\(escape(answer))\" aria-label=\"\(escape(label))\"><option value=\"\">Choose…</option>"
            + options.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined() + "</select>"
    }

    /// Adds the carried font and the reload script to a page rendered elsewhere (an activity
    /// sheet) `depth` folders below the site's root.
    func adopting(_ html: String, depth: Int) -> String {
        var html = html
        if let head = html.range(of: "</head>") { html.replaceSubrange(head, with: "<style>\(PreviewFont.face(depth: depth))</style>\n</head>") }
        guard liveReload, let end = html.range(of: "</body>") else { return html }
        return html.replacingCharacters(in: end, with: Self.reloadScript + "</body>")
    }

    func layout(title: String, depth: Int, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) — \(escape(projectTitle))</title>
        <style>\(PreviewFont.face(depth: depth))
        \(Self.style)</style>
        </head>
        <body>
        \(body)<script>\(Self.questionScript)</script>
        \(liveReload ? Self.reloadScript : "")</body>
        </html>

        """
    }

    static func minutes(_ seconds: Int) -> String { seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s" }
    static func seconds(_ seconds: Int) -> String { seconds >= 60 ? minutes(seconds) : "\(seconds) s" }

    static let style = """
        body { font-family: -apple-system, "Segoe UI", Roboto, "Noto Sans", "Amiri", sans-serif; max-width: 44em; margin: 2em auto; padding: 0 1em; color: #1d2b36; line-height: 1.5; }
        nav { font-size: 0.9em; } .meta { color: #55626d; } .plural + .plural { margin-top: 0.5em; } img.card { width: 2.2em; height: 2.2em; object-fit: cover; border-radius: 0.4em; vertical-align: middle; margin-inline-end: 0.4em; } a.animation { font-size: 0.55em; vertical-align: middle; color: #2f7d5b; border: 1px solid #2f7d5b; border-radius: 0.3em; padding: 0 0.3em; margin-inline-end: 0.4em; text-decoration: none; } .plural > .meta { font-size: 0.8em; } .takeaway { font-size: 1.1em; border-inline-start: 4px solid #2f7d5b; padding-inline-start: 0.8em; }
        .phase { border-top: 1px solid #d5dde3; margin-top: 1.5em; } .time { font-size: 0.6em; color: #55626d; font-weight: normal; }
        blockquote.citation { background: #f4f7f2; border-inline-start: 4px solid #2f7d5b; margin: 1em 0; padding: 0.6em 1em; }
        .ar { font-family: "Amiri", "Noto Naskh Arabic", "Scheherazade New", serif; font-size: 1.6em; line-height: 1.9; text-align: right; margin: 0.2em 0; }
        .source { color: #55626d; font-size: 0.9em; margin: 0.2em 0; }
        .question { background: #f7f9fb; border: 1px solid #d5dde3; border-radius: 6px; padding: 0.6em 1em; margin: 1em 0; }
        .choices { list-style: none; padding: 0; } .choices button { display: block; width: 100%; text-align: left; margin: 0.3em 0; padding: 0.5em 0.8em; border: 1px solid #b8c4cd; border-radius: 4px; background: white; font: inherit; cursor: pointer; }
        .choices button.correct { border-color: #2f7d5b; background: #e3f3ea; } .choices button.incorrect { border-color: #b3432b; background: #fbe9e5; }
        .answerable select { font: inherit; padding: 0.2em; } tr.correct td { background: #e3f3ea; } tr.incorrect td { background: #fbe9e5; }
        button.check { font: inherit; padding: 0.3em 1em; margin: 0.5em 0; }
        .feedback { font-weight: 600; } .notice { color: #55626d; font-size: 0.85em; }
        [dir="rtl"] { text-align: right; } .gloss { color: #55626d; } .prompt { font-size: 1.15em; }
        table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #d5dde3; padding: 0.4em 0.6em; vertical-align: top; text-align: start; }
        .badges { list-style: none; padding: 0; } .badges li { margin: 0.8em 0; } .badges img { vertical-align: middle; }
        .verses audio { display: block; margin: 0 0 1em auto; } .flow button { font: inherit; margin: 0.3em 0.3em 0.3em 0; padding: 0.4em 0.8em; }
        """

    /// Choices reveal their feedback; `#answer-ID-N` chooses one on load; marks the page as ready
    /// (a browser test reads it).
    static let questionScript = """
        document.querySelectorAll(".choices button").forEach(function (button) {
          button.addEventListener("click", function () {
            var question = button.closest(".question");
            question.querySelectorAll(".choices button").forEach(function (other) { other.classList.remove("correct", "incorrect"); });
            var right = button.dataset.correct === "true";
            button.classList.add(right ? "correct" : "incorrect");
            var feedback = question.querySelector(".feedback");
            feedback.textContent = (right ? "Correct. " : "Not quite. ") + button.dataset.feedback;
            feedback.hidden = false;
          });
        });
        // Matching and sequencing: Check marks each row and says how many are right.
        document.querySelectorAll(".question button.check").forEach(function (button) {
          button.addEventListener("click", function () {
            var question = button.closest(".question"), selects = question.querySelectorAll("select[data-answer]"), right = 0;
            selects.forEach(function (select) {
              var ok = select.value === select.dataset.answer;
              if (ok) { right += 1; }
              select.closest("tr").className = ok ? "correct" : "incorrect";
            });
            var feedback = question.querySelector(".feedback");
            feedback.textContent = right === selects.length ? "Correct. All " + right + " are right." : "Not quite: " + right + " of " + selects.length + " are right.";
            feedback.hidden = false;
          });
        });
        // `#answer-q1-0` opens the page with the first choice of question q1 chosen, and
        // `#answer-q2-2,0,1` with those options chosen row by row and checked (a link a reviewer
        // can share).
        var chosen = /^#answer-(.+)-([0-9]+(?:,[0-9]+)*)$/.exec(decodeURIComponent(location.hash));
        if (chosen) {
          var question = document.querySelector("#q-" + CSS.escape(chosen[1]));
          var picks = chosen[2].split(",").map(Number);
          var buttons = question ? question.querySelectorAll(".choices button") : [];
          if (picks.length === 1 && buttons[picks[0]]) { buttons[picks[0]].click(); }
          var selects = question ? question.querySelectorAll("select[data-answer]") : [];
          if (selects.length > 0) {
            selects.forEach(function (select, row) { if (picks[row] !== undefined && select.options[picks[row] + 1]) { select.selectedIndex = picks[row] + 1; } });
            question.querySelector("button.check").click();
          }
        }
        document.body.dataset.ready = "true";
        """

    /// Polls the preview server for the site's version and reloads when it changes.
    static let reloadScript = """
        <script>(function () { var seen = null; setInterval(function () { fetch("/__sanad/version").then(function (r) { return r.text(); }).then(function (v) { if (seen !== null && v !== seen) { location.reload(); } seen = v; }).catch(function () {}); }, 1000); })();</script>

        """
}
