import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// `sanad report activity ID`: a family activity as a printable HTML page, rendered from the
/// bundle data a build would write (so the page shows what the app shows).
public struct ActivitySheetAction: Sendable {
    /// The content folder, the one holding `sanad.yaml`; nil: `content-src/`, else the nearest
    /// folder above with a `sanad.yaml`.
    public var source: String?
    /// The id of the family activity to render (`family.wudu-together`).
    public var activityID: String
    /// The file to write the page to (its folder made if missing); nil: the page is printed.
    public var output: String?
    /// Where relative paths (`source`, `output`) start.
    public var workingDirectory: String

    /// Activity `activityID` of the project at `source`, to print or write to `output`.
    public init(source: String?, activityID: String, output: String?, workingDirectory: String) {
        self.source = source
        self.activityID = activityID
        self.output = output
        self.workingDirectory = workingDirectory
    }

    /// The page (or the path written) and the exit code; content errors are printed and no page
    /// is rendered.
    public func run() -> ActionOutcome<Void> {
        let discovery = ContentDiscovery(workingDirectory: workingDirectory)
        let root: String
        switch discovery.projectRoot(source, command: "report activity") {
        case .success(let found): root = found
        case .failure(let diagnostic): return ActionOutcome(output: TextRenderer().render([diagnostic]), exitCode: ExitStatus.usage, diagnostics: [diagnostic])
        }
        let result = Pipeline(discovery: discovery).run(root: root)
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return ActionOutcome(output: TextRenderer().render(errors) + "no page rendered\n", exitCode: ExitStatus.failure, diagnostics: errors) }
        let page: String
        do {
            let files = try BundleBuilder(corpus: result.corpus, index: result.index).files()
            let decoder = BundleJSONDecoder()
            let activities = try files.first { $0.kind == .activities }.map { try decoder.decode(BundleActivities.self, from: $0.data).activities } ?? []
            guard let activity = activities.first(where: { $0.id == activityID }) else {
                let known = activities.map(\.id)
                let suggestion = Suggestion.closest(to: activityID, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                return ActionOutcome(output: "error: no family activity '\(activityID)'\(suggestion); the activities are: \(known.joined(separator: ", "))\n",
                                     exitCode: ExitStatus.usage)
            }
            let citations = try files.first { $0.kind == .citations }.map { try decoder.decode(BundleCitations.self, from: $0.data) } ?? BundleCitations(citations: [], notice: nil)
            // The printable sheet carries the card's picture in itself, so it prints and travels whole.
            let image = activity.image.flatMap { image -> String? in
                guard let data = FileManager.default.contents(atPath: URL(fileURLWithPath: root).appendingPathComponent(image.path).path),
                      let format = MediaFormat(extension: (image.path as NSString).pathExtension.lowercased()) else { return nil }
                return "data:\(format.mimeType);base64,\(data.base64EncodedString())"
            }
            page = ActivitySheet(activity: activity, citations: citations, project: result.corpus.project?.title ?? "", imageURL: image).html()
        } catch {
            return ActionOutcome(output: "error: the activity could not be rendered: \(error)\n", exitCode: ExitStatus.usage)
        }
        return ReportAction.deliver(page, to: output, discovery: discovery)
    }
}
