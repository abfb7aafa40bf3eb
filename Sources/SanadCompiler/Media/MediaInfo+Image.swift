extension MediaInfo {
    /// A PNG file: the size from its `IHDR` chunk, which must come first.
    static func png(_ view: ByteView) -> MediaInfo? {
        guard view.matches("IHDR", at: 12), let width = view.be(16, 4), let height = view.be(20, 4) else { return nil }
        return MediaInfo(format: .png, width: width, height: height)
    }

    /// A JPEG file: the size from its first start-of-frame marker (baseline, progressive or
    /// lossless), walking the markers before it by their lengths.
    static func jpeg(_ view: ByteView) -> MediaInfo? {
        var offset = 2
        while let marker = view.u8(offset), marker == 0xFF, let code = view.u8(offset + 1) {
            if code == 0xFF { offset += 1; continue }
            if code == 0x01 || (0xD0...0xD7).contains(code) { offset += 2; continue }
            guard let length = view.be(offset + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(code), ![0xC4, 0xC8, 0xCC].contains(code) {
                guard let height = view.be(offset + 5, 2), let width = view.be(offset + 7, 2) else { return nil }
                return MediaInfo(format: .jpeg, width: width, height: height)
            }
            offset += 2 + length
        }
        return nil
    }
}
