/// The file formats Sanad recognises in media, by their content (`MediaInfo.read`) and by their
/// extension. `sanad.yaml`'s media policy names them (`formats: [m4a, mp3]`).
public enum MediaFormat: String, CaseIterable, Sendable, Codable {
    case wav, mp3, m4a, ogg, png, jpeg, gif, webp, svg

    /// The format a file's extension promises (`.aac` and `.mp4` audio are MPEG-4 files, `.opus`
    /// an Ogg stream), or nil for an extension Sanad does not know.
    public init?(extension ext: String) {
        switch ext.lowercased() {
        case "wav", "wave": self = .wav
        case "mp3": self = .mp3
        case "m4a", "aac", "mp4": self = .m4a
        case "ogg", "oga", "opus": self = .ogg
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "gif": self = .gif
        case "webp": self = .webp
        case "svg": self = .svg
        default: return nil
        }
    }

    /// Whether the format holds sound (otherwise a picture).
    public var isAudio: Bool { [.wav, .mp3, .m4a, .ogg].contains(self) }

    /// The MIME type the bundle's manifest lists the file with.
    public var mimeType: String {
        switch self {
        case .wav: return "audio/wav"
        case .mp3: return "audio/mpeg"
        case .m4a: return "audio/mp4"
        case .ogg: return "audio/ogg"
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case .gif: return "image/gif"
        case .webp: return "image/webp"
        case .svg: return "image/svg+xml"
        }
    }

    /// The formats iOS shows in `UIImage` and SwiftUI's `Image` from a file at run time; SVG is
    /// shown only from an asset catalogue or a web view.
    public var rendersNativelyOnIOS: Bool { self != .svg }
}
