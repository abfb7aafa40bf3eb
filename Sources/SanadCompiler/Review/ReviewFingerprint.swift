import Crypto
import Foundation
import SanadBundleFormat
import SanadDiagnostics
import SanadSource

/// The fingerprint of what a reviewer judges in a lesson or a category, recorded when it is
/// approved.
///
/// Canonical form (version 2), hashed with SHA-256:
/// 1. the line `sanad-fingerprint-v2`;
/// 2. the front matter (a category: its whole file) without its `review` block, as canonical
///    JSON: object keys sorted by their UTF-8 bytes, no white space, strings with JSON escapes,
///    numbers as integers when integral (else as written), so comments, quoting style, flow or
///    block style and the order of keys do not matter — reordering keys changes no meaning;
/// 3. a line break, then the Markdown body with every line ending turned into `\n`, trailing
///    blank lines removed (a category has none: its overview is in its file);
/// 4. for each media file it names (narration, dhikr, images and audio in the body or overview,
///    and, from bundle format 2.19, its card's picture and animation: a lesson's `thumbnail`, a
///    category's `icon`), sorted by path without repeats, a line `\nmedia PATH SHA256` with the
///    SHA-256 of the file's bytes, or `missing` — so a new recording or image makes the approval
///    stale. An approval recorded before the card's files counted is stale and says so.
///
/// Version 1 had no media lines. An approval recorded with a version 1 fingerprint is stale, and
/// says so.
public enum ReviewFingerprint {
    /// The first line of the canonical form that fingerprints are computed with now (version 2, with media lines).
    public static let version = "sanad-fingerprint-v2"
    static let version1 = "sanad-fingerprint-v1"

    /// The fingerprint, as hexadecimal SHA-256, of a parsed front matter (or whole YAML file), a
    /// Markdown body and the media it names, each with its SHA-256 or nil when missing.
    public static func compute(frontMatter: Node, body: String, media: [(path: String, sha256: String?)] = [], version: String = version) -> String {
        compute(canonicalText: canonicalText(frontMatter), body: body, media: media, version: version)
    }

    /// Step 2: a front matter (or a whole YAML file) without its `review` block, as canonical
    /// JSON. Lowering keeps this text, not the tree.
    public static func canonicalText(_ frontMatter: Node) -> String {
        var withoutReview = frontMatter
        if case .object(let members) = frontMatter.value {
            withoutReview.value = .object(members.filter { $0.key != "review" })
        }
        var canonical: [UInt8] = []
        canonicalJSON(withoutReview, into: &canonical)
        return String(decoding: canonical, as: UTF8.self)
    }

    /// The fingerprint from the canonical text of the front matter, the body and the media.
    public static func compute(canonicalText: String, body: String, media: [(path: String, sha256: String?)] = [], version: String = version) -> String {
        var canonical = version + "\n" + canonicalText
        canonical += "\n" + normalizedBody(body)
        if version != version1 {
            for file in media.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
                canonical += "\nmedia \(file.path) \(file.sha256 ?? "missing")"
            }
        }
        return SHA256Hex.of(Data(canonical.utf8))
    }

    /// The fingerprint of a lesson's current sources (its front matter's canonical text) and
    /// media, read under `root`.
    public static func compute(_ lesson: LessonModel, canonicalText: String, root: String) -> String {
        compute(canonicalText: canonicalText, body: body(of: lesson), media: media(lesson.reviewedMediaPaths, root: root))
    }

    /// The fingerprint of a category's current file and the media its overview shows.
    public static func compute(_ category: CategoryModel, canonicalText: String, root: String) -> String {
        compute(canonicalText: canonicalText, body: "", media: media(category.reviewedMediaPaths, root: root))
    }

    /// Why `recorded` is not the lesson's fingerprint although nothing it covered changed: it is
    /// the version 1 fingerprint of its text (approved before media were part of it), or it leaves
    /// out the card's picture and animation (approved before they were part of it, with bundle
    /// format 2.19); nil when it is neither.
    static func earlier(_ recorded: String, of lesson: LessonModel, canonicalText: String, root: String) -> String? {
        if recorded == compute(canonicalText: canonicalText, body: body(of: lesson), version: version1) {
            return "the approval has a version 1 fingerprint, from before media were part of what a reviewer approves"
        }
        guard lesson.thumbnail != nil,
              recorded == compute(canonicalText: canonicalText, body: body(of: lesson), media: media(lesson.mediaPaths, root: root)) else { return nil }
        return Self.beforeCardArt
    }

    /// Why `recorded` is not the category's fingerprint although nothing it covered changed: it
    /// leaves out the icon's picture and animation; nil otherwise.
    static func earlier(_ recorded: String, of category: CategoryModel, canonicalText: String, root: String) -> String? {
        guard category.icon != nil, recorded == compute(canonicalText: canonicalText, body: "", media: media(category.mediaPaths, root: root)) else { return nil }
        return Self.beforeCardArt
    }

    static let beforeCardArt = "nothing the approval covered changed, but it was recorded before a card's picture and animation were part of what a reviewer approves: a reviewer approves them now"

    /// Each path with the SHA-256 of its file under `root` (nil when it cannot be read as a
    /// regular file inside the folder), hashed as a stream whatever its size.
    static func media(_ paths: [String], root: String) -> [(path: String, sha256: String?)] {
        let realRoot = ContentFile.realPath(root) ?? root
        return Set(paths).map { path in
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return (path, nil) }
            // A file unchanged since it was last hashed is not read again (`FileDigests`): the
            // language server fingerprints every approved lesson on each check.
            let full = realRoot + "/" + path
            if let digest = FileDigests.shared.remembered(full) { return (path, digest) }
            let before = FileDigests.shared.status(full)
            var hasher = SHA256()
            guard case .success = ContentFile.stream(full, inside: realRoot, { hasher.update(bufferPointer: $0) }) else { return (path, nil) }
            let digest = SHA256Hex.of(hasher)
            FileDigests.shared.remember(full, digest: digest, before: before, after: FileDigests.shared.status(full))
            return (path, digest)
        }
    }

    /// The text after a lesson's front matter, as lowering found it.
    static func body(of lesson: LessonModel) -> String {
        lesson.bodyRegion.map { lesson.file.text(in: $0) } ?? ""
    }

    static func normalizedBody(_ body: String) -> String {
        var text = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Canonical JSON as UTF-8 bytes (escaping works on bytes: every character escaped is ASCII,
    /// and no byte of a multi-byte UTF-8 sequence is below 0x80).
    static func canonicalJSON(_ node: Node, into out: inout [UInt8]) {
        switch node.value {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .number(let number): out += Array((number.int.map(String.init) ?? number.literal).utf8)
        case .string(let string): CanonicalJSON.writeString(string, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                canonicalJSON(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                CanonicalJSON.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                canonicalJSON(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
