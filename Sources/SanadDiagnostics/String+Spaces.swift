extension StringProtocol {
    /// The text without the spaces and tabs at either end (`CharacterSet.whitespaces`: tab and
    /// the space separators), in one pass over its scalars: the hot paths' trim, without
    /// Foundation's bridging.
    public var trimmingSpacesAndTabs: String {
        // Most texts start and end with an ASCII character that is not a space or a tab: the
        // text itself, without looking at its scalars.
        let scalars = unicodeScalars
        if let first = scalars.first?.value, let last = scalars.last?.value, first < 0x80, last < 0x80,
            first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return String(self) }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar == " " || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator) }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first...last])
        return String(result)
    }
}
