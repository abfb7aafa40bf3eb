import SanadDiagnostics
@testable import SanadSource
import Testing

/// libyaml's commonest syntax errors in Sanad's own words, with a help and a fix-it where the
/// fix is mechanical.
@Suite struct YAMLSyntaxHelpTests {
    func diagnostics(_ text: String) -> [Diagnostic] { YAMLParser.parse(SourceFile(path: "t.yaml", text: text)).diagnostics }

    @Test func aColonInAPlainValueIsQuotedByTheFixIt() throws {
        let text = "id: a.b\ntakeaway: Remedy: say \"only\" good.\n"
        let found = diagnostics(text)
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.message == "this value has ': ' in it, which YAML reads as the start of a new key")
        #expect(diagnostic.location?.line == 2)
        let fix = try #require(diagnostic.fixIts.first?.replacements.first)
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.text.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed == "id: a.b\ntakeaway: \"Remedy: say \\\"only\\\" good.\"\n")
        #expect(diagnostics(fixed).isEmpty, "the fix-it gives valid YAML")
        let root = try #require(YAMLParser.parse(SourceFile(path: "t.yaml", text: fixed)).root)
        #expect(root["takeaway"]?.string == "Remedy: say \"only\" good.")
    }

    @Test func anUnclosedQuoteAndABadIndentSaySo() {
        #expect(diagnostics("title: \"Open\norder: 1\n").first?.message == "a quoted value is not closed")
        let indent = diagnostics("a:\n  b: 1\n c: 2\n").first
        #expect(indent?.message == "this line is not indented like the keys around it")
        #expect(indent?.location?.line == 3)
    }
}
