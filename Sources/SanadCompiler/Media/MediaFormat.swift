/// The file formats Sanad recognises in media, by their content (`MediaInfo.read`) and by their
/// extension. `sanad.yaml`'s media policy names them (`formats: [m4a, mp3]`).
public enum MediaFormat: String, CaseIterable, Sendable, Codable {
    case wav, mp3, m4a, ogg, png, jpeg, gif, webp, svg
    /// A Lottie animation: the JSON Bodymovin exports (`.json`; a dotLottie `.lottie` archive is not read).
    case lottie
    /// A Rive animation (`.riv`).
    case rive

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
        case "json": self = .lottie
        case "riv": self = .rive
        default: return nil
        }
    }

    /// The extension a file in the format is named with (`json` for Lottie, `riv` for Rive).
    public var fileExtension: String {
        switch self {
        case .lottie: return "json"
        case .rive: return "riv"
        default: return rawValue
        }
    }

    /// Whether the format holds sound.
    public var isAudio: Bool { family == .sound }

    /// What the format holds: sound, a still picture or an animation.
    public var family: MediaFamily {
        switch self {
        case .wav, .mp3, .m4a, .ogg: return .sound
        case .png, .jpeg, .gif, .webp, .svg: return .picture
        case .lottie, .rive: return .animation
        }
    }

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
        case .lottie: return "application/json"
        // Rive registers no media type.
        case .rive: return "application/octet-stream"
        }
    }

    /// The formats iOS shows in `UIImage` and SwiftUI's `Image` from a file at run time; SVG is
    /// shown only from an asset catalogue or a web view, and an animation only by its player
    /// library (lottie-ios, Rive's runtime).
    public var rendersNativelyOnIOS: Bool { family == .picture && self != .svg }
}

/// What a media format holds, which decides the uses it may serve (`MediaUse.family`).
public enum MediaFamily: String, Sendable {
    /// A recording.
    case sound
    /// A still picture.
    case picture
    /// An animation, which an app plays with its player library.
    case animation

    /// The family with its article, as a message names it: "a recording".
    public var described: String {
        switch self {
        case .sound: return "a recording"
        case .picture: return "a picture"
        case .animation: return "an animation"
        }
    }
}
