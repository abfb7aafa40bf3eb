import Foundation
import Testing
import _SanadTestSupport

/// `sanad lsp` driven by a real client: Neovim's built-in LSP client, headless
/// (`Fixtures/nvim-lsp-client.lua`). `make test` installs Neovim; without it this test fails and
/// says so, it does not skip.
@Suite struct LSPCommandTests {
    static let project = Fixtures.path("../SanadLanguageServerTests/Fixtures/project")

    static func neovim() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(folder)/nvim"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "nvim is not installed: run make test (it installs it) or apt-get install neovim"])
    }

    /// A copy of the fixture project whose Qur'an text path is absolute, with lesson 2's subtopic
    /// misspelt (an unknown id with a fix-it).
    static func scratchProject() throws -> ScratchFolder {
        let scratch = try ScratchFolder(copying: project)
        let shared = URL(fileURLWithPath: project + "/../../../../../shared/data/tanzil").standardizedFileURL.path
        try scratch.edit("sanad.yaml", "../../../../../shared/data/tanzil", shared)
        try scratch.edit("categories/backbiting/02-why-we-backbite.md", "subtopic: causes", "subtopic: causez")
        return scratch
    }

    @Test func neovimsClientGetsDiagnosticsCompletionHoverDefinitionAndAQuickFix() throws {
        let scratch = try Self.scratchProject()
        let lesson = scratch.path + "/categories/backbiting/02-why-we-backbite.md"
        let before = try String(contentsOfFile: lesson, encoding: .utf8)
        let out = scratch.path + "/nvim-result.json"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.neovim())
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(Fixtures.path("Fixtures/nvim-lsp-client.lua"))"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["PATH": try LintCommandTests.executable().deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"),
             "SANAD_NVIM_CONFIG": Fixtures.path("../../editors/neovim/sanad.lua"), "SANAD_LESSON": lesson, "SANAD_QURAN_LESSON": scratch.path + "/categories/backbiting/01-what-is-ghibah.md", "SANAD_LSP_OUT": out, "HOME": scratch.path]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()

        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(result["error"] == nil, "the Lua script failed: \(result["error"] ?? "")")
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        let subtopicLine = before.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("subtopic:") }!
        #expect(diagnostics.contains { ($0["line"] as? Int) == subtopicLine && ($0["message"] as? String)?.contains("causez") == true },
                "diagnostics: \(diagnostics)")
        // Keys of the lesson schema, less those the front matter already has.
        #expect((result["completion"] as? [String])?.contains("attempts") == true, "completion: \(result["completion"] ?? "")")
        #expect((result["completion"] as? [String])?.contains("takeaway") == false)
        #expect((result["hover"] as? String)?.contains("يَا أَيُّهَا الَّذِينَ آمَنُوا") == true, "hover: \(result["hover"] ?? "")")
        let definition = result["definition"] as? [String: Any]
        #expect((definition?["uri"] as? String)?.hasSuffix("/categories/backbiting/01-what-is-ghibah.md") == true, "definition: \(definition ?? [:])")
        #expect(definition?["line"] as? Int == 2)
        #expect((result["actions"] as? [String])?.contains("write 'causes'") == true, "actions: \(result["actions"] ?? "")")
        #expect(result["fixed_line"] as? String == "subtopic: causes")
        #expect(result["diagnostics_after_fix"] as? Int == 0)
        // The server never writes: the quick fix changed the editor's buffer, not the file.
        #expect(try String(contentsOfFile: lesson, encoding: .utf8) == before)
    }
}
