import Crypto
import Foundation
import SanadBundleFormat
import SanadCitations

/// The reference texts (Tanzil, hadith) as Sanad reads them, kept on disk between processes: a
/// Qur'an text parsed and indexed, a hadith file's records numbered, each stored under the
/// SHA-256 of the file it was read from, so that a project's every lint, build and editor start
/// does not parse and index the same texts again (on the sample, two thirds of a lint's CPU).
///
/// Off unless the process turns it on (`configure(folder:)`): the `sanad` command line does, in
/// `$SANAD_CACHE_DIR`, else `$XDG_CACHE_HOME/sanad`, else `~/.cache/sanad` (`defaultFolder`);
/// `SANAD_CACHE_DIR=` (empty) and `sanad build --no-cache` turn it off; a library caller or a
/// test never writes to a user's cache by accident.
///
/// Never stale, by construction:
/// - An entry is named by its kind and the SHA-256 of the file it was read from, and that digest
///   is checked against the file (and `sanad.yaml`'s `sha256`) on every load before the cache is
///   looked at; an edited text is another entry.
/// - Its header names the cache layout and the tool that wrote it (`SanadToolIdentity`: a rebuilt
///   `sanad` reads nothing an older one wrote) and the SHA-256 of the rest. A truncated,
///   corrupted or foreign entry fails these checks and is replaced; one that passes them is still
///   read by bounds-checked readers that check every invariant the searches rely on.
/// - Entries are written to a unique temporary file and renamed into place: concurrent processes
///   and a process killed mid-write never leave half an entry.
/// - A failure to read or write the cache never fails a command; the texts are parsed instead.
package enum ReferenceTextCache {
    /// The layout version; a change makes every older entry foreign.
    static let formatVersion = 1
    /// The first word of every entry.
    static let header = "sanad-reference-texts"
    /// How many entries of each kind are kept (the most recently used).
    static let keptEntries = 3

    /// What an entry holds.
    package enum Kind: String, CaseIterable, Sendable {
        /// A Tanzil text and its index.
        case quran
        /// A hadith file's records.
        case hadith
    }

    /// What the cache did for this process: entries read, parsed texts stored, and entries
    /// refused (missing ones are not counted).
    package struct Counts: Sendable, Equatable {
        /// Texts read from the cache instead of being parsed.
        package var hits = 0
        /// Texts parsed and stored.
        package var stores = 0
        /// Entries present but refused (damaged, foreign, or not a text).
        package var refused = 0
    }

    private static let state = State()

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var folder: URL?
        var counts = Counts()
    }

    /// Turns the cache on in `folder` (its `reference-texts` subfolder), or off with nil.
    package static func configure(folder: URL?) {
        state.lock.lock()
        state.folder = folder?.appendingPathComponent("reference-texts")
        state.lock.unlock()
    }

    /// The folder entries are kept in, when the cache is on.
    package static var folder: URL? {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.folder
    }

    /// What the cache did so far in this process.
    package static var counts: Counts {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.counts
    }

    /// The cache folder an environment names: `SANAD_CACHE_DIR` (nil, the cache off, when it is
    /// set but empty), else `sanad` in `XDG_CACHE_HOME` (when absolute), else `~/.cache/sanad`;
    /// nil without a home.
    package static func defaultFolder(environment: [String: String]) -> URL? {
        if let explicit = environment["SANAD_CACHE_DIR"] { return explicit.isEmpty ? nil : URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return URL(fileURLWithPath: xdg).appendingPathComponent("sanad") }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache").appendingPathComponent("sanad")
    }

    private static func count(_ change: (inout Counts) -> Void) {
        state.lock.lock()
        change(&state.counts)
        state.lock.unlock()
    }

    /// The text of kind `kind` read from a file whose SHA-256 is `digest`: read from its entry
    /// through `decode` when there is one that can be trusted; else `parse`d, and stored (through
    /// `encode`) when it parses.
    static func text<Text, Failure: Error>(
        _ kind: Kind, digest: String, decode: (inout ArchiveReader) -> Text?, encode: (Text, inout ArchiveWriter) -> Void,
        parse: () -> Result<Text, Failure>
    ) -> Result<Text, Failure> {
        text(kind, digest: digest, in: folder, decode: decode, encode: encode, parse: parse)
    }

    /// `text(_:digest:decode:encode:parse:)` with the entries in `folder` (nil: the cache off).
    static func text<Text, Failure: Error>(
        _ kind: Kind, digest: String, in folder: URL?, decode: (inout ArchiveReader) -> Text?, encode: (Text, inout ArchiveWriter) -> Void,
        parse: () -> Result<Text, Failure>
    ) -> Result<Text, Failure> {
        guard let folder else { return parse() }
        let url = entryURL(kind, digest: digest, in: folder)
        if let data = FileManager.default.contents(atPath: url.path) {
            if let text = decodeEntry(data, digest: digest, decode) {
                count { $0.hits += 1 }
                // The most recently used entries are the ones kept.
                try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
                return .success(text)
            }
            count { $0.refused += 1 }
        }
        let parsed = parse()
        if case .success(let text) = parsed {
            var writer = ArchiveWriter()
            encode(text, &writer)
            if store(entry(writer.bytes, digest: digest), at: url, in: folder) { count { $0.stores += 1 } }
            prune(kind, in: folder)
        }
        return parsed
    }

    static func entryURL(_ kind: Kind, digest: String, in folder: URL) -> URL {
        folder.appendingPathComponent("\(kind.rawValue)-\(digest).entry")
    }

    /// The header line names the layout, the tool, the source file's digest and the body's.
    static func headerLine(digest: String, body: Data) -> String {
        "\(header) \(formatVersion) \(SHA256Hex.of(Data(SanadToolIdentity.current.utf8))) \(digest) \(SHA256Hex.of(body))\n"
    }

    /// An entry's bytes: the header line, then the body.
    static func entry(_ body: [UInt8], digest: String) -> Data {
        let body = Data(body)
        return Data(headerLine(digest: digest, body: body).utf8) + body
    }

    /// The text in an entry's bytes, or nil unless its header is this layout's, this tool's and
    /// this file's, the body has the digest the header names, and `decode` reads all of it.
    static func decodeEntry<Text>(_ data: Data, digest: String, _ decode: (inout ArchiveReader) -> Text?) -> Text? {
        guard let newline = data.prefix(512).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let body = data[(newline + 1)...]
        guard String(decoding: data[data.startIndex...newline], as: UTF8.self) == headerLine(digest: digest, body: body) else { return nil }
        return body.withUnsafeBytes { bytes in
            var reader = ArchiveReader(bytes)
            guard let text = decode(&reader), reader.isAtEnd else { return nil }
            return text
        }
    }

    /// Writes an entry atomically; false when it could not be written.
    private static func store(_ data: Data, at url: URL, in folder: URL) -> Bool {
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        return true
    }

    /// Keeps the most recently used entries of a kind, and removes temporary files that a process
    /// killed mid-write left more than an hour ago.
    static func prune(_ kind: Kind, in folder: URL) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
        var entries: [(path: String, modified: Date)] = []
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let modified = (try? fileManager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            if name.hasPrefix("."), name.hasSuffix(".tmp") {
                if modified < Date().addingTimeInterval(-3600) { try? fileManager.removeItem(atPath: path) }
            } else if name.hasPrefix(kind.rawValue + "-"), name.hasSuffix(".entry") {
                entries.append((path, modified))
            }
        }
        for old in entries.sorted(by: { $0.modified > $1.modified }).dropFirst(keptEntries) {
            try? fileManager.removeItem(atPath: old.path)
        }
    }
}
