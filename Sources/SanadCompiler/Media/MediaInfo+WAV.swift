extension MediaInfo {
    /// A RIFF/WAVE file: the `fmt ` chunk's channels, sample rate and byte rate, and the `data`
    /// chunk's size over the byte rate for its length.
    static func wav(_ view: ByteView) -> MediaInfo? {
        var offset = 12
        var info = MediaInfo(format: .wav)
        var byteRate: Int?
        while let size = view.le(offset + 4, 4) {
            if view.matches("fmt ", at: offset) {
                info.channels = view.le(offset + 10, 2)
                info.sampleRate = view.le(offset + 12, 4)
                byteRate = view.le(offset + 16, 4)
                info.bitRate = byteRate.map { $0 * 8 }
            } else if view.matches("data", at: offset) {
                guard let byteRate, byteRate > 0 else { return nil }
                // A streaming writer leaves the size at its largest: count the bytes there are.
                info.seconds = MediaInfo.plausibleSeconds(Double(min(size, max(view.count - offset - 8, 0))) / Double(byteRate))
                return info
            }
            offset += 8 + size + (size & 1)
        }
        return nil
    }
}
