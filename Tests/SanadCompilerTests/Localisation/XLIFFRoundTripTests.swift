import CLibXML2
import Foundation
@testable import SanadCompiler
@testable import SanadTools
import SanadDiagnostics
import SanadReporting
import SanadSource
import Testing
import _SanadTestSupport

/// The translator's round trip: export, translate, import, with files changed only where the
/// translation did, the XLIFF valid against the OASIS schema, and foreign files refused by line.
@Suite(.serialized) struct XLIFFRoundTripTests {
    static let lesson = "categories/aqeedah/01-lesson-1.md"
    static let side = "categories/aqeedah/01-lesson-1.ar.yaml"

    static func project() throws -> ScratchFolder {
        let content = try ScratchFolder(copying: Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum"))
        try content.edit("sanad.yaml", "locales: [en]", "locales: [en, ar]\ntranslations:\n  ar: { paths: [categories/aqeedah/01-lesson-1.md] }")
        try content.edit(lesson, "\nHook.\n", "\nHook.\n\n> [!QURAN 112:1]\n> قُلْ هُوَ اللَّهُ أَحَدٌ\n> [en] Say: He is Allah, One.\n")
        return content
    }

    static func export(_ content: ScratchFolder) throws -> String {
        let outcome = L10nAction(source: content.path, workingDirectory: "/").export(locale: "ar", output: nil)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        return outcome.output
    }

    static func importing(_ xliff: String, into content: ScratchFolder) throws -> L10nAction.Outcome {
        let path = content.path + "/../translated-\(UUID().uuidString).xlf"
        try xliff.write(toFile: path, atomically: true, encoding: .utf8)
        return L10nAction(source: content.path, workingDirectory: "/").importXLIFF(path: path)
    }

    /// Gives a unit a target, as a translation tool does.
    static func translate(_ xliff: String, unit: String, to target: String) -> String {
        guard let start = xliff.range(of: "<trans-unit id=\"\(unit)\""), let source = xliff.range(of: "</source>", range: start.upperBound..<xliff.endIndex) else { return xliff }
        return xliff.replacingCharacters(in: source, with: "</source>\n        <target>\(target)</target>")
    }

    @Test func anImportChangesOnlyTheTranslatedEntries() throws {
        let content = try Self.project()
        let handWritten = """
            # Arabic, reviewed by hand: this comment and the layout stay as they are.
            texts:
              title:
                source: 000000000000
                text: عنوان قديم   # an old title
              takeaway: { source: a48154d31287, text: "خلاصة." }

            """
        try content.write(Self.side, handWritten)
        var xliff = try Self.export(content)
        #expect(xliff.contains("<target state=\"translated\">خلاصة.</target>"), "the current translation is the target")
        xliff = Self.translate(xliff, unit: "title", to: "العقيدة، الدرس الأول")
        xliff = Self.translate(xliff, unit: "practice/q1/prompt", to: "عبارة.")
        let outcome = try Self.importing(xliff, into: content)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let title = try #require(Linter(workingDirectory: "/").lint(paths: [content.path]).sources.first { $0.relativePath == Self.lesson }?.texts.first { $0.key == "title" })
        let expected = """
            # Arabic, reviewed by hand: this comment and the layout stay as they are.
            texts:
              title:
                source: \(title.fingerprint)
                text: "العقيدة، الدرس الأول"
              takeaway: { source: a48154d31287, text: "خلاصة." }
              practice/q1/prompt:
                source: f8a48eb0733d
                text: "عبارة."

            """
        let written = try content.read(Self.side)
        #expect(written == expected, "\(written)")
        let again = try Self.importing(xliff, into: content)
        #expect(again.output.hasSuffix("0 translation files written, 1 unchanged\n"), "a second import changes nothing")
    }

    /// A whole project's XLIFF is larger than a source file: 2 MiB (over the 1 MiB source limit)
    /// imports; over the XLIFF limit, the file is refused unread.
    @Test func anXLIFFLargerThanASourceFileImports() throws {
        let content = try Self.project()
        var xliff = try Self.export(content)
        xliff = Self.translate(xliff, unit: "title", to: "عنوان")
        let padding = "<!-- " + String(repeating: "padding ", count: (2 << 20) / 8) + "-->\n"
        let large = xliff.replacingOccurrences(of: "<xliff ", with: padding + "<xliff ")
        #expect(large.utf8.count > SourceLimits.maxFileBytes * 2)
        let outcome = try Self.importing(large, into: content)
        #expect(outcome.exitCode == 0, "\(outcome.output.prefix(300))")
        #expect(try content.read(Self.side).contains("عنوان"))
    }

    @Test func citationBlocksAreProtectedAndComeBackAsTheyWere() throws {
        let content = try Self.project()
        let xliff = try Self.export(content)
        #expect(xliff.contains("<ph id=\"cite1\" ctype=\"x-sanad-citation\">&gt; [!QURAN 112:1]\n&gt; قُلْ هُوَ اللَّهُ أَحَدٌ</ph>\n&gt; [en] Say: He is Allah, One."))
        let body = try #require(xliff.range(of: "<trans-unit id=\"body\""))
        let sourceStart = try #require(xliff.range(of: "<source>", range: body.upperBound..<xliff.endIndex))
        let sourceEnd = try #require(xliff.range(of: "</source>", range: sourceStart.upperBound..<xliff.endIndex))
        let target = String(xliff[sourceStart.upperBound..<sourceEnd.lowerBound])
            .replacingOccurrences(of: "Hook.", with: "تمهيد.").replacingOccurrences(of: "&gt; [en] Say: He is Allah, One.", with: "&gt; [ar] قل هو الله أحد.")
        let outcome = try Self.importing(Self.translate(xliff, unit: "body", to: target), into: content)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let problems = Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.code.group == .localisation && $0.code != LocalisationDiagnostics.missingTranslation }
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(try content.read(Self.side).contains("> [!QURAN 112:1]\n      > قُلْ هُوَ اللَّهُ أَحَدٌ\n      > [ar] قل هو الله أحد."))
    }

    @Test func theExportIsValidAgainstTheOASISSchema() throws {
        let schemaPath = KindCompletenessTests.repository + "/.build/schemas/xliff-1.2/xliff-core-1.2-strict.xsd"
        try #require(FileManager.default.fileExists(atPath: schemaPath), "run scripts/fetch-xliff-schema.sh (make test does) to fetch the OASIS XLIFF 1.2 schema")
        var xliff = try Self.export(try Self.project())
        xliff = Self.translate(xliff, unit: "title", to: "عنوان")
        #expect(try Self.validate(xliff, schema: schemaPath) == [])
        #expect(try Self.validate(xliff.replacingOccurrences(of: "<body>", with: "<bodyx>").replacingOccurrences(of: "</body>", with: "</bodyx>"), schema: schemaPath).count > 0,
                "the validator refuses an invalid document")
    }

    /// The schema's error messages for a document (empty when it is valid). xml.xsd, which the
    /// schema imports, is loaded from beside it; every other external entity stays refused.
    static func validate(_ xml: String, schema path: String) throws -> [String] {
        let previous = xmlGetExternalEntityLoader()
        xmlSetExternalEntityLoader { url, id, context in
            guard let url, ["xliff-1.2/xml.xsd", "xliff-1.2/xliff-core-1.2-strict.xsd"].contains(where: String(cString: url).hasSuffix) else { return nil }
            return xmlNoNetExternalEntityLoader(url, id, context)
        }
        defer { xmlSetExternalEntityLoader(previous) }
        guard let parser = xmlSchemaNewParserCtxt(path) else { throw CocoaError(.fileReadCorruptFile) }
        guard let schema = xmlSchemaParse(parser) else {
            Issue.record("the schema does not load: \(xmlGetLastError().flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "")")
            throw CocoaError(.fileReadCorruptFile)
        }
        defer { xmlSchemaFree(schema); xmlSchemaFreeParserCtxt(parser) }
        return XSDValidation.errors(of: xml, against: schema, name: "export.xlf")
    }

    @Test func foreignOrBrokenFilesAreRefusedByLineAndNothingIsWritten() throws {
        let content = try Self.project()
        let broken = try Self.importing("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n  <file>\n</xliff>\n", into: content)
        #expect(broken.exitCode == 1 && broken.diagnostics.first?.code == LocalisationDiagnostics.invalidXLIFF)
        #expect(broken.diagnostics.first?.location?.line == 4, "\(broken.output)")
        let foreign = try Self.importing("<?xml version=\"1.0\"?>\n<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" srcLang=\"en\">\n</xliff>\n", into: content)
        #expect(foreign.diagnostics.first?.message.hasPrefix("this is not an XLIFF 1.2 document") == true && foreign.diagnostics.first?.location?.line == 2)
        var xliff = try Self.export(content)
        xliff = Self.translate(xliff, unit: "title", to: "عنوان")
        xliff = xliff.replacingOccurrences(of: "<trans-unit id=\"takeaway\"", with: "<trans-unit id=\"takeawy\"")
        let unknown = try Self.importing(xliff, into: content)
        #expect(unknown.diagnostics.map(\.message) == ["categories/aqeedah/01-lesson-1.md has no text 'takeawy'"])
        #expect(unknown.diagnostics.first?.help == "did you mean 'takeaway'?")
        #expect(!FileManager.default.fileExists(atPath: content.path + "/" + Self.side), "nothing is written when any of it is wrong")
    }

    @Test func flowStyleFilesAndBlankLinesAndCRLFAreKept() throws {
        let content = try Self.project()
        try content.write(Self.side, "texts: { takeaway: { source: a48154d31287, text: \"خلاصة.\" } }\n")
        var xliff = Self.translate(try Self.export(content), unit: "title", to: "عنوان")
        #expect(try Self.importing(xliff, into: content).exitCode == 0)
        let flow = try #require(TranslationEditor.entries(in: SourceFile(path: "x", text: try content.read(Self.side))))
        #expect(flow.map(\.key) == ["takeaway", "title"], "a flow-style file is written whole, nothing lost")
        try content.write(Self.side, "texts:\r\n  takeaway:\r\n    source: a48154d31287\r\n    text: |-\r\n      خلاصة\r\n      ثانية\r\n\r\n  title:\r\n    source: 000000000000\r\n    text: قديم\r\n")
        xliff = Self.translate(try Self.export(content), unit: "takeaway", to: "خلاصة جديدة")
        #expect(try Self.importing(xliff, into: content).exitCode == 0)
        let crlf = try content.read(Self.side)
        #expect(crlf.hasPrefix("texts:\r\n  takeaway:\r\n    source: a48154d31287\r\n    text: \"خلاصة جديدة\"\r\n\r\n  title:\r\n    source: 000000000000\r\n    text: قديم\r\n"),
                "the blank line after the entry and the CRLF endings stay, and the stale title given back untouched stays stale: \(crlf.debugDescription)")
    }

    @Test func duplicateUnitsBadFingerprintsEntitiesAndLateDoctypesAreRefused() throws {
        let content = try Self.project()
        let xliff = Self.translate(try Self.export(content), unit: "title", to: "عنوان")
        let unit = try #require(xliff.range(of: "      <trans-unit id=\"title\""))
        let end = try #require(xliff.range(of: "</trans-unit>\n", range: unit.lowerBound..<xliff.endIndex))
        let twice = xliff.replacingCharacters(in: unit.lowerBound..<unit.lowerBound, with: String(xliff[unit.lowerBound..<end.upperBound]))
        #expect(try Self.importing(twice, into: content).diagnostics.map(\.message) == ["the text 'title' of categories/aqeedah/01-lesson-1.md is translated twice"])
        let fingerprint = xliff.replacingOccurrences(of: #"extradata="db97cb07ed63""#, with: #"extradata="a: b # c""#)
        #expect(try Self.importing(fingerprint, into: content).diagnostics.first?.message.hasPrefix("'title' has no source fingerprint Sanad wrote") == true)
        let late = xliff.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
                                              with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--" + String(repeating: "x", count: 5000) + "-->\n<!DOCTYPE xliff [<!ENTITY e \"EVIL\">]>\n")
        #expect(try Self.importing(late, into: content).diagnostics.first?.message == "a document type declaration is not allowed in XLIFF Sanad reads")
        #expect(!FileManager.default.fileExists(atPath: content.path + "/" + Self.side))
    }

    @Test func twoFileElementsForOneSourceAreMerged() throws {
        let content = try Self.project()
        let xliff = try Self.export(content)
        let file = try #require(xliff.range(of: "  <file "))
        let close = try #require(xliff.range(of: "  </file>\n"))
        let element = String(xliff[file.lowerBound..<close.upperBound])
        let first = Self.translate(element, unit: "title", to: "عنوان"), second = Self.translate(element, unit: "takeaway", to: "خلاصة")
        let doubled = xliff.replacingCharacters(in: file.lowerBound..<close.upperBound, with: first + second.replacingOccurrences(of: "<target state", with: "<target state"))
        #expect(try Self.importing(doubled, into: content).exitCode == 0)
        let entries = try #require(TranslationEditor.entries(in: SourceFile(path: "x", text: try content.read(Self.side))))
        #expect(entries.map(\.key) == ["title", "takeaway"])
    }

    @Test(arguments: ["one line", "two\nlines", "ends\n", "keeps\n\n", "\nleading blank", "  indented\nsecond", "tab\there", "quote \" and \\ back", "a\u{202E}b", "[not] a: flow {x}", "- dash", "# hash", "a\nb\u{2028}c", "x\u{0085}y", "x\u{0080}y", "x  \u{2029}y", "two\n\nparagraphs\n"])
    func scalarsReadBackAsTheyWereWritten(_ text: String) throws {
        let yaml = "texts:\n" + TranslationEditor.render(.init(key: "k", text: text, source: "000000000000"))
        let root = try #require(YAMLParser.parse(SourceFile(path: "t.yaml", text: yaml)).root)
        #expect(root["texts"]?["k"]?["text"]?.string == text, "\(yaml)")
        #expect(SourceReader.bidiControls(in: SourceFile(path: "t.yaml", text: yaml)).isEmpty, "controls are written as escapes")
    }
}
