import Foundation
import SanadDiagnostics
import SanadSource

/// Writes a lesson's approval into its file by the smallest text edit: only the value of
/// `review:` in the front matter is replaced; every other byte of the file stays as it was.
public enum ReviewEditor {
    public struct EditError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The file's new text with `review:` set to the approval.
    public static func approve(_ lesson: LessonModel, reviewer: String, date: String) throws -> [UInt8] {
        guard let member = lesson.node.member("review") else {
            throw EditError(description: "\(lesson.file.path) has no 'review:' to update; add 'review: { status: in-review }' first")
        }
        let fingerprint = LessonFingerprint.compute(lesson)
        let file = lesson.file
        var range = member.value.range
        // A block mapping's range ends at the start of the next line; keep that line break.
        var suffix = ""
        if range.end > range.start, file.bytes[range.end - 1] == UInt8(ascii: "\n") {
            suffix = file.bytes[max(range.end - 2, range.start)] == UInt8(ascii: "\r") ? "\r\n" : "\n"
            range = SourceRange(file: file, start: range.start, end: range.end - suffix.utf8.count)
        }
        let replacement = "{ status: approved, reviewer: \(reviewer), date: \(date), fingerprint: \(fingerprint) }" + suffix
        return Array(file.bytes[..<range.start]) + Array(replacement.utf8) + Array(file.bytes[(range.end + suffix.utf8.count)...])
    }
}
