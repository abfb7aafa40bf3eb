import Foundation
import SanadCitations
import SanadCompiler
import SanadDiagnostics

/// One content folder the server checks: its resident engine and the last result.
final class Workspace {
    /// The content folder, absolute and without symbolic links.
    let root: String
    let engine = CompilationEngine()
    /// The last check's result.
    private(set) var result: Pipeline.Result?
    /// How long the last check took, in milliseconds.
    private(set) var lastCheckMilliseconds = 0.0
    private var quran: (paths: [String], verifier: QuranVerifier?)?
    /// Whether a file may have changed on disk since the last check other than in place (a file
    /// created or deleted, a change outside the folder), so the next check looks at the whole disk
    /// again.
    var diskMayHaveChanged = true
    /// Files of the folder a save or a watched-file event reported changed in place since the
    /// last check: the next check reads them again without looking at the rest of the disk.
    var changedOnDisk: Set<String> = []
    /// When the disk was last looked at: between saves, a change made outside the editor is seen
    /// within `diskRescanInterval` of the next edit.
    private var lastDiskScan = DispatchTime(uptimeNanoseconds: 0)
    static let diskRescanInterval: UInt64 = 10_000_000_000

    init(root: String) { self.root = root }

    /// Checks the folder with `overlays` (absolute path → editor text) in place of those files.
    func check(overlays: [String: [UInt8]]) -> Pipeline.Result {
        var pipeline = Pipeline(discovery: ContentDiscovery(workingDirectory: root))
        pipeline.engine = engine
        pipeline.overlays = overlays
        let now = DispatchTime.now()
        pipeline.diskUnchanged = !diskMayHaveChanged && now.uptimeNanoseconds - lastDiskScan.uptimeNanoseconds < Self.diskRescanInterval
        if !pipeline.diskUnchanged {
            lastDiskScan = now
            diskMayHaveChanged = false
        } else {
            pipeline.changedOnDisk = changedOnDisk
        }
        changedOnDisk = []
        let started = now.uptimeNanoseconds
        let result = pipeline.run(root: root)
        sites = nil
        lastCheckMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        // The last result is let go of on another thread: freeing a large folder's corpus takes
        // a tenth of a keystroke's check, and the diagnostics need not wait for it.
        let previous = self.result
        self.result = result
        if let previous { DispatchQueue.global(qos: .utility).async { withExtendedLifetime(previous) {} } }
        return result
    }

    /// Where one reference the kinds declare stands: its file's kind and folder, the YAML key
    /// that holds it, and the space it points into.
    struct ReferenceSite {
        let kind: SourceKind
        let key: String
        let folder: String
        let space: IDSpace
    }

    private var sites: [ReferenceSite]?

    /// Every reference of the last check's corpus, located once per check (completion asks for
    /// them on every keystroke; finding each one's key reads its lines).
    var referenceSites: [ReferenceSite] {
        if let sites { return sites }
        guard let corpus = result?.corpus else { return [] }
        let found = ContentKinds.all.flatMap { $0.references(in: corpus) }.compactMap { reference -> ReferenceSite? in
            let absolute = absolute(reference.id.range.file.path)
            guard let kind = SourceKind.classify(relativePath: String(absolute.dropFirst(root.count + 1))),
                  let key = LanguageServer.key(of: reference.id.range) else { return nil }
            return ReferenceSite(kind: kind, key: key, folder: (absolute as NSString).deletingLastPathComponent, space: reference.space)
        }
        sites = found
        return found
    }

    /// The absolute path of a path as diagnostics show it (relative to the content folder).
    func absolute(_ shown: String) -> String { shown.hasPrefix("/") ? shown : root + "/" + shown }

    /// The Qur'an texts the project configures, loaded once while its configuration is the same.
    var quranVerifier: QuranVerifier? {
        let project = result?.corpus.project
        let paths = QuranTexts.paths(for: project, root: root)
        if let quran, quran.paths == paths { return quran.verifier }
        let verifier = QuranTexts.load(for: project, root: root).verifier
        quran = (paths, verifier)
        return verifier
    }
}

/// Checking content folders and publishing their diagnostics.
extension LanguageServer {
    /// Checks every content folder with a change not yet checked and publishes its diagnostics.
    public func checkPending() {
        for root in pendingChecks.sorted() {
            guard let workspace = workspaces[root] else { continue }
            var overlays: [String: [UInt8]] = [:]
            var uriOfPath: [String: String] = [:]
            for document in documents.values {
                guard let path = document.path, path.hasPrefix(root + "/") else { continue }
                overlays[path] = document.text
                uriOfPath[path] = document.uri
            }
            let result = workspace.check(overlays: overlays)
            publish(result.diagnostics, of: workspace, uriOfPath: uriOfPath)
        }
        pendingChecks = []
    }

    private func publish(_ diagnostics: [Diagnostic], of workspace: Workspace, uriOfPath: [String: String]) {
        var byURI: [String: [JSONValue]] = [:]
        for diagnostic in diagnostics {
            guard let shown = diagnostic.path else { continue }
            let path = workspace.absolute(shown)
            let uri = uriOfPath[path] ?? OpenDocument.uri(ofPath: path)
            byURI[uri, default: []].append(lspDiagnostic(diagnostic, workspace: workspace, uriOfPath: uriOfPath))
        }
        // Open documents always hear from a check, even when it found nothing in them; another
        // document only when its diagnostics changed (a keystroke in one lesson of 10,000 does not
        // send again what every other file has).
        let open = Set(uriOfPath.values)
        let previous = published[workspace.root] ?? [:]
        for uri in Set(previous.keys).union(byURI.keys).union(open).sorted() where open.contains(uri) || previous[uri] != byURI[uri] {
            var params: JSONValue = ["uri": .string(uri), "diagnostics": .array(byURI[uri] ?? [])]
            if let version = documents[uri]?.version, case .object(var members) = params {
                members["version"] = .integer(version)
                params = .object(members)
            }
            sendNotification("textDocument/publishDiagnostics", params)
        }
        published[workspace.root] = byURI
    }

    /// A Sanad diagnostic as an LSP `Diagnostic`: its labels and located notes become related
    /// information, its help and unlocated notes follow the message.
    func lspDiagnostic(_ diagnostic: Diagnostic, workspace: Workspace, uriOfPath: [String: String]) -> JSONValue {
        var message = diagnostic.message
        for note in diagnostic.notes where note.range == nil { message += "\nnote: " + note.message }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        var related: [JSONValue] = []
        func location(_ range: SourceRange) -> JSONValue {
            let path = workspace.absolute(range.file.path)
            return ["uri": .string(uriOfPath[path] ?? OpenDocument.uri(ofPath: path)),
                    "range": LineTable(range.file).range(range.start..<range.end, encoding: encoding)]
        }
        for label in diagnostic.labels { related.append(["location": location(label.range), "message": .string(label.message)]) }
        for note in diagnostic.notes { if let range = note.range { related.append(["location": location(range), "message": .string(note.message)]) } }
        let range = diagnostic.range.map { LineTable($0.file).range($0.start..<$0.end, encoding: encoding) }
            ?? ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]
        var members: [String: JSONValue] = [
            "range": range,
            "severity": .integer((diagnostic.severity == .error ? DiagnosticSeverity.error : .warning).rawValue),
            "code": .string(diagnostic.code.id),
            "source": "sanad",
            "message": .string(message),
        ]
        if !related.isEmpty { members["relatedInformation"] = .array(related) }
        return .object(members)
    }
}
