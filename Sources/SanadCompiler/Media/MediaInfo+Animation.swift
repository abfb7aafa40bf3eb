import SanadJSON

extension MediaInfo {
    /// A Lottie animation (the JSON Bodymovin exports): its size from `w` and `h`, its length from
    /// its frames (`op - ip`) over its frame rate (`fr`). Nil unless the document is a JSON object
    /// with all of those as numbers and its `layers` as an array, so a JSON file that is not an
    /// animation is not taken for one.
    static func lottie(_ bytes: [UInt8]) -> MediaInfo? {
        guard let start = bytes.firstIndex(where: { !Self.isJSONSpace($0) }), bytes[start] == UInt8(ascii: "{"),
              let document = try? JSONDocument(bytes: bytes, maximumDepth: Self.deepestLottie) else { return nil }
        var numbers: [String: Double] = [:], hasLayers = false, hasVersion = false
        for member in document.members(of: document.root) {
            switch (member.key, document.kind(of: member.value)) {
            case ("w", .number), ("h", .number), ("fr", .number), ("ip", .number), ("op", .number):
                numbers[member.key] = Double(document.numberLiteral(of: member.value))
            case ("layers", .array): hasLayers = true
            case ("v", .string): hasVersion = true
            default: continue
            }
        }
        guard hasLayers, hasVersion, let width = numbers["w"], let height = numbers["h"], let rate = numbers["fr"],
              let first = numbers["ip"], let last = numbers["op"] else { return nil }
        return MediaInfo(format: .lottie, seconds: rate > 0 ? plausibleSeconds((last - first) / rate) : nil,
                         width: pixels(width), height: pixels(height))
    }

    /// A Rive file: the `RIVE` signature, then its major and minor version and file id as LEB128
    /// integers. The size of its artboards is not in the header, so it is not read.
    static func rive(_ view: ByteView) -> MediaInfo? {
        var offset = 4
        for _ in 0..<3 {
            guard let next = Self.afterVarUInt(view, at: offset) else { return nil }
            offset = next
        }
        return MediaInfo(format: .rive)
    }

    /// How deep a Lottie document may nest: layers in precompositions, shapes in groups, and their
    /// keyframes run to a few dozen levels; far more is damaged or hostile.
    static let deepestLottie = 256

    static func isJSONSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// A whole, positive number of pixels below a million, or nil.
    private static func pixels(_ value: Double) -> Int? {
        value.isFinite && value >= 1 && value < 1_000_000 ? Int(value.rounded()) : nil
    }

    /// The offset after an unsigned LEB128 integer at `offset` (at most 10 bytes), or nil when it
    /// runs past the end.
    private static func afterVarUInt(_ view: ByteView, at offset: Int) -> Int? {
        for index in offset..<offset + 10 {
            guard let byte = view.u8(index) else { return nil }
            if byte & 0x80 == 0 { return index + 1 }
        }
        return nil
    }
}
