extension MediaInfo {
    /// An Ogg file (RFC 3533) holding Vorbis or Opus (RFC 7845): the first packet gives channels
    /// and rate (Opus always plays at 48 kHz); the last page's granule position gives the length.
    /// The bit-rate is the file's bytes over its length.
    static func ogg(_ view: ByteView) -> MediaInfo? {
        guard let segments = view.u8(26) else { return nil }
        let packet = 27 + segments
        var info = MediaInfo(format: .ogg)
        var rate: Int, preSkip = 0
        if view.u8(packet) == 1, view.matches("vorbis", at: packet + 1) {
            info.channels = view.u8(packet + 11)
            guard let sampleRate = view.le(packet + 12, 4), sampleRate > 0 else { return nil }
            rate = sampleRate
        } else if view.matches("OpusHead", at: packet) {
            info.channels = view.u8(packet + 9)
            preSkip = view.le(packet + 10, 2) ?? 0
            rate = 48000
        } else {
            return nil
        }
        info.sampleRate = rate
        // The last page starts within its largest size (27 + 255 + 255 × 255 bytes) of the end.
        let bytes = view.bytes, lowest = max(0, view.count - 65_307)
        var offset = view.count - 27
        while offset >= lowest, !(bytes[offset] == 0x4F && bytes[offset + 1] == 0x67 && bytes[offset + 2] == 0x67 && bytes[offset + 3] == 0x53) {
            offset -= 1
        }
        if offset >= lowest, let granule = view.le(offset + 6, 8), granule >= preSkip, let seconds = MediaInfo.plausibleSeconds(Double(granule - preSkip) / Double(rate)) {
            info.seconds = seconds
            if seconds > 0 { info.bitRate = MediaInfo.bitRate(bytes: view.count, seconds: seconds) }
        }
        return info
    }
}
