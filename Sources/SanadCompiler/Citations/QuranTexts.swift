import SanadBundleFormat
import Crypto
import Foundation
import SanadCitations
import SanadDiagnostics

/// Loads the Tanzil texts named in `sanad.yaml`, checking each file's SHA-256 first. Parsed texts
/// and their indexes are kept for the life of the process (keyed by path and the digest the file
/// has), so each is parsed and indexed once; the file is read and hashed on every load, so a
/// long-running process never trusts a file that has changed.
public enum QuranTexts {
    /// A text as parsed and indexed.
    typealias Parsed = (text: TanzilText, index: QuranIndex)

    private static let cache = ParsedTextCache<Parsed>()

    /// Every state (`file <sha256>`, or `unreadable`) this process has seen the file at `path` in
    /// when loading it: the build cache stores a result only when there was one, and it is the
    /// file's state after the build.
    package static func observedStates(of path: String) -> Set<String> { cache.observed(path) }

    /// Where each Qur'an text named in `sanad.yaml` is read from.
    public static func paths(for project: ProjectModel?, root: String) -> [String] {
        project?.quranTexts.map { path(of: $0, root: root) } ?? []
    }

    private static func path(of text: ProjectModel.QuranText, root: String) -> String {
        text.path.value.hasPrefix("/") ? text.path.value : URL(fileURLWithPath: root).appendingPathComponent(text.path.value).standardizedFileURL.path
    }

    /// The verifier for a project (nil when no text could be loaded), the problems found (one at
    /// each text that could not be loaded), and the editions that could not be loaded.
    public static func load(for project: ProjectModel?, root: String) -> (verifier: QuranVerifier?, diagnostics: [Diagnostic], unavailable: [String]) {
        guard let project else { return (nil, [], []) }
        var editions: [QuranVerifier.Edition] = []
        var diagnostics: [Diagnostic] = []
        for text in project.quranTexts {
            let path = path(of: text, root: root)
            guard let file = cache.read(path) else {
                // One diagnostic here, not one per quotation: an error unless the project allows
                // unverified quotations outside a release.
                diagnostics.append(Diagnostic(
                    project.allowsUnverifiedQuran ? CitationDiagnostics.quranUnverified : CitationDiagnostics.quranTextFile,
                    "no Qur'an text at '\(text.path.value)': quotations cannot be verified against the \(text.edition) edition",
                    at: text.path.range, help: "download the Tanzil \(text.edition) text (XML) from https://tanzil.net/download/ and point 'path' at it"))
                continue
            }
            let digest = file.digest
            guard digest == text.sha256.value else {
                diagnostics.append(Diagnostic(
                    CitationDiagnostics.quranTextFile, "'\(text.path.value)' is not the file this SHA-256 names (its SHA-256 is \(digest))",
                    at: text.sha256.range, help: "use the unchanged Tanzil file, or update sha256 after checking the new file"))
                continue
            }
            // The file's digest is checked on every load, even in a long-running process (read
            // again unless its status says it is unchanged): the parsed text is kept under the
            // digest the file has now.
            if let cached = cache.get(path: path, sha256: digest) {
                editions.append(.init(name: text.edition, text: cached.text, index: cached.index))
                continue
            }
            let parsed = ReferenceTextCache.text(.quran, digest: digest, decode: decodeParsed, encode: encodeParsed) {
                Result { () throws -> Parsed in
                    guard let data = file.bytes() else { throw ChangedWhileRead() }
                    let tanzil = try TanzilText(xml: [UInt8](data))
                    return (tanzil, QuranIndex(tanzil))
                }
            }
            switch parsed {
            case .success(let parsed):
                cache.put(parsed, path: path, sha256: digest)
                editions.append(.init(name: text.edition, text: parsed.text, index: parsed.index))
            case .failure(let error):
                diagnostics.append(Diagnostic(CitationDiagnostics.quranTextFile, "'\(text.path.value)': \(error)", at: text.path.range))
            }
        }
        let unavailable = project.quranTexts.map(\.edition).filter { name in !editions.contains { $0.name == name } }
        return (editions.isEmpty ? nil : QuranVerifier(editions: editions), diagnostics, unavailable)
    }
}

extension QuranTexts {
    /// Writes a parsed text and its index for `ReferenceTextCache`.
    static func encodeParsed(_ parsed: Parsed, into writer: inout ArchiveWriter) {
        parsed.text.archive(into: &writer)
        parsed.index.archive(into: &writer)
    }

    /// A parsed text and its index as `encodeParsed` wrote them, or nil unless the text is
    /// complete (as `load` parses it) and the index covers its ayat, in order.
    static func decodeParsed(_ reader: inout ArchiveReader) -> Parsed? {
        decodeParsed(&reader, requireComplete: true)
    }

    /// `decodeParsed(_:)`, a partial text allowed unless `requireComplete` (for small fixtures).
    static func decodeParsed(_ reader: inout ArchiveReader, requireComplete: Bool) -> Parsed? {
        guard let text = TanzilText(archive: &reader), !requireComplete || text.isComplete,
              let index = QuranIndex(archive: &reader), index.covers(text) else { return nil }
        return (text, index)
    }
}

/// A reference text changed between its digest and its bytes being read.
struct ChangedWhileRead: Error, CustomStringConvertible {
    var description: String { "the file changed while it was read; check again" }
}
