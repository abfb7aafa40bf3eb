import Foundation
import SanadDiagnostics
import SanadSource

/// Writes an approval into a lesson's or a category's file by the smallest text edit: only the
/// value of `review:` is replaced (a category without one gets a `review:` line at its end);
/// every other byte of the file stays as it was.
public enum ReviewEditor {
    public struct EditError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The lesson file's new text with `review:` set to the approval.
    public static func approve(_ lesson: LessonModel, reviewer: String, date: String, root: String) throws -> [UInt8] {
        guard let member = lesson.node.member("review") else {
            throw EditError(description: "\(lesson.file.path) has no 'review:' to update; add 'review: { status: in-review }' first")
        }
        return replace(member.value.range, in: lesson.file, with: approval(reviewer, date, ReviewFingerprint.compute(lesson, root: root)))
    }

    /// The category file's new text with `review:` set to the approval.
    public static func approve(_ category: CategoryModel, reviewer: String, date: String, root: String) throws -> [UInt8] {
        let value = approval(reviewer, date, ReviewFingerprint.compute(category, root: root))
        if let member = category.node.member("review") { return replace(member.value.range, in: category.file, with: value) }
        let bytes = category.file.bytes
        let lineBreak = bytes.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
        let separator = bytes.last.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? true ? "" : lineBreak
        return bytes + Array((separator + "review: " + value + lineBreak).utf8)
    }

    static func approval(_ reviewer: String, _ date: String, _ fingerprint: String) -> String {
        "{ status: approved, reviewer: \(reviewer), date: \(date), fingerprint: \(fingerprint) }"
    }

    static func replace(_ range: SourceRange, in file: SourceFile, with replacement: String) -> [UInt8] {
        var range = range
        // A block mapping's range ends at the start of the next line; keep that line break.
        var suffix = ""
        if range.end > range.start, file.bytes[range.end - 1] == UInt8(ascii: "\n") {
            suffix = file.bytes[max(range.end - 2, range.start)] == UInt8(ascii: "\r") ? "\r\n" : "\n"
            range = SourceRange(file: file, start: range.start, end: range.end - suffix.utf8.count)
        }
        return Array(file.bytes[..<range.start]) + Array((replacement + suffix).utf8) + Array(file.bytes[(range.end + suffix.utf8.count)...])
    }
}
