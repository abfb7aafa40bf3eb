import Foundation
import SanadBundleFormat
import SanadCitations
import SanadDiagnostics

/// Loads the hadith texts named in `sanad.yaml` (`hadith: texts:`), checking each file's
/// SHA-256 first, as `QuranTexts` loads the Tanzil texts: each file is read and hashed on every
/// load, and parsed once per process under the digest it has.
public enum HadithTextFiles {
    private static let cache = ParsedTextCache<HadithTexts>()

    /// Every state this process has seen the file at `path` in (see `QuranTexts`).
    package static func observedStates(of path: String) -> Set<String> { cache.observed(path) }

    /// Where each hadith text named in `sanad.yaml` is read from.
    public static func paths(for project: ProjectModel?, root: String) -> [String] {
        project?.hadithTexts.map { path(of: $0.path.value, root: root) } ?? []
    }

    static func path(of path: String, root: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: root).appendingPathComponent(path).standardizedFileURL.path
    }

    /// A line of a hadith text that is not a record.
    struct FormatProblem: Error {
        var line: Int
        var reason: String
    }

    /// The texts of a file's bytes, parsed once per process for a path and digest.
    static func texts(of data: Data, at path: String, sha256 digest: String) -> Result<HadithTexts, FormatProblem> {
        if let cached = cache.get(path: path, sha256: digest) { return .success(cached) }
        return rows(of: data).map { rows in
            let texts = HadithTexts(rows: rows)
            cache.put(texts, path: path, sha256: digest)
            return texts
        }
    }

    /// The records of JSON Lines, one object a line (blank lines skipped). Read with
    /// Foundation's parser, which is optimised even in a debug build of Sanad.
    static func rows(of data: Data) -> Result<[HadithTexts.Row], FormatProblem> {
        var rows: [HadithTexts.Row] = []
        var line = 0
        for content in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            if content.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) { continue }
            guard let object = (try? JSONSerialization.jsonObject(with: content)) as? [String: Any] else {
                return .failure(FormatProblem(line: line, reason: "not a JSON object"))
            }
            let number = object["hadith_number"] as? String ?? (object["hadith_number"] as? NSNumber)?.stringValue
            guard let collection = object["collection"] as? String, let number, let text = object["text"] as? String else {
                return .failure(FormatProblem(line: line, reason: "a record needs 'collection', 'hadith_number' and 'text'"))
            }
            rows.append(.init(collection: collection, number: number, text: text))
        }
        return .success(rows)
    }

    /// The verifier over every text that loaded (nil when none is configured or none loaded), and
    /// a problem at each text that could not be loaded.
    public static func load(for project: ProjectModel?, root: String) -> (verifier: HadithVerifier?, diagnostics: [Diagnostic]) {
        guard let project, !project.hadithTexts.isEmpty else { return (nil, []) }
        var loaded: [HadithTexts] = []
        var diagnostics: [Diagnostic] = []
        for text in project.hadithTexts {
            let path = path(of: text.path.value, root: root)
            guard let file = cache.read(path) else {
                diagnostics.append(Diagnostic(
                    CitationDiagnostics.hadithTextFile, "no hadith text at '\(text.path.value)': hadith wording cannot be verified against it",
                    at: text.path.range, help: "point 'path' at the hadith data (JSON Lines), or remove the entry"))
                continue
            }
            let digest = file.digest
            guard digest == text.sha256.value else {
                diagnostics.append(Diagnostic(
                    CitationDiagnostics.hadithTextFile, "'\(text.path.value)' is not the file this SHA-256 names (its SHA-256 is \(digest))",
                    at: text.sha256.range, help: "use the unchanged file, or update sha256 after checking the new one"))
                continue
            }
            if let cached = cache.get(path: path, sha256: digest) {
                loaded.append(cached)
                continue
            }
            guard let data = file.bytes() else {
                diagnostics.append(Diagnostic(CitationDiagnostics.hadithTextFile, "'\(text.path.value)': \(ChangedWhileRead())", at: text.path.range))
                continue
            }
            switch texts(of: data, at: path, sha256: digest) {
            case .success(let texts):
                loaded.append(texts)
            case .failure(let problem):
                diagnostics.append(Diagnostic(
                    CitationDiagnostics.hadithTextFile, "'\(text.path.value)', line \(problem.line): \(problem.reason)", at: text.path.range,
                    help: "each line is one JSON object with 'collection', 'hadith_number' and 'text'"))
            }
        }
        // One file holds the collections Sanad verifies today; with several, the first that
        // has a collection is used for it.
        guard let first = loaded.first else { return (nil, diagnostics) }
        return (HadithVerifier(texts: loaded.count == 1 ? first : HadithTexts(merging: loaded)), diagnostics)
    }
}
