import Foundation
import SanadDiagnostics

/// Diagnostics as JUnit XML, the test-report format GitHub, GitLab and Jenkins all display:
/// one `<testcase>` per checked file, and one `<failure>` per failing diagnostic in it (its
/// `type` is the code, its `message` the place and message, its body the full text rendering);
/// the suites' `failures` count failing test cases, as the JUnit XSD defines it.
/// Diagnostics that do not fail the run (warnings without `--strict`) go to `<system-out>`.
///
/// Written by `XMLWriter`, which escapes every attribute and text; the tests read the output back
/// with libxml2's parser. Characters XML 1.0 cannot carry at all (most C0 controls) become U+FFFD.
public struct JUnitReport: Sendable {
    public var suiteName: String
    /// Every file that was checked, in order; each becomes a test case, passing or not.
    public var files: [String]
    public var diagnostics: [Diagnostic]
    /// Whether warnings fail the run (and so are failures here).
    public var warningsFail: Bool

    public init(suiteName: String, files: [String], diagnostics: [Diagnostic], warningsFail: Bool) {
        self.suiteName = suiteName
        self.files = files
        self.diagnostics = diagnostics
        self.warningsFail = warningsFail
    }

    /// The test case name for diagnostics that concern no file.
    public static let projectCaseName = "(project)"

    func fails(_ diagnostic: Diagnostic) -> Bool { diagnostic.severity == .error || warningsFail }

    /// The cases in order: checked files first, then any other path a diagnostic names.
    func cases() -> [(name: String, diagnostics: [Diagnostic])] {
        let byPath = Dictionary(grouping: diagnostics, by: { $0.path ?? Self.projectCaseName })
        var names = files
        let known = Set(files)
        names += byPath.keys.filter { !known.contains($0) }.sorted()
        return names.map { ($0, byPath[$0] ?? []) }
    }

    public func encoded() -> String {
        let cases = cases()
        // A test case fails once, however many of its diagnostics fail (the JUnit XSD counts cases).
        let failures = cases.count { $0.diagnostics.contains(where: fails) }
        let renderer = TextRenderer()
        let writer = XMLWriter()
        writer.start("testsuites", ["name": "sanad", "tests": "\(cases.count)", "failures": "\(failures)", "errors": "0"])
        writer.start("testsuite", ["name": suiteName, "tests": "\(cases.count)", "failures": "\(failures)", "errors": "0", "skipped": "0"])
        for (name, found) in cases {
            // The file is the case's name; junit-10.xsd has no `file` attribute.
            writer.start("testcase", ["classname": suiteName.replacingOccurrences(of: " ", with: "."), "name": name])
            for diagnostic in found where fails(diagnostic) {
                let place = diagnostic.location.map { "\(name):\($0.line):\($0.column)" } ?? name
                writer.start("failure", ["type": diagnostic.code.id, "message": "\(place): \(diagnostic.message)"])
                writer.text(renderer.render(diagnostic))
                writer.end()
            }
            let passing = found.filter { !fails($0) }
            if !passing.isEmpty {
                writer.start("system-out", [:])
                writer.text(renderer.render(passing))
                writer.end()
            }
            writer.end()
        }
        writer.end()
        writer.end()
        return writer.finish()
    }
}
