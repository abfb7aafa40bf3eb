import CLibXML2
import Foundation
import SanadDiagnostics
import SanadReporting
import Testing
import _SanadTestSupport

/// A JUnit element read back with libxml2's parser.
private struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
    var children: [Element]

    init(_ node: xmlNodePtr) {
        name = String(cString: node.pointee.name)
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let value = xmlNodeGetContent(current.pointee.children)
            attributes[String(cString: current.pointee.name)] = value.map { String(cString: $0) } ?? ""
            sanad_xml_free(value)
            attribute = current.pointee.next
        }
        self.attributes = attributes
        let content = xmlNodeGetContent(node)
        text = content.map { String(cString: $0) } ?? ""
        sanad_xml_free(content)
        var children: [Element] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { children.append(Element(current)) }
            child = current.pointee.next
        }
        self.children = children
    }

    /// Parses a document strictly (no network, no entity substitution); nil when not well formed.
    static func parse(_ xml: String) -> Element? {
        let bytes = Array(xml.utf8)
        let options = Int32(XML_PARSE_NONET.rawValue)
        guard let document = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { xmlReadMemory($0, Int32(buffer.count), "junit.xml", "UTF-8", options) }
        }) else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return Element(root)
    }
}

@Suite struct JUnitReportTests {
    @Test func oneCasePerFileAndAFailurePerError() throws {
        let sample = RendererTests.sample()
        let xml = JUnitReport(suiteName: "sanad lint", files: ["categories/backbiting/01-what.md", "clean.yaml"], diagnostics: sample, warningsFail: false).encoded()
        let root = try #require(Element.parse(xml), "well-formed XML")
        #expect(root.name == "testsuites")
        let suite = try #require(root.children.first)
        #expect(suite.attributes["name"] == "sanad lint")
        #expect(suite.children.map { $0.attributes["name"] } == ["categories/backbiting/01-what.md", "clean.yaml", "missing.yaml"])
        let lesson = suite.children[0]
        let failures = lesson.children.filter { $0.name == "failure" }
        #expect(failures.count == sample.filter { $0.path == "categories/backbiting/01-what.md" && $0.severity == .error }.count)
        #expect(failures.first?.attributes["type"] == "Y0003")
        #expect(failures.first?.attributes["message"] == "categories/backbiting/01-what.md:4:1: duplicate key 'title'")
        #expect(lesson.children.contains { $0.name == "system-out" && $0.text.contains("warning[S0003]") }, "warnings are output, not failures")
        #expect(suite.children[1].children.isEmpty, "a clean file is a passing case")
        // `failures` counts failing test cases (files), as the JUnit XSD means it, not diagnostics.
        let failingFiles = Set(sample.filter { $0.severity == .error }.map { $0.path ?? "" })
        #expect(suite.attributes["failures"] == "\(failingFiles.count)")
        #expect(suite.attributes["tests"] == "3")
        #expect(!xml.contains(" file=\""), "junit-10.xsd has no file attribute")
        let strict = try #require(Element.parse(JUnitReport(suiteName: "sanad lint", files: [], diagnostics: sample, warningsFail: true).encoded()))
        #expect(strict.attributes["failures"] == "\(Set(sample.map { $0.path ?? "" }).count)")
    }

    @Test func everySpecialCharacterSurvivesTheRoundTrip() throws {
        let awkward = CIReportTests.awkward()
        let xml = JUnitReport(suiteName: "sanad <build> & \"co\"", files: [awkward.path!], diagnostics: [awkward], warningsFail: false).encoded()
        let root = try #require(Element.parse(xml), "well-formed XML:\n\(xml)")
        let suite = try #require(root.children.first)
        #expect(suite.attributes["name"] == "sanad <build> & \"co\"")
        let failure = try #require(suite.children.first?.children.first)
        // XML 1.0 cannot carry U+0001 or U+0007 at all, so they become U+FFFD; the rest is exact.
        // Attribute values normalise line breaks to spaces on parsing, as XML requires.
        let expectedMessage = "odd dir/a,b:c%.md:1:8: " + awkward.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}").replacingOccurrences(of: "\u{7}", with: "\u{FFFD}")
        #expect(failure.attributes["message"]?.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
            == expectedMessage.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " "))
        #expect(failure.text.contains("<b>&\"'</b>"), "source text with markup characters")
        #expect(failure.text.contains("بِسْمِ 100%"))
        #expect(!xml.contains("\u{1}") && !xml.contains("&#1;"), "no character XML 1.0 forbids")
    }
}

@Suite struct GitHubAnnotationTests {
    @Test func commandsCarryThePlaceAndCode() {
        let command = GitHubAnnotations.command(for: RendererTests.sample()[0])
        #expect(command.hasPrefix("::error file=categories/backbiting/01-what.md,line=4,col=1,endLine=4,endColumn=6,title=Y0003::duplicate key 'title'%0Anote:"))
        #expect(GitHubAnnotations.command(for: RendererTests.sample()[1]).hasPrefix("::warning "))
        #expect(GitHubAnnotations.command(for: RendererTests.sample()[4]) == "::error file=missing.yaml,title=Y0003::cannot read this file")
    }

    @Test func escapesEverySpecialCharacter() {
        #expect(GitHubAnnotations.escapeData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubAnnotations.escapeProperty("a,b:c%d\ne") == "a%2Cb%3Ac%25d%0Ae")
        let command = GitHubAnnotations.command(for: CIReportTests.awkward())
        #expect(command.hasPrefix("::error file=odd dir/a%2Cb%3Ac%25.md,line=1,col=8,"))
        #expect(command.contains("::50%25 of <tags> & \"quotes\" 'here'%0Asecond line%0Dthird, with: colons"))
        #expect(command.hasSuffix("%0Ahelp: fix: it, now"))
        #expect(!command.contains("\n") && !command.contains("\r"), "one line per command")
    }

    @Test func aSummaryFollowsWhenGitHubWouldHideAnnotations() {
        let sample = RendererTests.sample()
        let limit = GitHubAnnotations.annotationLimit
        let few = GitHubAnnotations(diagnostics: Array(repeating: sample[0], count: limit)).encoded()
        #expect(!few.contains("::notice title=sanad"))
        // A note with a place of its own is an annotation there.
        #expect(few.contains("::notice file=categories/backbiting/01-what.md,line=3,col=1,endLine=3,endColumn=6,title=Y0003 note::'title' is first defined here (for: duplicate key 'title')"), "\(few)")
        let many = GitHubAnnotations(diagnostics: Array(repeating: sample[0], count: limit + 3) + Array(repeating: sample[1], count: limit + 1)).encoded()
        let lines = many.split(separator: "\n")
        #expect(lines.count { $0.hasPrefix("::error") || $0.hasPrefix("::warning") } == 2 * limit + 4)
        #expect(lines.last == "::notice title=sanad::GitHub shows \(limit) annotations of each kind per step; 3 of \(limit + 3) errors and 1 of \(limit + 1) warnings are not shown as annotations but are listed in this log")
    }
}
