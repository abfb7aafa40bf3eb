import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SanadBundleFormat
import SanadCitations

/// The reference texts (Tanzil, hadith) as Sanad reads them, kept on disk between processes: a
/// Qur'an text parsed and indexed, a hadith file's records numbered, each stored under the
/// SHA-256 of the file it was read from, so that a project's every lint, build and editor start
/// does not parse and index the same texts again (on the sample, two thirds of a lint's CPU).
///
/// Off unless the process turns it on (`configure(folder:)`): the `sanad` command line does, in
/// `$SANAD_CACHE_DIR`, else `$XDG_CACHE_HOME/sanad`, else `~/.cache/sanad` (`defaultFolder`);
/// `SANAD_CACHE_DIR=` (empty) and `sanad build --no-cache` turn it off; another process (the
/// tests, a library user) never writes to a user's cache by accident.
///
/// What keeps it from serving a stale or damaged text:
/// - An entry is named by its kind, the SHA-256 of the file it was read from and the tool that
///   wrote it; that digest is the file's (hashed, or remembered by the file's unchanged status:
///   `rememberedDigest`) and is checked against `sanad.yaml`'s `sha256` on every load before the
///   cache is looked at, so an edited text is another entry.
/// - Its header names the cache layout, the tool (`SanadToolIdentity`, taken as `sanad` starts:
///   a rebuilt `sanad` reads nothing an older one wrote; with the executable unknown the cache is
///   not used) and the SHA-256 of the rest. A truncated, corrupted or foreign entry fails these
///   checks and is replaced; one that passes them is still read by bounds-checked readers that
///   check every invariant the searches rely on, and a Qur'an text must be complete.
/// - The folder and its entries must be the user's own and writable by no one else (made so
///   when created): otherwise nothing is read from or written to it. A `--release` build does
///   not use the cache at all.
/// - It does not name the system libraries (libxml2 reads the Tanzil XML): a change in them that
///   changed what the same file parses to would not be seen.
/// - Entries are written to a unique temporary file and renamed into place: concurrent processes
///   and a process killed mid-write never leave half an entry.
/// - A failure to read or write the cache never fails a command; the texts are parsed instead.
package enum ReferenceTextCache {
    /// The layout version; a change makes every older entry foreign.
    static let formatVersion = 1
    /// The first word of every entry.
    static let header = "sanad-reference-texts"
    /// How many entries of each kind are kept (the most recently used): enough for a few
    /// projects' editions and two builds of Sanad side by side.
    static let keptEntries = 8
    /// Entries not used for this long are removed.
    static let unusedLifetime: TimeInterval = 30 * 24 * 3600

    /// What an entry holds.
    package enum Kind: String, CaseIterable, Sendable {
        /// A Tanzil text and its index.
        case quran
        /// A hadith file's records.
        case hadith
        /// A reference text file's SHA-256, by the file's path and status (`rememberedDigest`).
        case digest
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
        /// Reference text files (each counted once) not read at all: an earlier process hashed
        /// them in the status they still have.
        package var digestsRemembered = 0
    }

    private static let state = State()

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var folder: URL?
        var counts = Counts()
        /// The paths whose digests this process took from the cache, and those it hashed itself.
        var rememberedPaths = Set<String>(), hashedPaths = Set<String>()
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

    /// `text(_:digest:decode:encode:parse:)` with the entries in `folder` (nil: the cache off),
    /// written by the tool `tool` (a test stands in another build of Sanad).
    static func text<Text, Failure: Error>(
        _ kind: Kind, digest: String, in folder: URL?, tool: String = SanadToolIdentity.current, decode: (inout ArchiveReader) -> Text?,
        encode: (Text, inout ArchiveWriter) -> Void, parse: () -> Result<Text, Failure>
    ) -> Result<Text, Failure> {
        guard let folder, tool != SanadToolIdentity.unknown, isPrivate(folder.path, folder: true) != false else { return parse() }
        let url = entryURL(kind, digest: digest, tool: tool, in: folder)
        if isPrivate(url.path, folder: false) == true, let data = FileManager.default.contents(atPath: url.path) {
            if let text = decodeEntry(data, digest: digest, tool: tool, decode) {
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
            if store(entry(writer.bytes, digest: digest, tool: tool), at: url, in: folder) { count { $0.stores += 1 } }
            prune(kind, in: folder)
        }
        return parsed
    }

    /// The SHA-256 an earlier process hashed the file at `path` to, when the file still has the
    /// status it had then: the same device, inode, size, and modification and change times to
    /// the nanosecond. Any write changes the change time, which no program can set back, so a
    /// file is read and hashed again after any change; and the status was recorded only when it
    /// had settled before the bytes were read (`isSettled`), for a path with no link in it. The
    /// hour stands for `FileDigests`' evidence of the file system's clock, which one short run
    /// seldom has. The digest is still compared
    /// with `sanad.yaml`'s `sha256`, and the text then comes from the entry for that digest. Nil
    /// when the cache is off or holds no such status for the path.
    static func rememberedDigest(of path: String, status: CompilationEngine.FileStatus, in folder: URL? = folder,
                                 tool: String = SanadToolIdentity.current) -> String? {
        guard let folder, tool != SanadToolIdentity.unknown, isPrivate(folder.path, folder: true) == true else { return nil }
        let key = SHA256Hex.of(Data(path.utf8)), url = entryURL(.digest, digest: key, tool: tool, in: folder)
        guard isPrivate(url.path, folder: false) == true, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let remembered = decodeEntry(data, digest: key, tool: tool) { reader -> String? in
            guard let strings = reader.strings(), strings.count == 2, strings[0] == path, let fields = reader.uint64s(),
                  fields == Self.fields(of: status), strings[1].count == 64, strings[1].allSatisfy(\.isHexDigit) else { return nil }
            return strings[1]
        }
        guard let remembered else { return nil }
        state.lock.lock()
        if !state.hashedPaths.contains(path), state.rememberedPaths.insert(path).inserted { state.counts.digestsRemembered += 1 }
        state.lock.unlock()
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return remembered
    }

    /// How long before it was read, by this machine's clock, a file must have last changed for its
    /// digest to be remembered between processes: an hour, far beyond any clock skew between this
    /// machine and a file server, so that a write in the same tick as the read (which could leave
    /// the status as it was) is never taken for an unchanged file. A reference text is downloaded
    /// once and pinned by its SHA-256; for its first hour it is hashed on every run.
    package static let settleMargin: Double = 3600

    /// Whether a file's status may be remembered with its digest: it last changed `margin`
    /// seconds before the status was taken (`settleMargin`; a test passes another).
    static func isSettled(_ status: CompilationEngine.FileStatus, margin: Double = settleMargin) -> Bool { status.changedAt + margin <= status.takenAt }

    /// Remembers that the file at `path`, in `status` (settled: `isSettled`), hashed to
    /// `digest`, for `rememberedDigest`.
    static func rememberDigest(_ digest: String, of path: String, status: CompilationEngine.FileStatus, in folder: URL? = folder,
                               tool: String = SanadToolIdentity.current) {
        guard let folder, tool != SanadToolIdentity.unknown, isPrivate(folder.path, folder: true) != false else { return }
        let key = SHA256Hex.of(Data(path.utf8))
        state.lock.lock()
        state.hashedPaths.insert(path)
        state.lock.unlock()
        var writer = ArchiveWriter()
        writer.strings([path, digest])
        writer.uint64s(fields(of: status))
        _ = store(entry(writer.bytes, digest: key, tool: tool), at: entryURL(.digest, digest: key, tool: tool, in: folder), in: folder)
        prune(.digest, in: folder)
    }

    /// The parts of a status that say it is the same file, unchanged.
    private static func fields(of status: CompilationEngine.FileStatus) -> [UInt64] {
        [UInt64(bitPattern: status.size), UInt64(bitPattern: status.stamp.modifiedSeconds), UInt64(bitPattern: status.stamp.modifiedNanoseconds),
         UInt64(bitPattern: status.stamp.changedSeconds), UInt64(bitPattern: status.stamp.changedNanoseconds), status.device, status.inode]
    }

    /// An entry's file: its kind, the source file's SHA-256 and the start of the tool's, so that
    /// two builds of Sanad sharing the folder (a release and a debug build) keep an entry each
    /// instead of replacing each other's.
    static func entryURL(_ kind: Kind, digest: String, tool: String = SanadToolIdentity.current, in folder: URL) -> URL {
        folder.appendingPathComponent("\(kind.rawValue)-\(digest)-\(SHA256Hex.of(Data(tool.utf8)).prefix(12)).entry")
    }

    /// The header line names the layout, the tool, the source file's digest and the body's.
    static func headerLine(digest: String, tool: String, body: Data) -> String {
        "\(header) \(formatVersion) \(SHA256Hex.of(Data(tool.utf8))) \(digest) \(SHA256Hex.of(body))\n"
    }

    /// An entry's bytes: the header line, then the body.
    static func entry(_ body: [UInt8], digest: String, tool: String = SanadToolIdentity.current) -> Data {
        let body = Data(body)
        return Data(headerLine(digest: digest, tool: tool, body: body).utf8) + body
    }

    /// The text in an entry's bytes, or nil unless its header is this layout's, this tool's and
    /// this file's, the body has the digest the header names, and `decode` reads all of it.
    static func decodeEntry<Text>(_ data: Data, digest: String, tool: String = SanadToolIdentity.current, _ decode: (inout ArchiveReader) -> Text?) -> Text? {
        guard let newline = data.prefix(512).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let body = data[(newline + 1)...]
        guard String(decoding: data[data.startIndex...newline], as: UTF8.self) == headerLine(digest: digest, tool: tool, body: body) else { return nil }
        return body.withUnsafeBytes { bytes in
            var reader = ArchiveReader(bytes)
            guard let text = decode(&reader), reader.isAtEnd else { return nil }
            return text
        }
    }

    /// Whether a file or folder is this user's alone: owned by the effective user, not a link,
    /// and writable by no one else (whoever can write an entry decides the text quotations are
    /// verified against). Nil when it does not exist.
    static func isPrivate(_ path: String, folder: Bool) -> Bool? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? nil : false }
        let type = info.st_mode & S_IFMT
        return type == (folder ? S_IFDIR : S_IFREG) && info.st_uid == geteuid() && info.st_mode & (S_IWGRP | S_IWOTH) == 0
    }

    /// Writes an entry atomically, readable and writable by this user alone, in a folder made
    /// private when it is made; false when it could not be written.
    private static func store(_ data: Data, at url: URL, in folder: URL) -> Bool {
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            guard isPrivate(folder.path, folder: true) == true else { return false }
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600]) else { return false }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
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

    /// Keeps the most recently used entries of a kind (none unused for `unusedLifetime`), and
    /// removes temporary files that a process killed mid-write left more than an hour ago.
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
        let sorted = entries.sorted(by: { $0.modified > $1.modified })
        // A digest is small, one per file and build of Sanad: more are kept.
        let kept = kind == .digest ? 4 * keptEntries : keptEntries
        for (rank, entry) in sorted.enumerated() where rank >= kept || entry.modified < Date().addingTimeInterval(-unusedLifetime) {
            try? fileManager.removeItem(atPath: entry.path)
        }
    }
}
