import SanadSource

/// What a media file's header says: its format and, for sound, its length, sample rate, channels
/// and bit-rate; for a picture, its size in pixels; for a Lottie animation, its size and length. Read from the bytes alone, without decoding a
/// sample or a pixel (no codec library).
public struct MediaInfo: Sendable, Equatable {
    /// The format the header shows the bytes are in, whatever the file is called.
    public var format: MediaFormat
    /// Seconds of sound, or of a Lottie animation.
    public var seconds: Double?
    /// Samples per second (an Opus stream always plays at 48 000).
    public var sampleRate: Int?
    /// Channels of sound (1 for mono, 2 for stereo); nil for a picture or when the header does not say.
    public var channels: Int?
    /// Bits per second: the header's (a CBR MP3 frame, a WAV byte rate, an MPEG-4 `esds`
    /// average) or, failing that, the file's audio bytes over its length.
    public var bitRate: Int?
    /// A picture's or an animation's width in pixels; nil for sound or when the header does not say.
    public var width: Int?
    /// A picture's or an animation's height in pixels; nil for sound or when the header does not say.
    public var height: Int?

    /// What a header says of a file in `format`; a property the header does not give is nil.
    public init(format: MediaFormat, seconds: Double? = nil, sampleRate: Int? = nil, channels: Int? = nil, bitRate: Int? = nil,
                width: Int? = nil, height: Int? = nil) {
        self.format = format
        self.seconds = seconds
        self.sampleRate = sampleRate
        self.channels = channels
        self.bitRate = bitRate
        self.width = width
        self.height = height
    }

    /// The longest length Sanad believes a header about: a week. A header claiming more is
    /// damaged or hostile, and its length is not used.
    static let longestSeconds = 7.0 * 86_400

    /// A length from a header, or nil when it is not finite, negative or beyond `longestSeconds`.
    static func plausibleSeconds(_ seconds: Double) -> Double? {
        seconds.isFinite && seconds >= 0 && seconds <= longestSeconds ? seconds : nil
    }

    /// Bits per second of `bytes` over `seconds`, or nil when that is not a sensible number.
    static func bitRate(bytes: Int, seconds: Double) -> Int? {
        let rate = (Double(bytes) * 8 / seconds).rounded()
        return rate.isFinite && rate >= 0 && rate < 1e12 ? Int(rate) : nil
    }

    /// The format the bytes are in (by their signature), whatever the file is called.
    public static func sniff(_ bytes: [UInt8]) -> MediaFormat? {
        let view = ByteView(bytes)
        if view.matches("RIFF", at: 0), view.matches("WAVE", at: 8) { return .wav }
        if view.matches("RIFF", at: 0), view.matches("WEBP", at: 8) { return .webp }
        if view.matches("OggS", at: 0) { return .ogg }
        if view.matches("ftyp", at: 4) { return .m4a }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if view.matches("GIF8", at: 0) { return .gif }
        if view.matches("ID3", at: 0) || MP3Frame(view, at: 0) != nil { return .mp3 }
        if view.matches("RIVE", at: 0) { return .rive }
        // A JSON object is taken for a Lottie animation; `read` checks that it is one.
        if bytes.first(where: { !isJSONSpace($0) }) == UInt8(ascii: "{") { return .lottie }
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
        if head.contains("<svg") { return .svg }
        return nil
    }

    /// Reads a file's header, or nil when its bytes are in no format Sanad knows (or are
    /// damaged beyond reading their header).
    public static func read(_ bytes: [UInt8]) -> MediaInfo? {
        guard let format = sniff(bytes) else { return nil }
        let view = ByteView(bytes)
        switch format {
        case .wav: return wav(view)
        case .mp3: return mp3(view)
        case .m4a: return mpeg4(view)
        case .ogg: return ogg(view)
        case .png: return png(view)
        case .jpeg: return jpeg(view)
        case .gif: return MediaInfo(format: .gif, width: view.le(6, 2), height: view.le(8, 2))
        case .webp, .svg: return MediaInfo(format: format)
        case .lottie: return lottie(bytes)
        case .rive: return rive(view)
        }
    }

    /// Reads the header of the file at `path` (a regular file inside `root`), reading at most
    /// `limit` bytes.
    public static func read(fileAt path: String, root: String?, limit: Int = 256 << 20) -> Result<MediaInfo?, ContentFile.Refusal> {
        ContentFile.read(path, inside: root, limit: limit).map(read)
    }
}
