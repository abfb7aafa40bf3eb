import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

@Suite struct YAMLParserTests {
    @Test func duplicateKeyPointsAtSecondKeyWithNoteAtFirst() throws {
        let diagnostics = yamlDiagnostics("title: One\norder: 1\ntitle: Two\n")
        let duplicate = try #require(diagnostics.first { $0.code == SourceDiagnostics.duplicateKey })
        #expect(duplicate.location?.line == 3 && duplicate.location?.column == 1)
        #expect(duplicate.notes.first?.range?.startLocation.line == 1)
        expectDiagnostic(SourceDiagnostics.duplicateKey, at: "title: One\n1️⃣title: Two\n", yamlDiagnostics)
    }

    @Test func duplicateKeyKeepsFirstValue() throws {
        let root = try #require(YAMLParser.parse(SourceFile(path: "t", text: "a: 1\na: 2\n")).root)
        #expect(root.members?.count == 1)
        if case .number(let n)? = root["a"]?.value { #expect(n.int == 1) } else { Issue.record("a is not a number") }
    }

    @Test func aliasAndAnchorAreErrors() {
        let diagnostics = yamlDiagnostics("a: &x 1\nb: *x\n")
        let located = diagnostics.filter { $0.code == SourceDiagnostics.alias }.compactMap(\.location)
        #expect(located.map(\.line) == [1, 2])
        #expect(located.map(\.column) == [4, 4])
        expectDiagnostic(SourceDiagnostics.alias, at: "a: 1\nb: 1️⃣*x\n", yamlDiagnostics)
    }

    @Test func tagIsAnError() {
        expectDiagnostic(SourceDiagnostics.tag, at: "order: 1️⃣!!str 1\n", yamlDiagnostics)
    }

    @Test func mergeKeyIsAnError() {
        expectDiagnostic(SourceDiagnostics.mergeKey, at: "base: {a: 1}\nother:\n  1️⃣<<: {b: 2}\n", yamlDiagnostics)
    }

    @Test func directiveAndSecondDocumentAreErrors() {
        #expect(yamlDiagnostics("%YAML 1.1\n---\na: 1\n").contains { $0.code == SourceDiagnostics.directive })
        expectDiagnostic(SourceDiagnostics.multipleDocuments, at: "a: 1\n1️⃣---\nb: 2\n", yamlDiagnostics)
        #expect(yamlDiagnostics("---\na: 1\n").isEmpty, "one explicit document is fine")
    }

    @Test func tabIndentationIsReportedAtTheTab() {
        expectDiagnostic(SourceDiagnostics.tabIndentation, at: "phases:\n1️⃣\thook: 40s\n", yamlDiagnostics)
        let diagnostics = yamlDiagnostics("a:\n  b: 1\n\tc: 2\n")
        #expect(diagnostics.first?.code == SourceDiagnostics.tabIndentation)
        #expect(diagnostics.first?.location?.line == 3)
        #expect(diagnostics.first?.location?.column == 1)
    }

    @Test func syntaxErrorIsLocated() {
        expectDiagnostic(SourceDiagnostics.yamlSyntax, at: "title: x\nsummary: one1️⃣: two\n", yamlDiagnostics)
    }

    @Test func complexKeyIsAnError() {
        expectDiagnostic(SourceDiagnostics.complexKey, at: "? 1️⃣[a, b]\n: 1\n", yamlDiagnostics)
    }

    @Test func nestingDepthLimit() {
        let limit = SourceLimits.maxYAMLDepth
        let ok = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(yamlDiagnostics(ok).isEmpty)
        let deep = String(repeating: "[", count: limit) + "1️⃣[" + String(repeating: "]", count: limit + 1)
        expectDiagnostic(SourceDiagnostics.nestingTooDeep, at: deep, yamlDiagnostics)
    }

    @Test func scalarLengthLimit() {
        let limit = SourceLimits.maxScalarBytes
        #expect(yamlDiagnostics("a: " + String(repeating: "x", count: limit)).isEmpty)
        expectDiagnostic(SourceDiagnostics.scalarTooLong, at: "a: 1️⃣" + String(repeating: "x", count: limit + 1), yamlDiagnostics)
    }

    @Test func rangesOfKeysAndValuesSurviveBOMCRLFAndArabic() throws {
        for (name, variant) in MarkedText.variants(of: "title: بسم\norder: 1️⃣12\n") {
            let file = variant.file()
            let root = try #require(YAMLParser.parse(file).root, "\(name)")
            let order = try #require(root["order"])
            #expect(order.range.start == variant.offsets["1️⃣"], "\(name)")
            #expect(order.range.text == "12", "\(name)")
            #expect(root.member("title")?.keyRange.text == "title", "\(name)")
            #expect(root["title"]?.string == "بسم", "\(name)")
        }
    }

    @Test func emptyDocumentIsNull() throws {
        let root = try #require(YAMLParser.parse(SourceFile(path: "t", text: "# only a comment\n")).root)
        guard case .null = root.value else { Issue.record("expected null"); return }
    }

    @Test func quotedScalarsStayStrings() throws {
        let root = try #require(YAMLParser.parse(SourceFile(path: "t", text: "a: \"1\"\nb: 'true'\nc: |\n  null\n")).root)
        #expect(root["a"]?.string == "1")
        #expect(root["b"]?.string == "true")
        #expect(root["c"]?.string == "null\n")
    }
}
