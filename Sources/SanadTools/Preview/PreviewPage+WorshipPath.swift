import SanadBundleFormat
import SanadCompiler

/// My Worship Path's kinds in the preview: the onboarding questionnaire to click through, branch
/// by branch; the action catalogue and plan rules; the app's copy with its translations.
extension PreviewPage {
    func questionnaire(_ questionnaire: BundleQuestionnaires.Questionnaire) -> String {
        let owner = "questionnaire:\(questionnaire.id)"
        var body = nav(depth: 1) + "<h1\(attributes(owner, "title"))>\(escape(questionnaire.title))</h1>\n"
        body += "<p class=\"meta\">Answer as a learner would: each answer follows its branch. <button class=\"restart\">Start again</button></p>\n"
        body += "<div class=\"flow\" data-start=\"\(escape(questionnaire.questions.first?.id ?? "end"))\">\n"
        for question in questionnaire.questions {
            let key = "questions/\(question.id)"
            body += "<section class=\"step question\" data-id=\"\(escape(question.id))\" hidden>\n"
            body += "<p class=\"meta\"\(attributes(owner, "\(key)/progress"))>\(escape(question.progress))</p>\n"
            if let leadIn = question.leadIn { body += "<p class=\"lead-in\"\(attributes(owner, "\(key)/lead-in"))>\(escape(leadIn))</p>\n" }
            body += "<p class=\"prompt\"\(attributes(owner, "\(key)/prompt"))>\(escape(question.prompt))</p>\n"
            if let gloss = question.gloss { body += "<p class=\"gloss\"\(attributes(owner, "\(key)/gloss"))>\(escape(gloss))</p>\n" }
            let multiple = question.type.known == .multipleChoice
            if !question.choices.isEmpty {
                body += "<ul class=\"choices\">" + question.choices.map { choice in
                    let next = multiple ? "" : " data-next=\"\(escape(choice.next ?? question.next))\""
                    return "<li><button class=\"answer\" data-choice=\"\(escape(choice.id))\"\(next)><span\(attributes(owner, "\(key)/choices/\(choice.id)/text"))>\(escape(choice.text))</span>"
                        + (choice.gloss.map { " <span class=\"gloss\"\(attributes(owner, "\(key)/choices/\(choice.id)/gloss"))>\(escape($0))</span>" } ?? "") + "</button></li>"
                }.joined() + "</ul>\n"
            } else {
                body += "<textarea rows=\"3\" aria-label=\"Your answer\"></textarea>\n"
            }
            if multiple || question.choices.isEmpty { body += "<button class=\"next\" data-next=\"\(escape(question.next))\">Next</button>\n" }
            if question.skippable { body += "<button class=\"skip\" data-next=\"\(escape(question.next))\">Skip</button>\n" }
            body += "</section>\n"
        }
        body += "<section class=\"step\" data-id=\"end\" hidden><p class=\"prompt\">The end: these answers make the learner's profile.</p></section>\n"
        body += "<h2>Answers</h2><ol class=\"path\"></ol></div>\n<script>\(Self.flowScript)</script>\n"
        return layout(title: questionnaire.title, depth: 1, body: body)
    }

    func worshipPlan(_ plan: BundleWorshipPlan) -> String {
        var body = nav(depth: 1) + "<h1>Worship plan</h1>\n<p class=\"meta\">For the questionnaire '\(escape(plan.questionnaire))': "
        body += "\(plan.essentials.min) to \(plan.essentials.max) daily essentials, \(plan.bonuses.min) to \(plan.bonuses.max) bonuses</p>\n"
        body += "<h2>Actions</h2><table><tr><th>action</th><th>gloss</th><th>type</th><th>minutes</th></tr>" + plan.actions.map { action in
            "<tr id=\"\(escape(action.id))\"><td\(attributes("worship-plan", "actions/\(action.id)/label"))>\(escape(action.label))</td>"
                + "<td\(attributes("worship-plan", "actions/\(action.id)/gloss"))>\(escape(action.gloss ?? ""))</td>"
                + "<td>\(escape([action.type, action.subtype].compactMap { $0 }.joined(separator: " · ")))</td><td>\(action.minutes)</td></tr>"
        }.joined() + "</table>\n"
        body += "<h2>Every plan</h2><p>Essentials: \(escape(plan.base.essentials.joined(separator: ", "))); bonuses: \(escape(plan.base.bonuses.joined(separator: ", ")))</p>\n"
        body += "<h2>Rules</h2><ul>" + plan.rules.map { rule in
            let when = rule.when.keys.sorted().map { "\($0) is \(rule.when[$0]!.joined(separator: " or "))" }.joined(separator: " and ")
            let adds = [("essentials", rule.adds.essentials), ("bonuses", rule.adds.bonuses)].filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: ", "))" }
            return "<li>When \(escape(when)): \(escape(adds.joined(separator: "; ")))</li>"
        }.joined() + "</ul>\n"
        body += "<p>Focus in turn: \(escape(plan.focusRotation.joined(separator: " → ")))</p>\n"
        body += "<p>Mercy days a week by pace: \(escape(plan.mercyDays.keys.sorted().map { "\($0) \(plan.mercyDays[$0]!)" }.joined(separator: ", ")))</p>\n"
        return layout(title: "Worship plan", depth: 1, body: body)
    }

    func copy(_ copy: BundleCopy, translations: [BundleTranslations]) -> String {
        var body = nav(depth: 1) + "<h1>App copy</h1>\n<p class=\"meta\">The texts the app shows around the content, in \(escape(copy.locale)) and every locale that translates them</p>\n"
        body += "<table><tr><th>key</th><th>\(escape(copy.locale))</th>" + translations.map { "<th>\(escape($0.locale))</th>" }.joined() + "</tr>"
        for string in copy.strings {
            let parts = string.key.split(separator: ".", maxSplits: 1).map(String.init)
            let (owner, key) = parts.count == 2 ? ("copy:\(parts[0])", "strings/\(parts[1])/text") : ("copy", string.key)
            body += "<tr><td><code>\(escape(string.key))</code><br><span class=\"meta\">\(escape(string.comment))</span></td>"
            if let plural = string.plural {
                // A counted string: each form by its plural category, in each locale the forms it uses.
                // The category, and the numbers it is for, on a line of its own above the form.
                func form(_ category: PluralCategory, _ text: String?, locale: String, attributes: String) -> String {
                    let numbers = PluralRules(locale: locale).map { PluralCheck.describe($0.samples(of: category)) } ?? ""
                    return "<div class=\"plural\"><div class=\"meta\" dir=\"ltr\">\(category.rawValue)\(numbers.isEmpty ? "" : ": \(escape(numbers))")</div>"
                        + (text.map { "<div\(attributes)>\(escape($0))</div>" } ?? "<div class=\"meta\" dir=\"ltr\">(the source text)</div>") + "</div>"
                }
                body += "<td>" + PluralCategory.allCases.compactMap { category in
                    plural[category.rawValue].map { form(category, $0, locale: copy.locale, attributes: attributes(owner, "\(key)/\(category.rawValue)")) }
                }.joined() + "</td>"
                for file in translations {
                    body += "<td lang=\"\(escape(file.locale))\" dir=\"\(file.direction.rawValue)\">" + (PluralRules(locale: file.locale)?.categories ?? [.other]).map { category in
                        form(category, file.texts["\(owner)/\(key)/\(category.rawValue)"]?.text, locale: file.locale, attributes: "")
                    }.joined() + "</td>"
                }
                body += "</tr>"
                continue
            }
            body += "<td\(attributes(owner, key))>\(escape(string.text))</td>"
            for file in translations {
                let text = file.texts["\(owner)/\(key)"]?.text
                body += "<td lang=\"\(escape(file.locale))\" dir=\"\(file.direction.rawValue)\">\(text.map(escape) ?? "<span class=\"meta\" dir=\"ltr\">(the source text)</span>")</td>"
            }
            body += "</tr>"
        }
        return layout(title: "App copy", depth: 1, body: body + "</table>\n")
    }

    /// One question of a questionnaire at a time: an answer (or Next, or Skip) shows the question
    /// its branch names, and lists the answer; `end` ends the flow.
    static let flowScript = """
        (function () {
          var flow = document.querySelector(".flow"), path = flow.querySelector(".path");
          function show(id) {
            flow.querySelectorAll(".step").forEach(function (step) { step.hidden = step.dataset.id !== id; });
          }
          flow.querySelectorAll("button.answer:not([data-next])").forEach(function (button) {
            button.addEventListener("click", function () { button.classList.toggle("correct"); });
          });
          flow.querySelectorAll("[data-next]").forEach(function (button) {
            button.addEventListener("click", function () {
              var step = button.closest(".step"), chosen = step.querySelectorAll("button.answer.correct");
              var answer = button.classList.contains("answer") ? button.textContent
                : button.classList.contains("skip") ? "(skipped)"
                : chosen.length ? Array.prototype.map.call(chosen, function (b) { return b.textContent; }).join(", ")
                : (step.querySelector("textarea") || {}).value || "(no answer)";
              var item = document.createElement("li");
              item.textContent = step.querySelector(".prompt").textContent + " — " + answer;
              path.appendChild(item);
              show(button.dataset.next);
            });
          });
          document.querySelector(".restart").addEventListener("click", function () { path.textContent = ""; show(flow.dataset.start); });
          show(flow.dataset.start);
          // `#answers=fresh_start,skip,next` answers on load (a choice's id, skip or next): a path
          // a reviewer can share.
          var answers = /^#answers=(.*)$/.exec(decodeURIComponent(location.hash));
          (answers ? answers[1].split(",") : []).forEach(function (answer) {
            var step = flow.querySelector(".step:not([hidden])");
            var button = step && (step.querySelector('[data-choice="' + answer + '"]') || step.querySelector("button." + answer));
            if (button) { button.click(); }
          });
          document.body.dataset.flow = flow.querySelector(".step:not([hidden])").dataset.id;
        })();
        """
}
