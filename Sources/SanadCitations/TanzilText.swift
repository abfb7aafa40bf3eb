import CLibXML2
import Foundation

/// A Tanzil Qur'an text (XML, version 1.1: `<quran><sura index name><aya index text/>`), read
/// with a hardened libxml2: no network, no DTD loading, an external-entity loader that refuses
/// everything, never `NOENT` or `HUGE`, and any DOCTYPE rejected before parsing.
public struct TanzilText: Sendable {
    public enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        case doctype
        case malformed(String)
        case structure(String)

        public var description: String {
            switch self {
            case .doctype: return "the file has a DOCTYPE, which Sanad refuses in Qur'an texts"
            case .malformed(let reason): return "the XML cannot be read: \(reason)"
            case .structure(let reason): return "the file is not a Tanzil Qur'an text: \(reason)"
            }
        }
    }

    /// `ayahs[surah - 1][ayah - 1]`.
    public let ayahs: [[String]]

    public func ayah(surah: Int, ayah: Int) -> String? {
        guard surah >= 1, surah <= ayahs.count, ayah >= 1, ayah <= ayahs[surah - 1].count else { return nil }
        return ayahs[surah - 1][ayah - 1]
    }

    /// The libxml2 options used: network access off. `XML_PARSE_NOENT`, `XML_PARSE_DTDLOAD` and
    /// `XML_PARSE_HUGE` are never set.
    static let parseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// Reads and checks a Tanzil XML text: 114 surahs, each with its number of ayat (or, with
    /// `requireComplete: false`, any surahs by their `index`, for small test fixtures).
    public init(xml: [UInt8], requireComplete: Bool = true, checkDoctype: Bool = true) throws(ReadError) {
        if checkDoctype, Self.containsDoctype(xml) { throw .doctype }
        guard let document = Self.read(xml, options: Self.parseOptions) else {
            let message = xmlGetLastError().map { String(cString: $0.pointee.message).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "parse error"
            throw .malformed(message)
        }
        defer { xmlFreeDoc(document) }
        if checkDoctype, document.pointee.intSubset != nil || document.pointee.extSubset != nil { throw .doctype }
        guard let root = xmlDocGetRootElement(document), Self.name(root) == "quran" else { throw .structure("the root element is not <quran>") }
        var surahs = [[String]](repeating: [], count: QuranMetadata.surahs.count)
        var found = 0
        var sura = root.pointee.children
        while let node = sura {
            defer { sura = node.pointee.next }
            guard node.pointee.type == XML_ELEMENT_NODE, Self.name(node) == "sura" else { continue }
            var texts: [String] = []
            var aya = node.pointee.children
            while let child = aya {
                defer { aya = child.pointee.next }
                guard child.pointee.type == XML_ELEMENT_NODE, Self.name(child) == "aya" else { continue }
                texts.append(Self.attribute(child, "text") ?? "")
            }
            guard let number = Self.attribute(node, "index").flatMap(Int.init), (1...surahs.count).contains(number) else {
                throw .structure("a <sura> has no valid index")
            }
            surahs[number - 1] = texts
            found += 1
        }
        if requireComplete {
            guard found == QuranMetadata.surahs.count else { throw .structure("\(found) surahs instead of 114") }
            for (index, texts) in surahs.enumerated() where texts.count != QuranMetadata.surahs[index].ayahCount {
                throw .structure("surah \(index + 1) has \(texts.count) ayat instead of \(QuranMetadata.surahs[index].ayahCount)")
            }
        }
        ayahs = surahs
    }

    /// The text content of a document parsed with Sanad's options, a DOCTYPE allowed; with
    /// `substituteEntities` also with `XML_PARSE_NOENT`. Tests use it to show that the refusing
    /// loader keeps `file://` entities out even then.
    static func textContent(xml: [UInt8], substituteEntities: Bool) -> String? {
        let options = parseOptions | (substituteEntities ? Int32(XML_PARSE_NOENT.rawValue) : 0)
        guard let document = read(xml, options: options) else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), let content = xmlNodeGetContent(root) else { return nil }
        defer { sanad_xml_free(content) }
        return String(cString: content)
    }

    /// Parses XML bytes with the refusing entity loader installed; nil for empty or unreadable input.
    private static func read(_ xml: [UInt8], options: Int32) -> xmlDocPtr? {
        XMLSafety.refuseExternalEntities()
        guard !xml.isEmpty, xml.count < Int(Int32.max) else { return nil }
        return xml.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlReadMemory($0, Int32(buffer.count), "tanzil.xml", "UTF-8", options)
                }
            }
        }
    }

    static func containsDoctype(_ bytes: [UInt8]) -> Bool {
        let needle = Array("<!DOCTYPE".utf8)
        guard bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return true }
            index += 1
        }
        return false
    }

    private static func name(_ node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { sanad_xml_free(value) }
        return String(cString: value)
    }
}
