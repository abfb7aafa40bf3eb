extension MediaInfo {
    /// An MPEG-4 audio file (`.m4a`, ISO/IEC 14496-12 boxes): the sound track's `mdhd` gives the
    /// length; its `mp4a` sample entry the channels and sample rate, which the AAC
    /// `AudioSpecificConfig` in `esds` overrides when present (encoders write 2 channels in the
    /// entry for mono); `esds`'s average bit-rate, else the `mdat` bytes over the length.
    static func mpeg4(_ view: ByteView) -> MediaInfo? {
        var info = MediaInfo(format: .m4a)
        var mediaBytes = 0
        var sawSound = false
        func walk(_ range: Range<Int>, depth: Int) {
            var offset = range.lowerBound
            while offset + 8 <= range.upperBound, depth < 12, var size = view.be(offset, 4) {
                var header = 8
                if size == 1, let large = view.be(offset + 8, 8) { size = large; header = 16 }
                if size == 0 { size = range.upperBound - offset }
                guard size >= header, offset + size <= range.upperBound else { return }
                let body = offset + header..<offset + size
                switch String(decoding: view.bytes[offset + 4..<offset + 8], as: UTF8.self) {
                case "moov", "trak", "mdia", "minf", "stbl": walk(body, depth: depth + 1)
                case "hdlr": sawSound = sawSound || view.matches("soun", at: body.lowerBound + 8)
                case "mdhd" where sawSound || info.seconds == nil: readLength(body)
                case "stsd": walk(body.lowerBound + 8..<body.upperBound, depth: depth + 1)
                case "mp4a":
                    info.channels = view.be(body.lowerBound + 16, 2)
                    info.sampleRate = view.be(body.lowerBound + 24, 2)
                    walk(body.lowerBound + 28..<body.upperBound, depth: depth + 1)
                case "esds": readDescriptors(body.lowerBound + 4..<body.upperBound, depth: 0)
                case "mdat": mediaBytes += size - header
                default: break
                }
                offset += size
            }
        }
        func readLength(_ body: Range<Int>) {
            let version = view.u8(body.lowerBound) ?? 0
            let timescale = view.be(body.lowerBound + (version == 1 ? 20 : 12), 4)
            let duration = view.be(body.lowerBound + (version == 1 ? 24 : 16), version == 1 ? 8 : 4)
            if let timescale, timescale > 0, let duration { info.seconds = Double(duration) / Double(timescale) }
        }
        /// MPEG-4 descriptors (ISO/IEC 14496-1): a tag, a length of up to four 7-bit groups.
        func readDescriptors(_ range: Range<Int>, depth: Int) {
            var offset = range.lowerBound
            while offset + 2 <= range.upperBound, depth < 4, let tag = view.u8(offset) {
                var length = 0, cursor = offset + 1
                for _ in 0..<4 {
                    guard let byte = view.u8(cursor) else { return }
                    length = length << 7 | byte & 0x7F
                    cursor += 1
                    if byte & 0x80 == 0 { break }
                }
                let body = cursor..<min(cursor + length, range.upperBound)
                switch tag {
                case 0x03:
                    let flags = view.u8(body.lowerBound + 2) ?? 0
                    var skip = 3 + (flags & 0x80 != 0 ? 2 : 0) + (flags & 0x20 != 0 ? 2 : 0)
                    if flags & 0x40 != 0 { skip += 1 + (view.u8(body.lowerBound + skip) ?? 0) }
                    readDescriptors(body.lowerBound + skip..<body.upperBound, depth: depth + 1)
                case 0x04:
                    if let average = view.be(body.lowerBound + 9, 4), average > 0 { info.bitRate = average }
                    readDescriptors(body.lowerBound + 13..<body.upperBound, depth: depth + 1)
                case 0x05:
                    readAudioConfig(at: body.lowerBound)
                default: break
                }
                offset = body.upperBound
            }
        }
        func readAudioConfig(at offset: Int) {
            guard let bits = view.be(offset, 2), bits >> 11 != 31 else { return }
            let frequencyIndex = bits >> 7 & 15, channelConfiguration = bits >> 3 & 15
            let rates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350]
            if frequencyIndex < rates.count { info.sampleRate = rates[frequencyIndex] }
            if (1...6).contains(channelConfiguration) { info.channels = channelConfiguration }
            if channelConfiguration == 7 { info.channels = 8 }
        }
        walk(0..<view.count, depth: 0)
        guard info.sampleRate != nil || info.seconds != nil else { return nil }
        if info.bitRate == nil, let seconds = info.seconds, seconds > 0, mediaBytes > 0 {
            info.bitRate = Int((Double(mediaBytes) * 8 / seconds).rounded())
        }
        return info
    }
}
