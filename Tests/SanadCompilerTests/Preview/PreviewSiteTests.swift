import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SanadBundleFormat
import SanadCompiler
import SanadTools
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
        #expect(page.contains("<p class=\"ar\" lang=\"ar\" dir=\"rtl\">وَلَا يَغْتَب بَّعْضُكُم بَعْضًا</p>"), "a quotation from inside the ayah: no end-of-ayah mark")
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
        // The carried Arabic font, its licence beside it, and every page's rule for it.
        #expect(server.response(for: "/fonts/Amiri-Regular.ttf").1 == "font/ttf")
        #expect(server.response(for: "/fonts/Amiri-Regular.ttf").2 == PreviewFont.bytes)
        #expect(String(decoding: server.response(for: "/fonts/OFL.txt").2, as: UTF8.self).contains("SIL OPEN FONT LICENSE Version 1.1"))
        #expect(String(decoding: server.response(for: "/lessons/backbiting.what-is-ghibah.html").2, as: UTF8.self).contains("url(\"../fonts/Amiri-Regular.ttf\")"))
        #expect(String(decoding: server.response(for: "/").2, as: UTF8.self).contains("url(\"fonts/Amiri-Regular.ttf\")"))
        #expect(server.response(for: "/media/test.wav").1 == "audio/wav")
        for missing in ["/../../etc/passwd", "/manifest.json", "/media/other.wav", "/lessons/nope.html"] {
            #expect(server.response(for: missing).0 == "404 Not Found", "\(missing)")
        }
        server.update(site, bundle: bundle)
        #expect(server.response(for: "/__sanad/version").2 == Array("2".utf8))
    }
}

/// The preview server over real sockets: a slow client holds up no one, a header that takes too
/// long is refused, and only requests for this machine are answered (DNS rebinding).
@Suite(.serialized) struct PreviewServerSocketTests {
    /// A connection to the server; `receive` reads the answer until the server closes, waiting at
    /// most `seconds` for each read (a bound that only a hang reaches).
    final class Client {
        let socket: Int32
        init(port: UInt16) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            try #require(connected == 0)
        }
        deinit { close(socket) }
        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        func receive(seconds: Int = 20) -> String {
            var timeout = timeval()
            timeout.tv_sec = seconds
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var answer: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                answer += buffer[..<count]
            }
            return String(decoding: answer, as: UTF8.self)
        }
    }

    static func serving(headerDeadline: Double = 5) throws -> PreviewServer {
        let server = try PreviewServer(port: 0, headerDeadline: headerDeadline)
        server.update(PreviewSite(pages: ["index.html": "<p>home</p>"], media: [:]), bundle: URL(fileURLWithPath: "/"))
        Thread.detachNewThread { server.serve() }
        return server
    }

    @Test func aSlowClientHoldsUpNoOne() throws {
        let server = try Self.serving(headerDeadline: 30)
        let slow = try Client(port: server.port)
        slow.send("GET / HTTP/1.1\r\nHo")
        let quick = try Client(port: server.port)
        quick.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        // Answered while the slow client is still sending (its 30-second deadline far off):
        // before, it waited behind it. The margin is for a loaded machine (3 s was missed once
        // while the whole suite ran on two cores).
        let answer = quick.receive(seconds: 15)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK") && answer.hasSuffix("<p>home</p>"), "\(answer.prefix(80))")
    }

    @Test func aHeaderThatTakesTooLongIsRefused() throws {
        let server = try Self.serving(headerDeadline: 1)
        let dripping = try Client(port: server.port)
        // A byte at a time, each well within any per-read timeout: the deadline is for the whole.
        for byte in "GET / HTTP/1.1\r\n" {
            dripping.send(String(byte))
            Thread.sleep(forTimeInterval: 0.1)
        }
        let answer = dripping.receive(seconds: 10)
        #expect(answer.hasPrefix("HTTP/1.1 408 Request Timeout"), "\(answer.prefix(80))")
    }

    @Test func onlyThisMachinesHostIsAnswered() throws {
        let server = try Self.serving()
        for (host, status) in [("127.0.0.1:\(server.port)", "200 OK"), ("localhost:\(server.port)", "200 OK"), ("[::1]:\(server.port)", "200 OK"),
                               ("rebound.example:\(server.port)", "421 Misdirected Request"), ("127.0.0.1:1", "421 Misdirected Request")] {
            let client = try Client(port: server.port)
            client.send("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            #expect(client.receive().hasPrefix("HTTP/1.1 \(status)"), "\(host)")
        }
        let noHost = try Client(port: server.port)
        noHost.send("GET / HTTP/1.1\r\n\r\n")
        #expect(noHost.receive().hasPrefix("HTTP/1.1 421"))
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
        // Searched as bytes: the escaped text exactly as the pages write it (Foundation's
        // `contains` compares by canonical equivalence, through NSString, and took most of the
        // test's time).
        let html = Data(site.pages.values.joined(separator: "\n").utf8)
        func pagesShow(_ text: String) -> Bool { html.range(of: Data(text.utf8)) != nil }
        let texts = checked.sources.flatMap(\.texts)
        #expect(texts.count > 500, "the sample's texts: \(texts.count)")
        var missing: [String] = []
        for text in texts {
            // A Markdown text's words: its first paragraph's first words, as rendered.
            let shown = text.field.carriesBlocks ? Self.firstWords(of: text) : Self.escape(text.value.value)
            guard let shown, !pagesShow(shown) else { continue }
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
