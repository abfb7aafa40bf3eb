import CLibXML2
import Foundation
import SanadCitations
import SanadDiagnostics
import SanadReporting
import SanadCompiler

/// Reads an XLIFF 1.2 document back (what `sanad l10n export` wrote, after a translator or a tool
/// filled in the targets). Anything else is a located error: XML that is not well formed, a
/// document type declaration (refused: no entities), another vocabulary or version, a `file`
/// without its `original` or `target-language`, a unit without its `id`.
enum XLIFFReader {
    static let invalid = LocalisationDiagnostics.invalidXLIFF

    static func read(_ file: SourceFile) -> Result<XLIFFDocument, Diagnostic> {
        func error(_ message: String, line: Int, help: String? = nil) -> Diagnostic {
            Diagnostic(invalid, message, at: .line(line, of: file), help: help)
        }
        if let doctype = String(decoding: file.bytes.prefix(4096), as: UTF8.self).range(of: "<!DOCTYPE") {
            let line = String(decoding: file.bytes.prefix(4096), as: UTF8.self)[..<doctype.lowerBound].filter { $0 == "\n" }.count + 1
            return .failure(error("a document type declaration is not allowed in XLIFF Sanad reads", line: line, help: "remove the <!DOCTYPE …> line"))
        }
        XMLSafety.refuseExternalEntities()
        // The first error is the one to show (later ones follow from it); libxml2 reports each to
        // the handler of the thread that parses.
        let first = FirstError()
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(first).toOpaque()) { context, error in
            guard let context, let error else { return }
            let box = Unmanaged<FirstError>.fromOpaque(context).takeUnretainedValue()
            if box.line == nil { box.line = Int(error.pointee.line); box.message = error.pointee.message.map { String(cString: $0) } ?? "" }
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard !file.bytes.isEmpty, let document = file.bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { xmlReadMemory($0, Int32(buffer.count), "import.xlf", "UTF-8", options) }
        }) else {
            let message = first.message.trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(error("not well-formed XML: \(message.isEmpty ? "the file is empty" : message)", line: first.line ?? 1))
        }
        defer { xmlFreeDoc(document) }
        if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
            return .failure(error("a document type declaration is not allowed in XLIFF Sanad reads", line: 1, help: "remove the <!DOCTYPE …> declaration"))
        }
        guard let root = xmlDocGetRootElement(document), name(root) == "xliff", namespace(root) == XLIFFDocument.namespace,
              attribute(root, "version") == "1.2"
        else {
            let root = xmlDocGetRootElement(document)
            return .failure(error("this is not an XLIFF 1.2 document: its root is <\(root.map(name) ?? "")> in '\(root.flatMap(namespace) ?? "no namespace")'",
                                  line: root.map { Int(xmlGetLineNo($0)) } ?? 1, help: "import the .xlf file `sanad l10n export` wrote, translated"))
        }
        var files: [XLIFFDocument.File] = []
        for fileElement in children(root, named: "file") {
            let line = Int(xmlGetLineNo(fileElement))
            guard let original = attribute(fileElement, "original"), let target = attribute(fileElement, "target-language") else {
                return .failure(error("a <file> needs 'original' and 'target-language'", line: line))
            }
            var units: [XLIFFDocument.Unit] = []
            for body in children(fileElement, named: "body") {
                for unitElement in descendants(body, named: "trans-unit") {
                    guard let id = attribute(unitElement, "id") else { return .failure(error("a <trans-unit> without an 'id'", line: Int(xmlGetLineNo(unitElement)))) }
                    let unitLine = Int(xmlGetLineNo(unitElement))
                    let sourceElement = children(unitElement, named: "source").first, targetElement = children(unitElement, named: "target").first
                    let source = sourceElement.map(segments) ?? []
                    let targetSegments = targetElement.map(segments)
                    guard let source, targetSegments.map({ $0 != nil }) ?? true else {
                        return .failure(error("'\(id)' holds markup Sanad does not read back (an entity reference, or an element inside a protected run)", line: unitLine,
                                              help: "keep the text plain and each <ph> as exported"))
                    }
                    var unit = XLIFFDocument.Unit(id: id, fingerprint: attribute(unitElement, "extradata") ?? "", source: source, target: targetSegments ?? nil, notes: [])
                    unit.line = unitLine
                    unit.targetState = targetElement.flatMap { attribute($0, "state") }
                    units.append(unit)
                }
            }
            var parsed = XLIFFDocument.File(original: original, sourceLanguage: attribute(fileElement, "source-language") ?? "", targetLanguage: target, units: units)
            parsed.line = line
            files.append(parsed)
        }
        return .success(XLIFFDocument(files: files))
    }

    /// The first error of a parse.
    private final class FirstError {
        var line: Int?
        var message = ""
    }


    /// The runs of a `source` or `target`: text, CDATA, and protected `ph` elements (as exported);
    /// nil for anything else (an entity reference, another inline element), which cannot be read
    /// back faithfully.
    private static func segments(_ element: xmlNodePtr) -> [XLIFFDocument.Segment]? {
        var segments: [XLIFFDocument.Segment] = []
        var child = element.pointee.children
        while let node = child {
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                segments.append(.text(content(node)))
            case XML_ELEMENT_NODE where name(node) == "ph":
                var inner = node.pointee.children
                while let part = inner {
                    guard part.pointee.type == XML_TEXT_NODE || part.pointee.type == XML_CDATA_SECTION_NODE else { return nil }
                    inner = part.pointee.next
                }
                segments.append(.protected(id: attribute(node, "id") ?? "", text: content(node)))
            case XML_COMMENT_NODE:
                break
            default:
                return nil
            }
            child = node.pointee.next
        }
        return segments
    }

    private static func content(_ node: xmlNodePtr) -> String {
        guard let value = xmlNodeGetContent(node) else { return "" }
        defer { sanad_xml_free(value) }
        return String(cString: value)
    }

    private static func children(_ node: xmlNodePtr, named wanted: String) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, name(current) == wanted { found.append(current) }
            child = current.pointee.next
        }
        return found
    }

    /// Elements named `wanted` below `node` (units may sit in `group`s).
    private static func descendants(_ node: xmlNodePtr, named wanted: String) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                if name(current) == wanted { found.append(current) } else { found += descendants(current, named: wanted) }
            }
            child = current.pointee.next
        }
        return found
    }

    private static func name(_ node: xmlNodePtr) -> String { node.pointee.name.map { String(cString: $0) } ?? "" }
    private static func namespace(_ node: xmlNodePtr) -> String? { node.pointee.ns?.pointee.href.map { String(cString: $0) } }
    private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { sanad_xml_free(value) }
        return String(cString: value)
    }
}
