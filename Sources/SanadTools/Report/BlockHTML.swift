import SanadCitations
import SanadBundleFormat
import SanadCompiler

/// Bundle blocks as HTML, for pages printed or previewed from bundle data. Every text is escaped;
/// a citation block shows its Arabic right to left with its reference, and the text the bundle's
/// `citations.json` gives a hadith; a block of a type this renderer does not know is left out.
struct BlockHTML {
    /// The start of a report page, up to its title: doctype, language and encoding.
    static func pageStart(title: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(escape(title))</title>"
    }

    /// Citations by key (`hadith:muslim:223`), for the text of hadith blocks.
    var citations: [String: BundleCitations.Citation] = [:]

    /// Escapes text for HTML, in an element or an attribute's value in double quotes (the only
    /// quotes the pages use). By scalar, not by
    /// character: a quote followed by a combining mark is one `Character` that is not `"`, and
    /// left as it is it would end an attribute's value.
    static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    func render(_ blocks: [Block]) -> String { blocks.map(render).joined() }

    func render(_ block: Block) -> String {
        switch block.type.known {
        case .heading?:
            let level = min(max(block.level ?? 2, 2), 6)
            return "<h\(level)>\(inlines(block.inlines))</h\(level)>\n"
        case .paragraph?: return "<p>\(inlines(block.inlines))</p>\n"
        case .list?:
            let tag = block.ordered == true ? "ol" : "ul"
            return "<\(tag)>" + (block.items ?? []).map { "<li>\(render($0))</li>" }.joined() + "</\(tag)>\n"
        case .quote?: return "<blockquote>\n\(render(block.blocks ?? []))</blockquote>\n"
        case .message?:
            let speaker = block.title.map { "<p class=\"speaker\">\(Self.escape($0))</p>\n" } ?? ""
            return "<blockquote class=\"message\">\n\(speaker)\(render(block.blocks ?? []))</blockquote>\n"
        case .citation?: return citation(block)
        case .image?: return "<figure><img src=\"\(Self.escape(block.url ?? ""))\" alt=\"\(Self.escape(block.alt ?? ""))\"></figure>\n"
        case .audio?: return "<p class=\"audio\">Recording: \(Self.escape(block.title ?? block.url ?? ""))</p>\n"
        case .code?: return "<pre><code>\(Self.escape(block.text ?? ""))</code></pre>\n"
        case .table?:
            let header = (block.header ?? []).map { "<th>\(inlines($0))</th>" }.joined()
            let rows = (block.rows ?? []).map { "<tr>" + $0.map { "<td>\(inlines($0))</td>" }.joined() + "</tr>" }.joined()
            return "<table><tr>\(header)</tr>\(rows)</table>\n"
        case .thematicBreak?: return "<hr>\n"
        // Reports show TeX as written: they carry no typesetter (no script, no network).
        case .math?: return "<pre class=\"math\"><code>\(Self.escape(block.text ?? ""))</code></pre>\n"
        case nil: return ""
        }
    }

    private func citation(_ block: Block) -> String {
        let kind = block.source?.known ?? .quran
        let reference = block.reference ?? ""
        let entry = citations["\(kind.rawValue):\(reference)"]
        var label = kind == .quran ? "Qur'an \(reference)" : Self.hadithLabel(reference) + (entry?.grade.map { ", \($0)" } ?? "")
        var out = "<blockquote class=\"citation\">\n"
        if let arabic = block.text ?? entry?.text {
            let shown = kind == .quran ? AyahMarks.numbered(arabic, reference: reference) : arabic
            out += "<p class=\"ar\" lang=\"ar\" dir=\"rtl\">\(Self.escape(shown))</p>\n"
        }
        // `citations.json` names the translation (`sahih-international`); only the block carries
        // its text.
        if let translation = block.translation {
            out += "<p>\(Self.escape(translation))</p>\n"
            if let edition = entry?.translation { label += ", translation: \(edition)" }
        }
        return out + "<p class=\"source\">\(Self.escape(label))</p>\n</blockquote>\n"
    }

    /// `muslim:223` as people cite it: `Sahih Muslim 223` (names from the hadith registry).
    static func hadithLabel(_ reference: String) -> String {
        let parts = reference.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return reference }
        return "\(HadithRegistry.collection(String(parts[0]))?.name ?? String(parts[0])) \(parts[1])"
    }

    func inlines(_ spans: [Inline]?) -> String {
        (spans ?? []).map { span in
            switch span.type.known {
            case .text?: return Self.escape(span.text ?? "")
            case .emphasis?: return "<em>\(inlines(span.children))</em>"
            case .strong?: return "<strong>\(inlines(span.children))</strong>"
            case .strikethrough?: return "<s>\(inlines(span.children))</s>"
            case .code?: return "<code>\(Self.escape(span.text ?? ""))</code>"
            case .link?: return "\(inlines(span.children)) (\(Self.escape(span.url ?? "")))"
            case .lineBreak?: return "<br>"
            case .math?: return "<code class=\"math\">\(Self.escape(span.text ?? ""))</code>"
            case nil: return ""
            }
        }.joined()
    }
}
