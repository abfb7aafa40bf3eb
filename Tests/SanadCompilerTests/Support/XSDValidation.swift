import CLibXML2

/// A document checked against a parsed XML Schema with libxml2, never loading anything from the
/// network.
enum XSDValidation {
    /// The validator's messages (empty when the document is valid; "not well-formed" when it
    /// cannot be parsed).
    static func errors(of xml: String, against schema: xmlSchemaPtr, name: String) -> [String] {
        let bytes = Array(xml.utf8)
        guard let document = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { xmlReadMemory($0, Int32(buffer.count), name, "UTF-8", Int32(XML_PARSE_NONET.rawValue)) }
        }) else { return ["not well-formed"] }
        defer { xmlFreeDoc(document) }
        let context = xmlSchemaNewValidCtxt(schema)
        defer { xmlSchemaFreeValidCtxt(context) }
        let status = xmlSchemaValidateDoc(context, document)
        return status == 0 ? [] : [xmlGetLastError().flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "invalid (\(status))"]
    }
}
