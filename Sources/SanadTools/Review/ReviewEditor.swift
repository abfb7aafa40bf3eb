import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource
import SanadCompiler

/// Writes an approval into the file of anything reviewed by the smallest text edit: only the
/// value of `review:` is replaced (a YAML file without one gets a `review:` line at its end);
/// every other byte of the file stays as it was.
public enum ReviewEditor {
    /// Why an approval cannot be written into a file: it is not readable YAML, or it has no
    /// `review:` that can be updated safely.
    public struct EditError: Error, CustomStringConvertible {
        /// What is wrong, naming the file and what to fix or add first.
        public var description: String
    }

    /// The item's file with `review:` set to the approval of its current content. A YAML file
    /// without `review:` gets the line at its end; a lesson must have one (its front matter ends
    /// where the body begins, which is no place to guess at).
    ///
    /// `sign` signs the approval of a fingerprint (`ApprovalSignature`). A reviewer approving
    /// content that another reviewer approved as it is now joins that approval as a co-approval
    /// (a board's quorum); otherwise the approval replaces the one recorded, keeping its
    /// co-approvals only while the content is the same.
    public static func approve(
        _ item: ReviewedItem, reviewer: String, date: String, root: String, texts: [LearnerText] = [],
        sign: ((_ fingerprint: String) throws -> String)? = nil
    ) throws -> [UInt8] {
        guard let node = tree(of: item.file, kind: item.kind) else {
            throw EditError(description: "\(item.file.path) cannot be read as YAML; fix it first")
        }
        let fingerprint = item.fingerprint(ReviewFingerprint.canonicalText(node), root)
        let signature = try sign?(fingerprint)
        let recorded = item.review
        let same = recorded.isApproved && recorded.fingerprint == fingerprint
        var coApprovals = same ? recorded.coApprovals.map { CoApproval(reviewer: $0.reviewer.value, date: $0.date ?? date, signature: $0.signature?.value) } : []
        coApprovals.removeAll { $0.reviewer == reviewer }
        let value: String
        if same, let first = recorded.reviewer?.value, first != reviewer, let firstDate = recorded.date {
            value = approval(first, firstDate, fingerprint, texts: texts, signature: recorded.signature?.value,
                             coApprovals: coApprovals + [CoApproval(reviewer: reviewer, date: date, signature: signature)])
        } else {
            value = approval(reviewer, date, fingerprint, texts: texts, signature: signature, coApprovals: coApprovals)
        }
        if let member = node.member("review") { return replace(valueRange(member.value), in: item.file, with: value) }
        guard !item.kind.isMarkdown else {
            throw EditError(description: "\(item.file.path) has no 'review:' to update; add 'review: { status: in-review }' first")
        }
        let bytes = item.file.bytes
        let text = item.file.text(in: node.range.start..<bytes.count)
        guard !text.hasPrefix("{"), !text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).contains(where: { $0.hasPrefix("...") || $0.hasPrefix("---") }) else {
            throw EditError(description: "\(item.file.path) is not a plain block mapping; add 'review: { status: in-review }' to it first")
        }
        let lineBreak = bytes.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
        let separator = bytes.last.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? true ? "" : lineBreak
        return bytes + Array((separator + "review: " + value + lineBreak).utf8)
    }

    /// The file's YAML tree (a lesson's front matter), read again: the model keeps no tree.
    static func tree(of file: SourceFile, kind: SourceKind) -> Node? {
        ParsedSource.parse(file, kind: kind, relativePath: file.path, validating: false).root
    }

    /// The approval, with the fingerprint of each of the file's texts (so that a later change is
    /// shown at its text), keys and fingerprints quoted (a key may look like a number, and so may
    /// a fingerprint).
    /// Another reviewer's approval of the same content, as written.
    struct CoApproval {
        var reviewer: String
        var date: String
        var signature: String?
    }

    static func approval(
        _ reviewer: String, _ date: String, _ fingerprint: String, texts: [LearnerText] = [], signature: String? = nil, coApprovals: [CoApproval] = []
    ) -> String {
        func quoted(_ text: String) -> String {
            var bytes: [UInt8] = []
            CanonicalJSON.writeString(text, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        let recorded = texts.isEmpty ? "" : ", texts: { " + texts.map { "\(quoted($0.key)): \(quoted($0.fingerprint))" }.joined(separator: ", ") + " }"
        let signed = signature.map { ", signature: \(quoted($0))" } ?? ""
        let others = coApprovals.isEmpty ? "" : ", co-approvals: [" + coApprovals.map { other in
            "{ reviewer: \(other.reviewer), date: \(other.date)" + (other.signature.map { ", signature: \(quoted($0))" } ?? "") + " }"
        }.joined(separator: ", ") + "]"
        return "{ status: approved, reviewer: \(reviewer), date: \(date), fingerprint: \(fingerprint)\(recorded)\(signed)\(others) }"
    }

    /// The bytes of a `review:` value to replace: a flow mapping or scalar as it stands; a block
    /// mapping up to the end of its last value, so the line breaks, blank lines and comments that
    /// libyaml counts into the mapping (up to the next key) stay where they are.
    static func valueRange(_ value: Node) -> SourceRange {
        guard let members = value.members, !members.isEmpty, value.range.file.bytes[value.range.start] != UInt8(ascii: "{") else { return value.range }
        let end = members.map { max($0.keyRange.end, $0.value.range.end) }.max() ?? value.range.end
        return SourceRange(file: value.range.file, start: value.range.start, end: min(end, value.range.end))
    }

    static func replace(_ range: SourceRange, in file: SourceFile, with replacement: String) -> [UInt8] {
        Array(file.bytes[..<range.start]) + Array(replacement.utf8) + Array(file.bytes[range.end...])
    }
}
