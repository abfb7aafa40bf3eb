import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import _SanadTestSupport

/// The VS Code extension: `scripts/package-vscode.py` (`make vscode`) makes a `.vsix` without npm
/// whose manifest VS Code can install, and the extension's own LSP client, driven by Node with a
/// stand-in for VS Code's API, gets a real `sanad lsp`'s diagnostics, quick fix, hover,
/// completions and outline for a lesson, and nothing for a file outside the content folder.
@Suite struct VSCodeExtensionTests {
    /// Runs a program to its end; its output goes through files, so neither stream can fill a
    /// pipe and block it.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let scratch = try ScratchFolder()
        let outPath = scratch.path + "/stdout", errPath = scratch.path + "/stderr"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: outPath, encoding: .utf8), try String(contentsOfFile: errPath, encoding: .utf8))
    }

    /// The names and texts in a zip file, read by Python's zipfile (a reader independent of the
    /// one that wrote it would be better still; unzip -l lists, zipfile reads).
    static func entries(of archive: String) throws -> [String: String] {
        let script = "import json,sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))"
        let read = try run(try PreviewCommandTests.tool("python3"), ["-c", script, archive])
        #expect(read.status == 0, "\(read.stderr)")
        return try JSONDecoder().decode([String: String].self, from: Data(read.stdout.utf8))
    }

    @Test func theVSIXHasAManifestVSCodeInstalls() throws {
        let scratch = try ScratchFolder()
        let packaged = try Self.run(try PreviewCommandTests.tool("python3"), [
            LintCommandTests.repository + "/scripts/package-vscode.py", "--output", scratch.path, "--repository", "https://git.example/sanad.git",
        ])
        #expect(packaged.status == 0, "\(packaged.stderr)")
        let package = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: LintCommandTests.repository + "/editors/vscode/package.json"))) as? [String: Any]
        let version = try #require(package?["version"] as? String)
        let vsix = scratch.path + "/sanad-\(version).vsix"
        #expect(packaged.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == vsix)
        let listing = try Self.run(try PreviewCommandTests.tool("unzip"), ["-l", vsix])
        #expect(listing.status == 0 && listing.stdout.contains("extension.vsixmanifest"), "a zip unzip reads: \(listing.stderr)")
        let files = try Self.entries(of: vsix)
        #expect(Set(files.keys) == ["[Content_Types].xml", "extension.vsixmanifest", "extension/package.json", "extension/extension.js", "extension/README.md"])

        let manifestText = try #require(files["extension.vsixmanifest"])
        let manifest = try XMLDocument(xmlString: manifestText)
        func values(_ xpath: String) throws -> [String] { try manifest.nodes(forXPath: xpath).compactMap(\.stringValue) }
        #expect(try values("/*[local-name()='PackageManifest']/@Version") == ["2.0.0"])
        let identity = "/*[local-name()='PackageManifest']/*[local-name()='Metadata']/*[local-name()='Identity']"
        #expect(try values(identity + "/@Id") == ["sanad"] && values(identity + "/@Publisher") == ["sanad"] && values(identity + "/@Version") == [version])
        #expect(try values("//*[local-name()='InstallationTarget']/@Id") == ["Microsoft.VisualStudio.Code"])
        #expect(try values("//*[local-name()='Property'][@Id='Microsoft.VisualStudio.Code.Engine']/@Value") == ["^1.75.0"])
        #expect(try values("//*[local-name()='Property'][@Id='Microsoft.VisualStudio.Services.Links.Source']/@Value") == ["https://git.example/sanad.git"])
        // Every asset the manifest names is in the package.
        let assets = try values("//*[local-name()='Asset']/@Path")
        #expect(assets.contains("extension/package.json") && assets.contains("extension/README.md"))
        for asset in assets { #expect(files[asset] != nil, "\(asset)") }
        #expect(files["[Content_Types].xml"]?.contains("Extension=\".vsixmanifest\"") == true)

        // The packaged package.json: no dependencies to install, the repository, activation only
        // in a workspace holding sanad.yaml, and a main file that is in the package.
        let packedText = try #require(files["extension/package.json"])
        let packed = try #require(try JSONSerialization.jsonObject(with: Data(packedText.utf8)) as? [String: Any])
        #expect(packed["dependencies"] == nil)
        #expect((packed["repository"] as? [String: String])?["url"] == "https://git.example/sanad.git")
        #expect(packed["activationEvents"] as? [String] == ["workspaceContains:**/sanad.yaml"])
        #expect(packed["main"] as? String == "./extension.js" && files["extension/extension.js"]?.contains("function activate") == true)
        #expect(packed["license"] is String)
    }

    @Test func theExtensionsClientGetsWhatSanadLSPAnswers() throws {
        let scratch = try LSPCommandTests.scratchProject()
        let lesson = "categories/backbiting/02-why-we-backbite.md"
        let text = try String(contentsOfFile: scratch.path + "/" + lesson, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let hoverLine = try #require(lines.firstIndex { $0.contains("hadith: \"bukhari:6018\"") })
        let hoverCharacter = try #require(lines[hoverLine].range(of: "bukhari:6018")).lowerBound.utf16Offset(in: lines[hoverLine]) + 2
        let driven = try Self.run(try PreviewCommandTests.tool("node"), [
            LintCommandTests.repository + "/editors/vscode/test/drive-extension.js", try LintCommandTests.executable().path, scratch.path, lesson,
            String(hoverLine), String(hoverCharacter),
        ])
        #expect(driven.status == 0, "\(driven.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(driven.stdout.utf8)) as? [String: Any], "\(driven.stdout)")
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.contains { $0["code"] as? String == "R0002" && $0["line"] as? Int == 5 }, "\(diagnostics)")
        let sent = result["sent"] as? [String] ?? []
        #expect(sent.count == 1 && sent.first?.hasSuffix("/" + lesson) == true, "only the lesson is sent, not a file beside the content folder: \(sent)")
        #expect((result["selector"] as? [String])?.allSatisfy { $0.hasPrefix(scratch.url.resolvingSymlinksInPath().path + "/") || $0.hasPrefix(scratch.path + "/") } == true)
        let fixes = result["fixes"] as? [[String: Any]] ?? []
        #expect(fixes.contains { $0["title"] as? String == "write 'causes'" && $0["edits"] as? [String] == ["causes"] }, "\(fixes)")
        let hover = result["hover"] as? String ?? ""
        #expect(hover.contains("**Sahih al-Bukhari**, hadith 6018 (Muhammad Fu'ad 'Abd al-Baqi's numbering)"), "\(hover)")
        #expect(!hover.contains("numbering numbering"), "\(hover)")
        #expect((result["completions"] as? Int ?? 0) > 0)
        #expect((result["symbols"] as? [String])?.contains("Teach") == true)
    }
}
