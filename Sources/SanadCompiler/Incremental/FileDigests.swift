import Foundation
import SanadSource

/// The SHA-256 of files read whole (the Qur'an and hadith texts, the media a review fingerprint
/// covers), remembered for the life of the process by the file's status, so that a long-running
/// process (the language server, `sanad watch`) does not read and hash megabytes on every
/// keystroke.
///
/// A digest is remembered only when the file's `lstat` status was the same before and after
/// the bytes were read and its change time was at least `margin` seconds before the read began,
/// by this machine's clock and by the file system's own (the newest change time seen on that
/// device, from every status this type or `CompilationEngine` looks at: the file system's clock
/// had reached it), as `CompilationEngine` applies git's "racily clean" rule: any later write
/// then gives another status, whatever the time stamp granularity or a file server's clock
/// skew. It is given back only while the status is the same and the path has no link in it (a
/// link may be retargeted without any status of the path changing). Every access to `known`
/// and `newestChange` holds `lock`.
final class FileDigests: @unchecked Sendable {
    /// The digests of this process.
    static let shared = FileDigests()

    /// How long, in seconds, before a read a file must have last changed for its digest to be
    /// remembered.
    let margin: Double

    private let lock = NSLock()
    private var known: [String: (status: CompilationEngine.FileStatus, digest: String)] = [:]
    /// The newest change time seen on each device.
    private var newestChange: [UInt64: Double] = [:]

    init(margin: Double = 2) { self.margin = margin }

    /// The status of the file at `path`, taken before reading it (and seen: `observe`).
    func status(_ path: String) -> CompilationEngine.FileStatus? {
        let status = CompilationEngine.FileStatus.of(path)
        if let status { observe(status) }
        return status
    }

    /// Notes a status's change time: the file system's clock had reached it.
    func observe(_ status: CompilationEngine.FileStatus) {
        lock.lock()
        newestChange[status.device] = max(newestChange[status.device] ?? 0, status.changedAt)
        lock.unlock()
    }

    /// The time the file system holding a file with `status` had surely reached: the newest
    /// change time seen on its device, and no later than the status was taken.
    func fileSystemNow(_ status: CompilationEngine.FileStatus) -> Double {
        lock.lock()
        defer { lock.unlock() }
        return min(status.takenAt, newestChange[status.device] ?? 0)
    }

    /// The remembered digest of the file at `path`, if its status is still the one it had when
    /// it was read.
    func remembered(_ path: String) -> String? {
        lock.lock()
        let entry = known[path]
        lock.unlock()
        guard let entry, let now = status(path), now.sameFile(as: entry.status), ContentFile.realPath(path) == path else { return nil }
        return entry.digest
    }

    /// Records the digest of the bytes read from `path` between the statuses `before` and
    /// `after`, when they stand for those bytes; forgets the path otherwise.
    func remember(_ path: String, digest: String, before: CompilationEngine.FileStatus?, after: CompilationEngine.FileStatus?) {
        let settled = before.flatMap { before in
            after.map { $0.sameFile(as: before) } == true && before.isSettled(margin: margin, fileSystemNow: fileSystemNow(before)) ? before : nil
        }
        lock.lock()
        known[path] = settled.map { ($0, digest) }
        lock.unlock()
    }
}
