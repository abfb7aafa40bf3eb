import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SanadBundleFormat

/// One content folder's lowered-file cache entries on disk (`LoweredFileCache`), in pack files: a
/// run writes what it lowered as one new pack, so that a build of 10,000 lessons makes one file,
/// not 10,000, and reads each entry by its place without reading the rest.
///
/// A pack: the line `sanad-lowered-files 1`, the entries' bodies one after another, their index
/// (each entry's key, place, length and SHA-256), and a trailer (the index's place, its entry
/// count and SHA-256, and the word `SLFPACK1`). A pack is written to a temporary file and renamed
/// into place, so one killed mid-write is never seen; an index or a body whose SHA-256 is not the
/// one recorded is not used. Packs are merged, after a run that looked up every file, when there
/// are more than `mergeAbove` (beside a large pack still mostly in use, which is left alone) or
/// they hold mostly entries no file has any more; a pack another process wrote since they were
/// listed is left alone.
struct LoweredFilePacks {
    /// Where an entry is: its pack, place and length, and the SHA-256 its body must have.
    struct Location {
        var pack: String
        var offset: UInt64
        var length: UInt32
        var sha256: Digest256
    }

    static let header = Array("sanad-lowered-files 1\n".utf8)
    static let magic = Array("SLFPACK1".utf8)
    /// The trailer: the index's place (8 bytes), its count (4), its SHA-256 (32), the magic (8).
    static let trailerSize = 8 + 4 + 32 + 8
    /// An index entry: the key (64 hexadecimal digits), place (8), length (4), SHA-256 (32).
    static let indexEntrySize = 64 + 8 + 4 + 32
    /// More packs than this are merged.
    static let mergeAbove = 8

    /// The content folder's own folder in the cache.
    let folder: URL

    /// The names of the packs in the folder.
    func packNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".pack") && !$0.hasPrefix(".") }.sorted()
    }

    /// Every trusted pack's index, merged (an entry in two packs: either, as they hold the same).
    func readIndexes() -> [Digest256: Location] {
        guard ReferenceTextCache.isPrivate(folder.path, folder: true) == true else { return [:] }
        var index: [Digest256: Location] = [:]
        for name in packNames() {
            guard let entries = readIndex(name) else { continue }
            for (key, location) in entries { index[key] = location }
        }
        return index
    }

    private func readIndex(_ name: String) -> [(Digest256, Location)]? {
        guard let file = PrivateFile(folder.appendingPathComponent(name).path), file.size >= Self.header.count + Self.trailerSize,
              let trailer = file.read(at: UInt64(file.size - Self.trailerSize), count: Self.trailerSize),
              Array(trailer[44..<52]) == Self.magic else { return nil }
        let indexOffset = Self.uint64(trailer, at: 0), count = Int(Self.uint32(trailer, at: 8))
        guard indexOffset >= UInt64(Self.header.count), indexOffset <= UInt64(file.size), count <= file.size / Self.indexEntrySize,
              indexOffset + UInt64(count * Self.indexEntrySize) == UInt64(file.size - Self.trailerSize),
              let bytes = file.read(at: indexOffset, count: count * Self.indexEntrySize), Array(SHA256.hash(data: bytes)) == Array(trailer[12..<44]) else {
            return nil
        }
        var entries: [(Digest256, Location)] = []
        entries.reserveCapacity(count)
        for entry in 0..<count {
            let base = entry * Self.indexEntrySize
            guard let key = Digest256(hex: bytes[base..<base + 64]), let sha256 = Digest256(bytes[base + 76..<base + 108]) else { return nil }
            let location = Location(pack: name, offset: Self.uint64(bytes, at: base + 64), length: Self.uint32(bytes, at: base + 72), sha256: sha256)
            guard location.offset >= UInt64(Self.header.count), location.offset <= indexOffset,
                  UInt64(location.length) <= indexOffset - location.offset else { return nil }
            entries.append((key, location))
        }
        return entries
    }

    /// The body at `location`, when it has the SHA-256 the index records; `file` is its pack,
    /// when the caller has it open.
    func read(_ location: Location, in file: PrivateFile? = nil) -> [UInt8]? {
        guard let file = file ?? PrivateFile(folder.appendingPathComponent(location.pack).path),
              let body = file.read(at: location.offset, count: Int(location.length)),
              Digest256(SHA256.hash(data: body)) == location.sha256 else { return nil }
        return body
    }

    /// After a run that wrote `written` (a pack, or nil) and read the packs of `index`: with
    /// `keeping` (the keys a run that looked up every file used), when there are more than
    /// `mergeAbove` packs, or their entries are more than twice those kept, writes the kept
    /// entries as one pack and removes the others the run knew of.
    ///
    /// When it is the number of packs, not their unused entries, the largest pack is left as it
    /// is if at least half of its entries are kept, and the others are merged beside it: every
    /// edit writes a small pack, and the few entries they hold are not worth reading and writing
    /// the whole folder's again (at 10,000 lessons, 5 to 7% of the CPU of the build that
    /// merged). Entries no longer used then go when they outnumber those kept.
    func finish(written: (name: String, index: [Digest256: Location])?, index: [Digest256: Location], keeping: Set<Digest256>?) {
        var known = index
        for (key, location) in written?.index ?? [:] { known[key] = location }
        let names = Set(known.values.map(\.pack))
        guard let keeping, names.count > Self.mergeAbove || known.count > 2 * max(keeping.count, 1) else {
            if written == nil { touch() }
            return
        }
        var merging = names
        if known.count <= 2 * max(keeping.count, 1), let largest = Self.largestMostlyKept(known, keeping: keeping) { merging.remove(largest) }
        let merged = PackWriter(folder: folder)
        var wanted = 0, added = 0
        for key in keeping.sorted() {
            guard let location = known[key], merging.contains(location.pack) else { continue }
            wanted += 1
            guard let body = read(location) else { continue }
            merged.add(key: key, body: body)
            added += 1
        }
        // Packs holding no entry that is kept (or only entries kept in the pack left alone) go
        // without a new one; a merge that could read none of the entries it meant to keep (a pack
        // that could not be opened) removes nothing.
        guard wanted == 0 || (added > 0 && merged.commit() != nil) else { return }
        for name in merging { unlink(folder.appendingPathComponent(name).path) }
    }

    /// The pack holding the most entries of `known`, if at least half of them are kept.
    private static func largestMostlyKept(_ known: [Digest256: Location], keeping: Set<Digest256>) -> String? {
        var entries: [String: (all: Int, kept: Int)] = [:]
        for (key, location) in known {
            entries[location.pack, default: (0, 0)].all += 1
            if keeping.contains(key) { entries[location.pack, default: (0, 0)].kept += 1 }
        }
        guard let largest = entries.max(by: { ($0.value.all, $0.key) < ($1.value.all, $1.key) }), 2 * largest.value.kept >= largest.value.all else { return nil }
        return largest.key
    }

    /// A pack being written: bodies are written as they come (a run's are never all in memory),
    /// the index kept until `commit` writes it and renames the pack into place.
    final class PackWriter {
        let folder: URL
        private var descriptor: Int32 = -1
        private var temporary = ""
        private var buffer: [UInt8] = []
        private var offset: UInt64 = 0
        private var index: [UInt8] = []
        private var locations: [Digest256: Location] = [:]
        private var failed = false
        let name = "\(UUID().uuidString).pack"

        init(folder: URL) { self.folder = folder }

        deinit { if descriptor >= 0 { abandon() } }

        /// Adds an entry; a failure to write makes `commit` fail.
        func add(key: Digest256, body: [UInt8]) {
            guard !failed, body.count <= Int(UInt32.max) else { return }
            if descriptor < 0 {
                guard LoweredFilePacks.makeFolder(folder) else {
                    failed = true
                    return
                }
                temporary = folder.appendingPathComponent(".\(UUID().uuidString).tmp").path
                descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                guard descriptor >= 0 else {
                    failed = true
                    return
                }
                buffer = LoweredFilePacks.header
                offset = UInt64(buffer.count)
            }
            let sha256 = Digest256(SHA256.hash(data: body))
            index += key.hexBytes
            LoweredFilePacks.append(offset, to: &index)
            LoweredFilePacks.append(UInt32(body.count), to: &index)
            index += sha256.bytes
            locations[key] = Location(pack: name, offset: offset, length: UInt32(body.count), sha256: sha256)
            buffer += body
            offset += UInt64(body.count)
            if buffer.count >= 1 << 20 { flush() }
        }

        private func flush() {
            guard !failed, descriptor >= 0 else { return }
            if !LoweredFilePacks.writeAll(buffer, to: descriptor) { failed = true }
            buffer.removeAll(keepingCapacity: true)
        }

        /// Writes the index and trailer and renames the pack into place: its name and entries, or
        /// nil when nothing was added or it could not be written.
        func commit() -> (name: String, index: [Digest256: Location])? {
            guard descriptor >= 0, !failed else {
                if descriptor >= 0 { abandon() }
                return nil
            }
            let indexOffset = offset
            buffer += index
            LoweredFilePacks.append(indexOffset, to: &buffer)
            LoweredFilePacks.append(UInt32(index.count / LoweredFilePacks.indexEntrySize), to: &buffer)
            buffer += Array(SHA256.hash(data: index))
            buffer += LoweredFilePacks.magic
            flush()
            close(descriptor)
            descriptor = -1
            guard !failed, rename(temporary, folder.appendingPathComponent(name).path) == 0 else {
                unlink(temporary)
                return nil
            }
            return (name, locations)
        }

        private func abandon() {
            close(descriptor)
            descriptor = -1
            unlink(temporary)
        }
    }

    /// Marks the folder used now (its time is what pruning goes by), at most once an hour.
    func touch() {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return }
        #if canImport(Darwin)
        let modified = TimeInterval(info.st_mtimespec.tv_sec)
        #else
        let modified = TimeInterval(info.st_mtim.tv_sec)
        #endif
        if modified < Date().timeIntervalSince1970 - 3600 { utime(folder.path, nil) }
    }

    /// When the folder was last used (its own time or its newest file's) and its size in bytes.
    func usage() -> (used: TimeInterval, size: Int) {
        var used: TimeInterval = 0, size = 0
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for path in [folder.path] + names.map({ folder.appendingPathComponent($0).path }) {
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            #if canImport(Darwin)
            used = max(used, TimeInterval(info.st_mtimespec.tv_sec))
            #else
            used = max(used, TimeInterval(info.st_mtim.tv_sec))
            #endif
            size += Int(info.st_size)
        }
        return (used, size)
    }

    /// Removes the folder and its packs.
    func removeAll() { try? FileManager.default.removeItem(at: folder) }

    /// Removes temporary files a process killed mid-write left more than an hour ago.
    func removeLeftovers(now: Date = Date()) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            #if canImport(Darwin)
            let modified = TimeInterval(info.st_mtimespec.tv_sec)
            #else
            let modified = TimeInterval(info.st_mtim.tv_sec)
            #endif
            if modified < now.timeIntervalSince1970 - 3600 { unlink(path) }
        }
    }

    // MARK: Bytes

    static func append<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private static func uint64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    /// A regular file owned by this user and writable by no one else, opened not through a link.
    final class PrivateFile: @unchecked Sendable {
        let descriptor: Int32
        let size: Int

        init?(_ path: String) {
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
                  info.st_mode & (S_IWGRP | S_IWOTH) == 0, info.st_size >= 0 else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            size = Int(info.st_size)
        }

        deinit { close(descriptor) }

        /// `count` bytes at `offset` (`pread`: safe from several threads at once); nil when the file ends before them.
        func read(at offset: UInt64, count: Int) -> [UInt8]? {
            guard count >= 0, offset <= UInt64(size), UInt64(count) <= UInt64(size) - offset else { return nil }
            var failed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                while initialized < count {
                    let read = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset) + off_t(initialized))
                    if read < 0, errno == EINTR { continue }
                    guard read > 0 else {
                        failed = true
                        return
                    }
                    initialized += read
                }
            }
            return failed ? nil : bytes
        }
    }

    /// Makes `folder` when missing, private; whether it is this user's alone.
    static func makeFolder(_ folder: URL) -> Bool {
        if ReferenceTextCache.isPrivate(folder.path, folder: true) == nil {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        return ReferenceTextCache.isPrivate(folder.path, folder: true) == true
    }

    /// Writes all of `bytes` to `descriptor`; false on a failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer -> Bool in
            var written = 0
            while written < buffer.count {
                #if canImport(Glibc)
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #else
                let count = Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #endif
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }

    /// Writes `bytes` to `path` through a unique temporary file renamed into place, readable and
    /// writable by this user alone, in `folder` (made, private, when missing); false when it could
    /// not be written.
    static func writePrivateFile(_ bytes: [UInt8], at path: String, in folder: URL) -> Bool {
        guard makeFolder(folder) else { return false }
        let temporary = folder.appendingPathComponent(".\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        let complete = writeAll(bytes, to: descriptor)
        close(descriptor)
        guard complete, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
