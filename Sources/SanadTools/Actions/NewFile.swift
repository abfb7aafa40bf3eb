import Foundation
import SanadCompiler

/// A file that must be new: created with `O_EXCL` (an existing file, or one that appears
/// meanwhile, is never replaced), written whole and synced. Its mode is `mode` as the umask
/// reduces it, or with `exactMode` exactly `mode` (a secret's 0600); never wider at any moment.
enum NewFile {
    static func create(_ path: String, _ data: Data, mode: mode_t = 0o644, exactMode: Bool = false) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(path, .fileWriteFileExists) }
        defer { close(descriptor) }
        if exactMode { fchmod(descriptor, mode) }
        let complete = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard complete, fsync(descriptor) == 0 else { throw failure(path, .fileWriteUnknown) }
    }

    private static func failure(_ path: String, _ code: CocoaError.Code) -> CocoaError {
        CocoaError(code, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
}
