import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Sanad opens a source or media file of a content folder: only a regular file whose
/// real path (symbolic links resolved) lies inside the folder is read. A link out of the folder
/// (to `/proc/self/environ`, say), a named pipe, a device or a folder is refused before a byte
/// is read, and opening never blocks: the file is opened non-blocking and checked with `fstat`
/// on the open descriptor, so it cannot be swapped between the check and the read.
public enum ContentFile {
    /// Why a file is not read.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case missing
        /// It resolves to a place outside the content folder.
        case outside
        /// Not a regular file: the kind it is ("a named pipe", "a folder", …).
        case notRegular(String)
        /// Larger than the limit.
        case tooLarge(limit: Int)
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing: return "there is no such file"
            case .outside: return "it leads outside the content folder, which Sanad never reads"
            case .notRegular(let kind): return "it is \(kind), not a regular file"
            case .tooLarge(let limit): return "it is larger than \(limit) bytes"
            case .unreadable(let reason): return "it cannot be read: \(reason)"
            }
        }
    }

    /// The real path of a folder, for `read(_:inside:limit:)`.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads the file at `path` if it is a regular file inside the folder whose real path is
    /// `root` (nil: anywhere, for files the project names explicitly): the whole file, refused
    /// when larger than `limit`, or with `prefixOnly` its first `limit` bytes. `opened` is given
    /// the status (`fstat`) of the file that is read, before it is read.
    public static func read(_ path: String, inside root: String?, limit: Int, prefixOnly: Bool = false,
                            opened observe: ((stat) -> Void)? = nil) -> Result<[UInt8], Refusal> {
        let opened = open(path, inside: root, observe)
        guard case .success(let (descriptor, size)) = opened else { return opened.map { _ in [] } }
        defer { close(descriptor) }
        if size > limit, !prefixOnly { return .failure(.tooLarge(limit: limit)) }
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + (prefixOnly ? 0 : 1))
        var count = 0
        let capacity = bytes.count
        while count < capacity {
            let read = bytes.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress! + count, capacity - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
            if read == 0 { break }
            count += read
        }
        if count > limit, !prefixOnly { return .failure(.tooLarge(limit: limit)) }
        return .success(Array(bytes[..<count]))
    }

    /// Passes the whole file to `body` in chunks (for hashing a media file of any size).
    public static func stream(_ path: String, inside root: String?, _ body: (UnsafeRawBufferPointer) -> Void) -> Result<Void, Refusal> {
        let opened = open(path, inside: root)
        guard case .success(let (descriptor, _)) = opened else { return opened.map { _ in () } }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let capacity = buffer.count
        while true {
            let read = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress!, capacity) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
            if read == 0 { return .success(()) }
            buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<read])) }
        }
    }

    /// Opens a regular file inside `root`, non-blocking, checked on the open descriptor: the
    /// descriptor (the caller closes it) and the file's size.
    static func open(_ path: String, inside root: String?, _ observe: ((stat) -> Void)? = nil) -> Result<(Int32, Int), Refusal> {
        guard let real = realPath(path) else { return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno)))) }
        if let root, !(real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")) { return .failure(.outside) }
        let descriptor = openFile(real, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return .failure(.unreadable(String(cString: strerror(errno))))
        }
        let refusal: Refusal?
        switch info.st_mode & S_IFMT {
        case S_IFREG: refusal = nil
        case S_IFIFO: refusal = .notRegular("a named pipe")
        case S_IFDIR: refusal = .notRegular("a folder")
        case S_IFCHR, S_IFBLK: refusal = .notRegular("a device")
        case S_IFSOCK: refusal = .notRegular("a socket")
        default: refusal = .notRegular("not a file")
        }
        if let refusal {
            close(descriptor)
            return .failure(refusal)
        }
        observe?(info)
        return .success((descriptor, Int(info.st_size)))
    }

    private static func openFile(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
        return Glibc.open(path, flags)
        #else
        return Darwin.open(path, flags)
        #endif
    }

    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
