import Foundation
import SanadBundleFormat
import SanadCompiler
import Testing
import _SanadTestSupport

/// The preview pages, rendered from a real bundle of the language server's fixture project (two
/// lessons of the sample content), against golden files; and the preview server's answers.
@Suite struct PreviewSiteTests {
    static let project = Fixtures.path("../../SanadLanguageServerTests/Fixtures/project")

    /// Builds the fixture project into a scratch folder; returns the bundle.
    static func bundle(_ scratch: ScratchFolder) throws -> URL {
        var options = BuildAction.Options()
        options.source = project
        options.output = scratch.path + "/build"
        options.environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        options.cache = false
        let outcome = BuildAction(options: options, workingDirectory: scratch.path).run()
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        return try #require(outcome.product)
    }

    @Test func pagesMatchTheirGoldenFiles() throws {
        let scratch = try ScratchFolder()
        let site = try PreviewSite.render(bundle: try Self.bundle(scratch))
        #expect(site.pages.keys.sorted() == ["categories/backbiting.html", "index.html", "lessons/backbiting.what-is-ghibah.html", "lessons/backbiting.why-we-backbite.html"])
        for page in ["index.html", "lessons/backbiting.what-is-ghibah.html", "lessons/backbiting.why-we-backbite.html"] {
            #expect(Golden.compare(site.pages[page]!, path: "Golden/" + page) == nil, "\(Golden.compare(site.pages[page]!, path: "Golden/" + page) ?? "")")
        }
    }

    @Test func theLessonPageShowsEveryPartOfTheLesson() throws {
        let scratch = try ScratchFolder()
        let page = try #require(try PreviewSite.render(bundle: try Self.bundle(scratch)).pages["lessons/backbiting.what-is-ghibah.html"])
        for phase in ["id=\"hook\"", "id=\"teach\"", "id=\"practice\"", "id=\"reward\""] { #expect(page.contains(phase)) }
        // The verified Qur'an text, right to left, with its reference and Tanzil's notice.
        #expect(page.contains("<p class=\"ar\" lang=\"ar\" dir=\"rtl\">وَلَا يَغْتَب بَّعْضُكُم بَعْضًا</p>"))
        #expect(page.contains("Qur'an 49:12"))
        #expect(page.contains("Tanzil"))
        #expect(page.contains("Sahih Muslim 2589, sahih"))
        // Questions to click through, with their feedback.
        #expect(page.contains("data-correct=\"true\" data-feedback=\"Yes. It mentions him, in his absence, with what he dislikes.\""))
        #expect(!page.contains("/__sanad/version"), "static pages do not poll a server")
        #expect(try PreviewSite.render(bundle: try Self.bundle(scratch), liveReload: true).pages["index.html"]!.contains("/__sanad/version"))
    }

    @Test func theServerAnswersPagesMediaAndItsVersionAndNothingElse() throws {
        let scratch = try ScratchFolder()
        let bundle = try Self.bundle(scratch)
        let server = try PreviewServer(port: 0)
        var site = try PreviewSite.render(bundle: bundle, liveReload: true)
        site.media["media/test.wav"] = "manifest.json"
        server.update(site, bundle: bundle)
        #expect(server.response(for: "/").0 == "200 OK")
        #expect(server.response(for: "/lessons/backbiting.what-is-ghibah.html?x=1").1 == "text/html; charset=utf-8")
        #expect(server.response(for: "/__sanad/version").2 == Array("1".utf8))
        #expect(server.response(for: "/media/test.wav").1 == "audio/wav")
        for missing in ["/../../etc/passwd", "/manifest.json", "/media/other.wav", "/lessons/nope.html"] {
            #expect(server.response(for: missing).0 == "404 Not Found", "\(missing)")
        }
        server.update(site, bundle: bundle)
        #expect(server.response(for: "/__sanad/version").2 == Array("2".utf8))
    }
}

/// The preview shows every kind: each text a learner reads in the sample, of every kind and every
/// locale, is on one of its pages (a plain text as written; a Markdown text by its compiled
/// prose), marked with its language where it is not the page's.
@Suite struct PreviewEveryTextTests {
    @Test func everyLearnerTextOfTheSampleIsInThePreview() throws {
        let scratch = try ScratchFolder()
        var options = BuildAction.Options()
        options.source = BundleTests.repository + "/content-src"
        options.output = scratch.path + "/build"
        options.cache = false
        let checked = SourcesBox()
        var action = BuildAction(options: options, workingDirectory: scratch.path)
        action.checked = { checked.sources = $0.corpus.sources }
        let bundle = try #require(action.run().product)
        let site = try PreviewSite.render(bundle: bundle, sources: checked.sources)
        let html = site.pages.values.joined(separator: "\n")
        let texts = checked.sources.flatMap(\.texts)
        #expect(texts.count > 500, "the sample's texts: \(texts.count)")
        var missing: [String] = []
        for text in texts {
            // A Markdown text's words: its first paragraph's first words, as rendered.
            let shown = text.field.carriesBlocks ? Self.firstWords(of: text) : Self.escape(text.value.value)
            guard let shown, !html.contains(shown) else { continue }
            missing.append("\(text.owner.relativePath) \(text.key): \(shown)")
        }
        #expect(missing.isEmpty, "texts no preview page shows:\n\(missing.prefix(20).joined(separator: "\n"))")
        // An Arabic text of an English project is marked so.
        let questionnaire = try #require(site.pages["questionnaires/onboarding.html"])
        #expect(questionnaire.contains("<p class=\"prompt\" lang=\"ar\" dir=\"rtl\">كيف حال صلاتك هذه الأيام؟</p>"))
        #expect(questionnaire.contains("<p class=\"gloss\">How are your prayers these days?</p>"), "an English gloss is in the page's language")
    }

    /// The first words of a compiled text's first paragraph, escaped, or nil when it has none.
    static func firstWords(of text: LearnerText) -> String? {
        guard let paragraph = text.body?.blocks.first(where: { $0.type.known == .paragraph }), let first = paragraph.inlines?.first, first.type.known == .text,
              let words = first.text?.split(separator: " ").prefix(3).joined(separator: " "), !words.isEmpty else { return nil }
        return Self.escape(words)
    }

    /// HTML's escapes, as the pages write them.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    final class SourcesBox: @unchecked Sendable { var sources: [SourceSummary] = [] }
}
