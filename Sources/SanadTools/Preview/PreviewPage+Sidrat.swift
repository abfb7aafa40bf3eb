import SanadBundleFormat
import SanadCompiler

/// Sidrat's and Keys to Paradise's other kinds in the preview: a memorisation unit verse by
/// verse with its recitation, the achievements with their badges, and a category's supplementary
/// items.
extension PreviewPage {
    func memorisation(_ unit: BundleMemorisation.Unit) -> String {
        let owner = "memorisation:\(unit.id)"
        var body = nav(depth: 1) + "<h1\(attributes(owner, "title"))>\(escape(unit.title))</h1>\n"
        let range = unit.wholeSurah ? "the whole surah" : "ayat \(unit.firstAyah) to \(unit.lastAyah)"
        body += "<p class=\"meta\">Surah \(unit.surah), \(range), \(escape(unit.edition)) text · repeat \(unit.repeatModes.map(String.init).joined(separator: ", ")) times</p>\n"
        body += "<p class=\"meta\">Recitation: <span\(attributes(owner, "recitation/reciter"))>\(escape(unit.recitation.reciter))</span>, "
        body += "<span\(attributes(owner, "recitation/licence"))>\(escape(unit.recitation.licence))</span>"
        if unit.recitation.placeholder { body += " <strong>(a placeholder recording: not a recitation)</strong>" }
        body += "</p>\n<ol class=\"verses\">\n"
        for verse in unit.verses {
            // An end-of-ayah mark with the ayah's number, as a mushaf shows it.
            body += "<li><p class=\"ar\" lang=\"ar\" dir=\"rtl\">\(escape(verse.text)) \(AyahMarks.mark(verse.ayah))</p>"
            let cue = verse.start.map { start in "#t=\(start)" + (verse.end.map { ",\($0)" } ?? "") } ?? ""
            body += "<audio controls preload=\"none\" src=\"../\(escape(verse.audio))\(cue)\"></audio></li>\n"
        }
        body += "</ol>\n"
        if let notice = citations.notice { body += "<p class=\"notice\">\(escape(notice))</p>\n" }
        return layout(title: unit.title, depth: 1, body: body)
    }

    func achievements(_ file: BundleAchievements) -> String {
        var body = nav(depth: 1) + "<h1>Achievements</h1>\n<ul class=\"badges\">\n"
        for achievement in file.achievements {
            let key = "achievements/\(achievement.id)"
            body += "<li id=\"\(escape(achievement.id))\">"
            if let badge = achievement.badge {
                body += "<img src=\"../\(escape(badge))\" width=\"64\" height=\"64\" alt=\"\(escape(achievement.badgeLabel ?? ""))\"\(attributes("achievements", "\(key)/badge/label"))> "
            }
            body += "<strong\(attributes("achievements", "\(key)/title"))>\(escape(achievement.title))</strong> "
            body += "<span class=\"meta\">\(escape([achievement.group?.rawValue, achievement.xp.map { "\($0) XP" }].compactMap { $0 }.joined(separator: " · ")))</span>"
            body += "<br><span\(attributes("achievements", "\(key)/description"))>\(escape(achievement.description))</span>"
            if let label = achievement.badgeLabel { body += "<br><span class=\"meta\">Badge: \(escape(label))</span>" }
            body += "</li>\n"
        }
        return layout(title: "Achievements", depth: 1, body: body + "</ul>\n")
    }

    /// A category's journaling prompts: each with when it is offered (the category's popup, or
    /// after a lesson) and for whom.
    func journal(_ file: BundleJournal, category: BundleCategories.Category?) -> String {
        var body = nav(depth: 1) + "<h1>\(escape(category?.title ?? file.category)): journaling prompts</h1>\n"
        for prompt in file.prompts.sorted(by: { ($0.order, $0.id) < ($1.order, $1.id) }) {
            let when = prompt.lesson.map { "after <a href=\"../lessons/\(escape($0)).html\">\(escape($0))</a>" } ?? "the category's journaling popup"
            let whom = prompt.audiences.isEmpty ? "" : " · for \(prompt.audiences.map(escape).joined(separator: ", "))"
            body += "<section class=\"phase\" id=\"\(escape(prompt.id))\"><h2>\(escape(prompt.id)) <span class=\"time\">\(when)\(whom)</span></h2>\n"
            body += blocks.render(prompt.blocks) + sources(prompt.citations) + "</section>\n"
        }
        return layout(title: category?.title ?? file.category, depth: 1, body: body)
    }

    func supplementary(_ file: BundleSupplementary, category: BundleCategories.Category?) -> String {
        var body = nav(depth: 1) + "<h1>\(escape(category?.title ?? file.category)): more to read and hear</h1>\n"
        for item in file.items.sorted(by: { ($0.order, $0.id) < ($1.order, $1.id) }) {
            body += "<section class=\"phase\" id=\"\(escape(item.id))\"><h2>\(escape(item.title)) <span class=\"time\">\(escape(item.type.rawValue))</span></h2>\n"
            if let url = item.url { body += "<p>\(escape(url))\(item.parentalGate == true ? " (behind a parental gate)" : "")</p>\n" }
            if let audio = item.audio { body += "<p><audio controls preload=\"none\" src=\"../\(escape(audio))\"></audio></p>\n" }
            body += blocks.render(item.blocks ?? []) + sources(item.citations) + "</section>\n"
        }
        return layout(title: category?.title ?? file.category, depth: 1, body: body)
    }
}
