import Foundation
import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadJSON

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

    /// Why a file's texts could not be had.
    enum LoadProblem: Error {
        /// The file changed after its digest was taken.
        case changed
        /// A line is not a record.
        case format(FormatProblem)
    }

    /// The texts of a file whose SHA-256 is `digest` (its bytes read through `bytes` when they
    /// must be parsed), parsed once per process for a path and digest and kept between processes
    /// by `ReferenceTextCache` when it is on.
    static func texts(at path: String, sha256 digest: String, bytes: () -> Data?) -> Result<HadithTexts, LoadProblem> {
        if let cached = cache.get(path: path, sha256: digest) { return .success(cached) }
        let parsed = ReferenceTextCache.text(.hadith, digest: digest, decode: { HadithTexts(archive: &$0) }, encode: { $0.archive(into: &$1) }) {
            guard let data = bytes() else { return Result<HadithTexts, LoadProblem>.failure(.changed) }
            return rows(of: data).map(HadithTexts.init(rows:)).mapError(LoadProblem.format)
        }
        if case .success(let texts) = parsed { cache.put(texts, path: path, sha256: digest) }
        return parsed
    }

    /// The records of JSON Lines, one object a line (blank lines skipped), each line read by
    /// Sanad's own JSON parser (strict RFC 8259, no repeated keys) straight from the bytes. A
    /// record's `hadith_number` may be a string or a number (`1` reads as "1").
    static func rows(of data: Data) -> Result<[HadithTexts.Row], FormatProblem> {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            // Where each line starts and ends (a last line without a newline included).
            var lines: [Range<Int>] = []
            // A byte-order mark before the first line is not part of it (Foundation's reader skipped it too).
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                lines.append(start..<end)
                start = end + 1
            }
            // The lines are read in chunks on all cores; the first problem in line order is the one reported.
            let chunkSize = 256, lineRanges = lines, shared = SharedBytes(base: bytes)
            let chunks = stride(from: 0, to: lines.count, by: chunkSize).map { $0..<min($0 + chunkSize, lines.count) }
            let results = Pipeline.parallelMap(chunks) { chunk -> Result<[HadithTexts.Row], FormatProblem> in
                var rows: [HadithTexts.Row] = []
                rows.reserveCapacity(chunk.count)
                for index in chunk {
                    let content = UnsafeBufferPointer(rebasing: shared.base[lineRanges[index]])
                    if content.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) { continue }
                    switch record(in: content) {
                    case .success(let row): rows.append(row)
                    case .failure(let reason): return .failure(FormatProblem(line: index + 1, reason: reason.message))
                    }
                }
                return .success(rows)
            }
            var rows: [HadithTexts.Row] = []
            for result in results {
                switch result {
                case .success(let some): rows += some
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(rows)
        }
    }

    /// The file's bytes, read (never written) by the chunks on every core while they are held.
    private struct SharedBytes: @unchecked Sendable {
        let base: UnsafeBufferPointer<UInt8>
    }

    /// Why a line is not a record.
    struct RecordProblem: Error {
        var message: String
    }

    /// The record on one line: an object with `collection`, `hadith_number` and `text`.
    private static func record(in line: UnsafeBufferPointer<UInt8>) -> Result<HadithTexts.Row, RecordProblem> {
        let tape: JSONTape
        do {
            tape = try JSONTape(line)
        } catch {
            return .failure(.init(message: "not a JSON object (column \(error.column): \(error.message))"))
        }
        guard tape[0].kind == .object else { return .failure(.init(message: "not a JSON object")) }
        var collection: String?, number: String?, text: String?
        var member = 1
        for _ in 0..<Int(tape[0].count) {
            let key = tape[member], value = tape[member + 1]
            if tape.stringEquals(key, "collection") {
                collection = value.kind == .string ? tape.string(value) : nil
            } else if tape.stringEquals(key, "hadith_number") {
                number = value.kind == .string ? tape.string(value) : value.kind == .number ? numberText(tape, value) : nil
            } else if tape.stringEquals(key, "text") {
                text = value.kind == .string ? tape.string(value) : nil
            }
            member = Int(value.next)
        }
        guard let collection, let number, let text else {
            return .failure(.init(message: "a record needs 'collection', 'hadith_number' and 'text'"))
        }
        return .success(.init(collection: collection, number: number, text: text))
    }

    /// A number as its text: an integer in decimal, else its value (`1e2` is "100", `2.5` is "2.5").
    private static func numberText(_ tape: JSONTape, _ value: JSONTape.Entry) -> String {
        let literal = String(decoding: tape.raw(value), as: UTF8.self)
        if value.flag, let integer = Int(literal) { return String(integer) }
        guard let double = Double(literal) else { return literal }
        if double.rounded() == double, let integer = Int(exactly: double) { return String(integer) }
        return String(double)
    }

    /// The verifier over every text that loaded (nil when none is configured or none loaded), a
    /// problem at each text that could not be loaded, and the SHA-256 of each text that loaded, in
    /// order (what the verifier holds: with several, the first that has a collection is used for it).
    public static func load(for project: ProjectModel?, root: String) -> (verifier: HadithVerifier?, diagnostics: [Diagnostic], loaded: [String]) {
        guard let project, !project.hadithTexts.isEmpty else { return (nil, [], []) }
        var loaded: [HadithTexts] = [], digests: [String] = []
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
            switch texts(at: path, sha256: digest, bytes: file.bytes) {
            case .success(let texts):
                loaded.append(texts)
                digests.append(digest)
            case .failure(.changed):
                diagnostics.append(Diagnostic(CitationDiagnostics.hadithTextFile, "'\(text.path.value)': \(ChangedWhileRead())", at: text.path.range))
            case .failure(.format(let problem)):
                diagnostics.append(Diagnostic(
                    CitationDiagnostics.hadithTextFile, "'\(text.path.value)', line \(problem.line): \(problem.reason)", at: text.path.range,
                    help: "each line is one JSON object with 'collection', 'hadith_number' and 'text'"))
            }
        }
        // One file holds the collections Sanad verifies today; with several, the first that
        // has a collection is used for it.
        guard let first = loaded.first else { return (nil, diagnostics, []) }
        return (HadithVerifier(texts: loaded.count == 1 ? first : HadithTexts(merging: loaded)), diagnostics, digests)
    }
}
