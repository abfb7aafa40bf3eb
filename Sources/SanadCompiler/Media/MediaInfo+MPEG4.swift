extension MediaInfo {
    /// An MPEG-4 audio file (`.m4a`, ISO/IEC 14496-12 boxes). Each track (`trak`) is read whole
    /// before it is used: its handler (`hdlr`) says whether it is sound, and only a sound track's
    /// `mdhd` gives the length, whatever order the tracks come in. Its `mp4a` sample entry gives
    /// the channels and sample rate, which the AAC `AudioSpecificConfig` in `esds` overrides when
    /// present (encoders write 2 channels in the entry for mono); the bit-rate is `esds`'s
    /// average, else the `mdat` bytes over the length. Every box and descriptor is checked to fit
    /// inside its parent before it is read.
    static func mpeg4(_ view: ByteView) -> MediaInfo? {
        var reader = MPEG4Reader(view: view)
        reader.walk(0..<view.count, depth: 0)
        var info = MediaInfo(format: .m4a)
        guard let sound = reader.tracks.first(where: \.isSound) ?? (reader.tracks.count == 1 ? reader.tracks.first : nil) else { return nil }
        info.seconds = sound.seconds
        info.sampleRate = sound.sampleRate
        info.channels = sound.channels
        info.bitRate = sound.averageBitRate
        if info.bitRate == nil, let seconds = info.seconds, seconds > 0, reader.mediaBytes > 0 {
            info.bitRate = MediaInfo.bitRate(bytes: reader.mediaBytes, seconds: seconds)
        }
        guard info.sampleRate != nil || info.seconds != nil else { return nil }
        return info
    }
}

/// The boxes of an MPEG-4 file, read into one record per track.
private struct MPEG4Reader {
    struct Track {
        var isSound = false
        var seconds: Double?
        var sampleRate: Int?
        var channels: Int?
        var averageBitRate: Int?
    }

    let view: ByteView
    var tracks: [Track] = []
    var mediaBytes = 0

    /// The body of the box at `offset` inside `range` and where the next box starts, or nil when
    /// the box does not fit.
    func box(at offset: Int, in range: Range<Int>) -> (type: String, body: Range<Int>, next: Int)? {
        guard offset <= range.upperBound - 8, var size = view.be(offset, 4) else { return nil }
        var header = 8
        if size == 1 {
            guard let large = view.be(offset + 8, 8) else { return nil }
            size = large
            header = 16
        }
        if size == 0 { size = range.upperBound - offset }
        guard size >= header, size <= range.upperBound - offset else { return nil }
        let type = String(decoding: view.bytes[offset + 4..<offset + 8], as: UTF8.self)
        return (type, offset + header..<offset + size, offset + size)
    }

    mutating func walk(_ range: Range<Int>, depth: Int) {
        var offset = range.lowerBound
        while depth < 12, let (type, body, next) = box(at: offset, in: range) {
            switch type {
            case "moov", "mdia", "minf", "stbl": walk(body, depth: depth + 1)
            case "trak":
                tracks.append(Track())
                walk(body, depth: depth + 1)
            case "hdlr": if view.matches("soun", at: body.lowerBound + 8) { updateTrack { $0.isSound = true } }
            case "mdhd": readLength(body)
            case "stsd": if body.count > 8 { walk(body.lowerBound + 8..<body.upperBound, depth: depth + 1) }
            case "mp4a":
                let channels = view.be(body.lowerBound + 16, 2), rate = view.be(body.lowerBound + 24, 2)
                updateTrack { $0.channels = channels; $0.sampleRate = rate }
                if body.count > 28 { walk(body.lowerBound + 28..<body.upperBound, depth: depth + 1) }
            case "esds": if body.count > 4 { readDescriptors(body.lowerBound + 4..<body.upperBound, depth: 0) }
            case "mdat": mediaBytes += body.count
            default: break
            }
            offset = next
        }
    }

    mutating func updateTrack(_ change: (inout Track) -> Void) {
        if tracks.isEmpty { tracks.append(Track()) }
        change(&tracks[tracks.count - 1])
    }

    mutating func readLength(_ body: Range<Int>) {
        let version = view.u8(body.lowerBound) ?? 0
        let timescale = view.be(body.lowerBound + (version == 1 ? 20 : 12), 4)
        let duration = view.be(body.lowerBound + (version == 1 ? 24 : 16), version == 1 ? 8 : 4)
        guard let timescale, timescale > 0, let duration else { return }
        let seconds = MediaInfo.plausibleSeconds(Double(duration) / Double(timescale))
        updateTrack { $0.seconds = seconds }
    }

    /// MPEG-4 descriptors (ISO/IEC 14496-1): a tag, then a length of up to four 7-bit groups.
    mutating func readDescriptors(_ range: Range<Int>, depth: Int) {
        var offset = range.lowerBound
        while offset + 2 <= range.upperBound, depth < 4, let tag = view.u8(offset) {
            var length = 0, cursor = offset + 1
            for _ in 0..<4 {
                guard let byte = view.u8(cursor) else { return }
                length = length << 7 | byte & 0x7F
                cursor += 1
                if byte & 0x80 == 0 { break }
            }
            guard cursor <= range.upperBound, length <= range.upperBound - cursor else { return }
            let body = cursor..<cursor + length
            switch tag {
            case 0x03:
                // ES_ID, flags, then in order: the stream it depends on, a URL, an OCR stream.
                let flags = view.u8(body.lowerBound + 2) ?? 0
                var skip = 3 + (flags & 0x80 != 0 ? 2 : 0)
                if flags & 0x40 != 0 { skip += 1 + (view.u8(body.lowerBound + skip) ?? 0) }
                if flags & 0x20 != 0 { skip += 2 }
                if skip < body.count { readDescriptors(body.lowerBound + skip..<body.upperBound, depth: depth + 1) }
            case 0x04:
                if let average = view.be(body.lowerBound + 9, 4), average > 0 { updateTrack { $0.averageBitRate = average } }
                if body.count > 13 { readDescriptors(body.lowerBound + 13..<body.upperBound, depth: depth + 1) }
            case 0x05:
                readAudioConfig(at: body.lowerBound, in: body)
            default: break
            }
            offset = body.upperBound
        }
    }

    mutating func readAudioConfig(at offset: Int, in body: Range<Int>) {
        guard body.count >= 2, let bits = view.be(offset, 2), bits >> 11 != 31 else { return }
        let frequencyIndex = bits >> 7 & 15, channelConfiguration = bits >> 3 & 15
        let rates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350]
        updateTrack { track in
            if frequencyIndex < rates.count { track.sampleRate = rates[frequencyIndex] }
            if (1...6).contains(channelConfiguration) { track.channels = channelConfiguration }
            if channelConfiguration == 7 { track.channels = 8 }
        }
    }
}
