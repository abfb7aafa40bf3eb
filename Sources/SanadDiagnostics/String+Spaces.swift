extension StringProtocol {
    /// The text without the spaces and tabs at either end (`CharacterSet.whitespaces`: tab and
    /// the space separators), in one pass over its scalars: the hot paths' trim, without
    /// Foundation's bridging.
    public var trimmingSpacesAndTabs: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar == " " || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator) }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first...last])
        return String(result)
    }
}
