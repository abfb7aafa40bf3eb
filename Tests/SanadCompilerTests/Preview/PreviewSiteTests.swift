import Foundation
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
