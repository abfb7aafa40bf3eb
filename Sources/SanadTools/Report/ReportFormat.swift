import SanadCompiler

/// The formats `sanad report` renders to: a page to read (`html`), data for tools (`json`) and
/// text for a pull request or a wiki (`md`).
public enum ReportFormat: String, Sendable, CaseIterable {
    case html, json, md
}
