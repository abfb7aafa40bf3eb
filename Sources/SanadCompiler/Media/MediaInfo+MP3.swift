/// One MPEG audio Layer III frame header (ISO/IEC 11172-3 and 13818-3): four bytes starting
/// with eleven set bits.
struct MP3Frame {
    var isMPEG1: Bool
    var bitRate: Int
    var sampleRate: Int
    var channels: Int
    var length: Int
    var samples: Int { isMPEG1 ? 1152 : 576 }
    /// Where a Xing/Info header would start, after the side information.
    var sideInfoEnd: Int { 4 + (isMPEG1 ? (channels == 1 ? 17 : 32) : (channels == 1 ? 9 : 17)) }

    private static let mpeg1Rates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
    private static let mpeg2Rates = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]

    init?(_ view: ByteView, at offset: Int) {
        guard let header = view.be(offset, 4), header >> 21 == 0x7FF else { return nil }
        let version = header >> 19 & 3, layer = header >> 17 & 3
        let rateIndex = header >> 12 & 15, frequencyIndex = header >> 10 & 3
        guard version != 1, layer == 1, rateIndex != 0, rateIndex != 15, frequencyIndex != 3 else { return nil }
        isMPEG1 = version == 3
        bitRate = (isMPEG1 ? Self.mpeg1Rates : Self.mpeg2Rates)[rateIndex] * 1000
        let base = [44100, 48000, 32000][frequencyIndex]
        sampleRate = version == 3 ? base : version == 2 ? base / 2 : base / 4
        channels = header >> 6 & 3 == 3 ? 1 : 2
        length = (isMPEG1 ? 144 : 72) * bitRate / sampleRate + (header >> 9 & 1)
    }
}

extension MediaInfo {
    /// An MP3 file: the first frame after any ID3v2 tag gives the sample rate and channels; a
    /// Xing/Info header gives the frame count (variable bit-rate), otherwise the frame's bit-rate
    /// and the audio bytes give the length. The next frame must follow where the first ends.
    static func mp3(_ view: ByteView) -> MediaInfo? {
        var start = 0
        if view.matches("ID3", at: 0), let flags = view.u8(5) {
            let size = (6..<10).reduce(0) { $0 << 7 | (view.u8($1) ?? 0) & 0x7F }
            start = 10 + size + (flags & 0x10 != 0 ? 10 : 0)
        }
        guard let frame = MP3Frame(view, at: start) else { return nil }
        var end = view.count
        if view.matches("TAG", at: end - 128) { end -= 128 }
        var info = MediaInfo(format: .mp3, sampleRate: frame.sampleRate, channels: frame.channels, bitRate: frame.bitRate)
        let tag = start + frame.sideInfoEnd
        if view.matches("Xing", at: tag) || view.matches("Info", at: tag), let flags = view.be(tag + 4, 4), flags & 1 != 0,
           let frames = view.be(tag + 8, 4) {
            if let seconds = MediaInfo.plausibleSeconds(Double(frames) * Double(frame.samples) / Double(frame.sampleRate)) {
                info.seconds = seconds
                if seconds > 0 { info.bitRate = MediaInfo.bitRate(bytes: max(end - start - frame.length, 0), seconds: seconds) }
            }
            return info
        }
        guard start + frame.length >= end || MP3Frame(view, at: start + frame.length) != nil else { return nil }
        info.seconds = MediaInfo.plausibleSeconds(Double(max(end - start, 0)) * 8 / Double(frame.bitRate))
        return info
    }
}
