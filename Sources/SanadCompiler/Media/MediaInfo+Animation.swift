extension MediaInfo {
    /// A Lottie animation (the JSON Bodymovin exports): its size from `w` and `h`, its length from
    /// its frames (`op - ip`) over its frame rate (`fr`). Nil unless the document is a JSON object
    /// whose top level has all of those as numbers, `v` (the exporter's version) as a string and
    /// `layers` as an array, so a JSON file that is not an animation is not taken for one. Only the
    /// top level is read (`TopLevelJSON`): nested values are checked and skipped without being
    /// built, so a file costs one pass over its bytes, however it nests. A byte-order mark is not
    /// JSON, and a file that starts with one is not read.
    static func lottie(_ bytes: [UInt8]) -> MediaInfo? {
        var scanner = TopLevelJSON(bytes)
        var numbers: [String: Double] = [:], hasLayers = false, hasVersion = false
        guard scanner.forEachMember({ key, value in
            switch (key, value) {
            case ("w", .number(let number)), ("h", .number(let number)), ("fr", .number(let number)), ("ip", .number(let number)),
                 ("op", .number(let number)):
                numbers[key] = number
            case ("layers", .array): hasLayers = true
            case ("v", .string): hasVersion = true
            default: break
            }
        }) else { return nil }
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
