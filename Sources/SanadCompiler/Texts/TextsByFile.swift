import Foundation
import SanadDiagnostics

/// Each file's learner texts, looked up by the file: the table is made the first time a text is
/// asked for (only a stale approval's checks ask, and most runs of the resident engine check no
/// stale approval). Every access to `table` holds `lock`.
final class TextsByFile: @unchecked Sendable {
    private let sources: [SourceSummary]
    private let lock = NSLock()
    private var table: [ObjectIdentifier: [LearnerText]]?

    init(_ sources: [SourceSummary]) { self.sources = sources }

    /// The texts of `file`'s first summary, or none.
    func texts(of file: SourceFile) -> [LearnerText] {
        lock.lock()
        defer { lock.unlock() }
        if table == nil {
            table = Dictionary(sources.map { (ObjectIdentifier($0.file), $0.texts) }, uniquingKeysWith: { first, _ in first })
        }
        return table?[ObjectIdentifier(file)] ?? []
    }
}
