import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import _SanadTestSupport

/// `sanad preview` in a real browser (headless Chromium: the page's script runs and a choice is
/// clicked through) and as a server that rebuilds when a lesson is saved. `make test` installs
/// Chromium; without it this test fails and says so.
@Suite struct PreviewCommandTests {
    static func tool(_ name: String) throws -> String { try ExternalTool.path(name) }

    static func output(of executable: String, _ arguments: [String]) throws -> String { try ExternalTool.output(of: executable, arguments) }

    @Test func aStaticPreviewRunsInChromiumAndAChoiceShowsItsFeedback() throws {
        let scratch = try LSPCommandTests.scratchProject()
        try scratch.edit("categories/backbiting/02-why-we-backbite.md", "subtopic: causez", "subtopic: causes")
        let written = try LintCommandTests.run(["preview", "--output", "preview"], in: scratch.path)
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let page = scratch.path + "/preview/lessons/backbiting.what-is-ghibah.html"
        let dom = try Self.output(of: try Self.tool("chromium"), [
            "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", URL(fileURLWithPath: page).absoluteString + "#answer-q1-0",
        ])
        #expect(dom.contains("<body data-ready=\"true\">"), "the page's script ran to its end")
        #expect(dom.contains("class=\"correct\">Telling others"), "the chosen answer is marked")
        #expect(dom.contains("<p class=\"feedback\">Correct. Yes. It mentions him, in his absence, with what he dislikes.</p>"))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/preview/index.html"))
    }

    /// On a machine whose only fonts have no Arabic (Liberation, through a fontconfig file of its
    /// own), the page with a Qur'an quotation and ﷺ draws them with the font the preview carries:
    /// the same page with the font's address broken shows empty boxes instead, so the two
    /// screenshots differ. The screenshot with the font is kept for a person to look at.
    @Test func theCarriedFontDrawsTheArabicOnAMachineWithNoArabicFont() throws {
        let liberation = "/usr/share/fonts/truetype/liberation"
        try #require(FileManager.default.fileExists(atPath: liberation), "no \(liberation): make test installs fonts-liberation")
        let scratch = try LSPCommandTests.scratchProject()
        try scratch.edit("categories/backbiting/02-why-we-backbite.md", "subtopic: causez", "subtopic: causes")
        // The lesson (a draft) also quotes two ayahs, with the end-of-ayah sign between them.
        let ghibah = "categories/backbiting/01-what-is-ghibah.md"
        try scratch.edit(ghibah, "  - { id: muslim-2589, hadith: \"muslim:2589\", grade: sahih }", "  - { id: muslim-2589, hadith: \"muslim:2589\", grade: sahih }\n  - { id: saff-2-3, quran: \"61:2-3\" }")
        try scratch.edit(ghibah, "> وَلَا يَغْتَب بَّعْضُكُم بَعْضًا\n", "> وَلَا يَغْتَب بَّعْضُكُم بَعْضًا\n\n> [!QURAN 61:2-3]\n> لِمَ تَقُولُونَ مَا لَا تَفْعَلُونَ ۝ كَبُرَ مَقْتًا عِندَ اللَّهِ أَن تَقُولُوا مَا لَا تَفْعَلُونَ\n")
        let written = try LintCommandTests.run(["preview", "--output", "preview"], in: scratch.path)
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let lesson = scratch.path + "/preview/lessons/backbiting.what-is-ghibah.html"
        let html = try String(contentsOfFile: lesson, encoding: .utf8)
        #expect(html.contains("تَفْعَلُونَ \u{06DD}٢ كَبُرَ") && html.contains("ﷺ"), "the page has a numbered end-of-ayah mark and ﷺ")
        try html.replacingOccurrences(of: "../fonts/Amiri-Regular.ttf", with: "../fonts/missing.ttf").write(toFile: lesson + ".without.html", atomically: true, encoding: .utf8)
        let config = scratch.path + "/fonts.conf"
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(liberation)</dir><cachedir>\(scratch.path)/font-cache</cachedir></fontconfig>

            """.write(toFile: config, atomically: true, encoding: .utf8)
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent("sanad-screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        func screenshot(_ page: String, _ name: String) throws -> Data {
            let file = shots.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try Self.tool("chromium"))
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=900,900", "--virtual-time-budget=3000",
                                 "--screenshot=" + file.path, URL(fileURLWithPath: page).absoluteString]
            process.environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": config]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return try Data(contentsOf: file)
        }
        let with = try screenshot(lesson, "preview-arabic-font.png"), without = try screenshot(lesson + ".without.html", "preview-arabic-no-font.png")
        #expect(with.starts(with: [0x89, 0x50, 0x4E, 0x47]) && without.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(with != without, "the carried font changes what is drawn")
    }

    @Test func theServerRebuildsWhenALessonIsSaved() throws {
        let scratch = try LSPCommandTests.scratchProject()
        try scratch.edit("categories/backbiting/02-why-we-backbite.md", "subtopic: causez", "subtopic: causes")
        let log = try RunningSanad(["preview", "--port", "0"], in: scratch.url, outputPath: scratch.path + "/../\(scratch.url.lastPathComponent)-preview.out")
        defer { try? FileManager.default.removeItem(atPath: log.outputPath) }
        #expect(log.wait(for: "serving http://127.0.0.1:"), "\(log.output)")
        let address = try #require(log.output.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init))
        let curl = try Self.tool("curl")
        #expect(try Self.output(of: curl, ["-s", address]).contains("What is backbiting?"))
        #expect(try Self.output(of: curl, ["-s", address + "__sanad/version"]) == "1")
        try scratch.edit("categories/backbiting/01-what-is-ghibah.md", "title: What is backbiting?", "title: What is backbiting, exactly?")
        #expect(log.wait(for: "rebuilt; pages reload"), "\(log.output)")
        #expect(try Self.output(of: curl, ["-s", address + "__sanad/version"]) == "2")
        #expect(try Self.output(of: curl, ["-s", address + "lessons/backbiting.what-is-ghibah.html"]).contains("What is backbiting, exactly?"))
    }

    /// Broken content is shown in the browser, as `hugo server` shows it: every page is the
    /// error page with each diagnostic's location, source line and carets, and it turns back
    /// into the lesson once the content is fixed (and into errors again when it breaks).
    @Test func theServerShowsTheErrorsInPlaceOfThePagesUntilTheyAreFixed() throws {
        let scratch = try LSPCommandTests.scratchProject()
        let log = try RunningSanad(["preview", "--port", "0"], in: scratch.url, outputPath: scratch.path + "/../\(scratch.url.lastPathComponent)-preview.out")
        defer { try? FileManager.default.removeItem(atPath: log.outputPath) }
        #expect(log.wait(for: "serving http://127.0.0.1:"), "\(log.output)")
        #expect(log.output.contains("the content does not build: the pages show its errors"), "\(log.output)")
        let address = try #require(log.output.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init))
        let curl = try Self.tool("curl")
        let lesson = address + "lessons/backbiting.what-is-ghibah.html"
        let broken = try Self.output(of: curl, ["-s", lesson])
        #expect(broken.contains("<body data-build=\"failed\">") && broken.contains("The content has 1 error"), "\(broken)")
        #expect(broken.contains("categories/backbiting/02-why-we-backbite.md:"), "the location")
        #expect(broken.contains("subtopic: causez"), "the source line")
        #expect(broken.contains("<span class=\"primaryMarker\">          ^^^^^^</span>"), "the carets, under the value")
        #expect(broken.contains("<span class=\"help\">help</span>: did you mean 'causes'?"), "the help")
        #expect(try Self.output(of: curl, ["-s", address + "no/such/page.html"]) == broken, "every page is the error page")

        // The page as a browser shows it (the screenshot is kept for a person to look at).
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("sanad-screenshots/preview-errors.png")
        try FileManager.default.createDirectory(at: screenshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: screenshot)
        let dom = try Self.output(of: try Self.tool("chromium"), [
            "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1000,700", "--screenshot=" + screenshot.path, "--dump-dom", lesson,
        ])
        #expect(dom.contains("class=\"headline\">"), "Chromium rendered the error page")
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000, "a screenshot with text on it: \(png.count) bytes")

        try scratch.edit("categories/backbiting/02-why-we-backbite.md", "subtopic: causez", "subtopic: causes")
        #expect(log.wait(for: "rebuilt; pages reload"), "\(log.output)")
        let fixed = try Self.output(of: curl, ["-s", lesson])
        #expect(fixed.contains("What is backbiting?") && !fixed.contains("data-build=\"failed\""), "the lesson is back")
        #expect(try Self.output(of: curl, ["-s", address + "no/such/page.html"]) == "not found\n")

        try scratch.edit("categories/backbiting/02-why-we-backbite.md", "subtopic: causes", "subtopic: causez")
        #expect(log.wait(for: "the content does not build", count: 2), "\(log.output)")
        #expect(try Self.output(of: curl, ["-s", lesson]).contains("subtopic: causez"), "broken again, the page shows it")
    }
}

/// Every kind in the preview of the sample, in Chromium: a questionnaire answered branch by
/// branch, the pages of every other kind, and each translation beside its source.
@Suite struct PreviewEveryKindTests {
    @Test func theQuestionnaireFollowsItsBranchesInChromium() throws {
        let scratch = try ScratchFolder()
        let written = try LintCommandTests.run(["preview", "--output", scratch.path + "/preview", LintCommandTests.repository + "/content-src"], in: scratch.path)
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let page = URL(fileURLWithPath: scratch.path + "/preview/questionnaires/onboarding.html").absoluteString
        func dom(_ answers: String) throws -> String {
            try PreviewCommandTests.output(of: try PreviewCommandTests.tool("chromium"), ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page + "#answers=" + answers])
        }
        // A fresh start branches to the learner's circumstances; another answer goes on to time.
        #expect(try dom("fresh_start").contains("data-flow=\"life-context\""))
        #expect(try dom("some_days").contains("data-flow=\"time\""))
        let skipped = try dom("steady,skip")
        #expect(skipped.contains("data-flow=\"intention\""), "time is skippable")
        #expect(skipped.contains("(skipped)"), "the answers are listed")
        for page in ["memorisation/hifz.al-ikhlas.html", "lectures/fractions.html", "quizzes/backbiting.html", "worship/plan.html", "copy/strings.html",
                     "achievements/index.html", "supplementary/backbiting.html", "translations/ar.html", "translations/ur.html", "activities/family.wudu-together.html"] {
            #expect(FileManager.default.fileExists(atPath: scratch.path + "/preview/" + page), "\(page)")
        }
        // Matching and sequencing are answered in the page: each row chooses from a drop-down
        // and Check says how many are right. The right picks are read from the page itself.
        for (lesson, question, rows) in [("anger.the-strong-one", "q2", 3), ("salah.five-prayers", "q1", 5)] {
            let file = scratch.path + "/preview/lessons/\(lesson).html"
            let html = try String(contentsOfFile: file, encoding: .utf8)
            let block = try #require(html.components(separatedBy: "id=\"q-\(question)\"").dropFirst().first?.components(separatedBy: "</table>").first)
            let selects = block.components(separatedBy: "<select data-answer=\"").dropFirst()
            #expect(selects.count == rows, "\(lesson): \(block)")
            let picks = selects.map { select -> Int in
                let answer = String(select.prefix { $0 != "\"" })
                let options = select.components(separatedBy: "<option value=\"").dropFirst(2).map { String($0.prefix { $0 != "\"" }) }
                return options.firstIndex(of: answer) ?? -1
            }
            let url = URL(fileURLWithPath: file).absoluteString
            func feedback(_ picks: [Int]) throws -> String {
                let dom = try PreviewCommandTests.output(of: try PreviewCommandTests.tool("chromium"), [
                    "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url + "#answer-\(question)-" + picks.map(String.init).joined(separator: ","),
                ])
                return dom.components(separatedBy: "id=\"q-\(question)\"").dropFirst().first?.components(separatedBy: "class=\"feedback\">").dropFirst().first?.components(separatedBy: "<").first ?? ""
            }
            #expect(try feedback(picks) == "Correct. All \(rows) are right.", "\(lesson)")
            #expect(try feedback(picks.map { ($0 + 1) % rows }).hasPrefix("Not quite: "), "\(lesson): every row moved one place is wrong")
        }
        let arabic = try String(contentsOfFile: scratch.path + "/preview/translations/ar.html", encoding: .utf8)
        #expect(arabic.contains("<td lang=\"ar\" dir=\"rtl\">الله واحد</td>"), "a translated title, right to left, beside its source")
    }

    /// A port already in use is said at once, in words, before any build, with what to do.
    @Test func aBusyPortIsSaidPlainlyBeforeBuilding() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && listen(socket, 1) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        try #require(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let scratch = try LSPCommandTests.scratchProject()
        let run = try LintCommandTests.run(["preview", "--port", String(port)], in: scratch.path)
        let said = run.stdout + run.stderr
        #expect(run.status == 2, "\(said)")
        #expect(said.contains("Address already in use; pass --port with another port") && !said.contains("(null)"), "\(said)")
        #expect(!said.contains("errors,"), "nothing was built first")
    }
}
