/// A URI reference split into its RFC 3986 components, with reference resolution (§5.2).
struct URIReference: Equatable {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    init(_ string: String) {
        var rest = Substring(string)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isLetter,
            rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) {
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        path = String(rest)
    }

    var string: String {
        var result = ""
        if let scheme { result += scheme + ":" }
        if let authority { result += "//" + authority }
        result += path
        if let query { result += "?" + query }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// This reference without its fragment.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// Resolves this reference against an absolute base URI (RFC 3986 §5.2.2).
    func resolved(against base: URIReference) -> URIReference {
        var target = URIReference("")
        if let scheme {
            target = self
            target.scheme = scheme
            target.path = Self.removeDotSegments(path)
            return target
        }
        target.scheme = base.scheme
        if authority != nil {
            target.authority = authority
            target.path = Self.removeDotSegments(path)
            target.query = query
        } else {
            target.authority = base.authority
            if path.isEmpty {
                target.path = base.path
                target.query = query ?? base.query
            } else {
                if path.hasPrefix("/") {
                    target.path = Self.removeDotSegments(path)
                } else {
                    target.path = Self.removeDotSegments(Self.merge(base: base, path: path))
                }
                target.query = query
            }
        }
        target.fragment = fragment
        return target
    }

    private static func merge(base: URIReference, path: String) -> String {
        if base.authority != nil, base.path.isEmpty { return "/" + path }
        guard let slash = base.path.lastIndex(of: "/") else { return path }
        return String(base.path[...slash]) + path
    }

    static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        var result = ""
        while !input.isEmpty {
            if input.hasPrefix("../") { input = input.dropFirst(3) }
            else if input.hasPrefix("./") { input = input.dropFirst(2) }
            else if input.hasPrefix("/./") { input = input.dropFirst(2) }
            else if input == "/." { input = "/" }
            else if input.hasPrefix("/../") { input = input.dropFirst(3); _ = output.popLast() }
            else if input == "/.." { input = "/"; _ = output.popLast() }
            else if input == "." || input == ".." { input = "" }
            else {
                let start = input.startIndex
                let searchFrom = input.hasPrefix("/") ? input.index(after: start) : start
                let end = input[searchFrom...].firstIndex(of: "/") ?? input.endIndex
                output.append(input[start..<end])
                input = input[end...]
            }
        }
        for segment in output { result += segment }
        return result
    }
}

/// Resolves `reference` against `base` and returns the absolute URI string.
func resolveURI(_ reference: String, against base: String) -> String {
    URIReference(reference).resolved(against: URIReference(base)).string
}

/// Splits an absolute URI into the part before `#` and the (percent-decoded) fragment.
func splitFragment(_ uri: String) -> (base: String, fragment: String) {
    guard let hash = uri.firstIndex(of: "#") else { return (uri, "") }
    let fragment = String(uri[uri.index(after: hash)...])
    return (String(uri[..<hash]), fragment.removingPercentEncodingSafely)
}

extension String {
    /// Decodes `%XX` escapes; leaves malformed escapes as they are.
    var removingPercentEncodingSafely: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        let utf8 = Array(self.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count,
                let value = UInt8(String(decoding: utf8[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
