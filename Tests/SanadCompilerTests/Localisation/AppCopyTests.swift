import Foundation
@testable import SanadCompiler
@testable import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// App copy: checked like every text, translated like every source, exported as an Xcode
/// String Catalog that reads back as Xcode's format.
@Suite struct AppCopyTests {
    static func sample() throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Fixtures.path("../../../content-src"))
        let shared = URL(fileURLWithPath: Fixtures.path("../../../../shared/data/")).standardizedFileURL.path + "/"
        try content.write("sanad.yaml", try content.read("sanad.yaml").replacingOccurrences(of: "../../shared/data/", with: shared))
        return content
    }

    @Test func copyGoesThroughTheToneRulesAndTheBodyRules() throws {
        let content = try Self.sample()
        try content.edit("copy/worship-path.yaml", "text: Every day is a fresh start.", "text: You failed again. See [why](http://example.com).")
        let found = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.path?.hasSuffix("copy/worship-path.yaml") == true }
        #expect(found.contains { $0.code.name == "tone" }, "\(found.map(\.message))")
        #expect(found.contains { $0.code.name == "link-scheme" })
        #expect(Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.contains {
            $0.code == LocalisationDiagnostics.staleTranslation && $0.path?.hasSuffix("copy/worship-path.ar.yaml") == true
        })
    }

    /// The catalogue read back as plain JSON, in the shape Xcode's String Catalog has.
    @Test func theStringCatalogReadsBackAsXcodesFormat() throws {
        let content = try Self.sample()
        try content.edit("copy/worship-path.yaml", "text: Welcome back; let's begin again.", "text: Welcome back, {name}; let's begin again.")
        let outcome = L10nAction(source: content.path, workingDirectory: "/").stringCatalog(output: nil)
        #expect(outcome.exitCode == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "en" && json["version"] as? String == "1.0")
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(strings.keys.sorted() == ["worship-path.day-on-path", "worship-path.days-on-path", "worship-path.empty-day", "worship-path.fresh-start", "worship-path.prayer-reminder", "worship-path.welcome-back"])
        func unit(_ key: String, _ locale: String) -> [String: String]? {
            ((strings[key]?["localizations"] as? [String: Any])?[locale] as? [String: Any])?["stringUnit"] as? [String: String]
        }
        #expect(unit("worship-path.day-on-path", "ar") == ["state": "translated", "value": "اليوم رقم %1$@ على طريقك. الحمد لله!"])
        #expect(unit("worship-path.day-on-path", "en")?["value"] == "Day %1$@ on your path. Alhamdulillah!")
        #expect(strings["worship-path.day-on-path"]?["comment"] as? String == "Shown when a day is on path; {days} is the number of days on path this cycle. (%1$@ is {days})")
        #expect(unit("worship-path.welcome-back", "en")?["value"] == "Welcome back, %1$@; let's begin again.")
        #expect(unit("worship-path.welcome-back", "ar")?["state"] == "needs_review", "the source changed since it was translated")
        #expect(unit("worship-path.fresh-start", "ur") == nil, "no Urdu copy")
    }
}
