import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing

@Suite struct SeverityPolicyTests {
    static let rule = DiagnosticCode(id: "L0007", name: "choice-feedback", group: .lesson, severity: .error, summary: "", example: "")
    static let style = DiagnosticCode(id: "L0001", name: "phase-order", group: .lesson, severity: .warning, summary: "", example: "")
    static let yaml = DiagnosticCode(id: "Y0001", name: "yaml-syntax", group: .yaml, severity: .error, summary: "", example: "")
    static let citation = DiagnosticCode(id: "C0010", name: "cited-not-shown", group: .citations, severity: .warning, summary: "", example: "")
    static let catalog = [rule, style, yaml, citation]
    static let found = catalog.map { Diagnostic($0, "a \($0.name) finding", at: nil, path: "a.md") }

    static func severities(_ settings: [(String, Severity)], strict: Bool = false) throws -> [String: Severity] {
        let policy = try SeverityPolicy(strict: strict, settings: settings, catalog: catalog)
        return Dictionary(uniqueKeysWithValues: policy.apply(found).map { ($0.code.id, $0.severity) })
    }

    @Test func defaultsApplyWithoutOptions() throws {
        #expect(try Self.severities([]) == ["L0007": .error, "L0001": .warning, "Y0001": .error, "C0010": .warning])
    }

    @Test func anythingCanBeRaisedByCodeNameOrGroup() throws {
        #expect(try Self.severities([("C0010", .error)])["C0010"] == .error)
        #expect(try Self.severities([("cited-not-shown", .error)])["C0010"] == .error)
        #expect(try Self.severities([("lesson", .error)])["L0001"] == .error)
    }

    @Test func onlyLessonRulesCanBeLowered() throws {
        #expect(try Self.severities([("choice-feedback", .warning)])["L0007"] == .warning)
        #expect(try Self.severities([("lesson", .warning)])["L0007"] == .warning)
        #expect(throws: SeverityPolicy.InvalidOption.self) { try Self.severities([("Y0001", .warning)]) }
        #expect(throws: SeverityPolicy.InvalidOption.self) { try Self.severities([("yaml", .warning)]) }
        // A warning by default may be named for --warning (it changes nothing).
        #expect(try Self.severities([("C0010", .warning)])["C0010"] == .warning)
    }

    @Test func codeSettingsBeatGroupSettings() throws {
        let result = try Self.severities([("lesson", .warning), ("L0007", .error)])
        #expect(result["L0007"] == .error)
        #expect(result["L0001"] == .warning)
        #expect(try Self.severities([("L0001", .error), ("lesson", .warning)])["L0001"] == .error)
    }

    @Test func unknownAndContradictorySelectorsAreRefused() {
        #expect(throws: SeverityPolicy.InvalidOption.self) { try Self.severities([("L9999", .error)]) }
        #expect(throws: SeverityPolicy.InvalidOption.self) { try Self.severities([("L0007", .error), ("choice-feedback", .warning)]) }
    }

    @Test func strictMakesWarningsFail() throws {
        let warningsOnly = Self.found.filter { $0.severity == .warning }
        #expect(!(try SeverityPolicy(strict: false, settings: [], catalog: Self.catalog)).fails(warningsOnly))
        #expect(try SeverityPolicy(strict: true, settings: [], catalog: Self.catalog).fails(warningsOnly))
    }

    @Test func aReleaseErrorIsNotLoweredByAWarningSetting() throws {
        // `review` codes become errors in a release; a setting cannot turn them back.
        let review = DiagnosticCode(id: "V0001", name: "unapproved-lesson", group: .review, severity: .warning, summary: "", example: "")
        var released = Diagnostic(review, "not approved", at: nil, path: "a.md")
        released.severity = .error
        let policy = try SeverityPolicy(strict: false, settings: [("V0001", .warning)], catalog: [review])
        #expect(policy.apply([released]).first?.severity == .error)
    }
}
