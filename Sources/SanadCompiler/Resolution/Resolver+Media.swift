import Foundation
import SanadDiagnostics
import SanadSource

extension Resolver {
    /// Every media path any kind names (narration, dhikr, images and audio in Markdown) stays
    /// inside the content folder and exists.
    mutating func checkMedia() {
        let root = URL(fileURLWithPath: corpus.root).standardizedFileURL.resolvingSymlinksInPath().path
        for kind in ContentKinds.all { checkMedia(of: kind, root: root) }
        for lesson in corpus.lessons {
            if let audio = lesson.audio, let narration = audio.narration { checkNarrationLength(narration, declared: audio.duration, root: root) }
        }
    }

    private mutating func checkMedia<Kind: ContentKind>(of kind: Kind.Type, root: String) {
        for model in Kind.models(in: corpus) {
            for path in Kind.mediaReferences(of: model) { checkMediaPath(path, root: root) }
        }
    }

    /// A WAV narration's declared duration matches the file (rounded up to whole seconds).
    private mutating func checkNarrationLength(_ path: Located<String>, declared: Int?, root: String) {
        guard path.value.lowercased().hasSuffix(".wav"),
            let seconds = WAVHeader.seconds(ofFileAt: URL(fileURLWithPath: root).appendingPathComponent(path.value).path, root: root)
        else { return }
        let length = String(format: "%.1f", seconds), suggested = Int(seconds.rounded(.up))
        guard let declared else {
            report(ResolutionDiagnostics.narrationDuration, "the narration lasts \(length) s but declares no duration", at: path.range,
                   help: "add 'duration: \(suggested)s' to the audio")
            return
        }
        if abs(Double(declared) - seconds) >= 1 {
            report(ResolutionDiagnostics.narrationDuration, "the narration lasts \(length) s but the lesson declares \(declared) s", at: path.range,
                   help: "set 'duration: \(suggested)s'")
        }
    }

    private mutating func checkMediaPath(_ path: Located<String>, root: String) {
        let value = path.value
        if value.contains("://") || value.hasPrefix("data:") {
            report(ResolutionDiagnostics.pathEscape, "media must be files in the content folder, not '\(value)'", at: path.range,
                   help: "the app works offline: put the file under media/ and refer to it by a relative path")
            return
        }
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        if value.hasPrefix("/") || value.hasPrefix("~") || segments.contains("..") || value.contains("\\") {
            report(ResolutionDiagnostics.pathEscape, "the media path '\(value)' must be relative and stay inside the content folder", at: path.range)
            return
        }
        let full = URL(fileURLWithPath: root).appendingPathComponent(value)
        guard FileManager.default.fileExists(atPath: full.path) else {
            report(ResolutionDiagnostics.missingMedia, "no file at '\(value)' in the content folder", at: path.range)
            return
        }
        switch ContentFile.read(full.path, inside: root, limit: 0, prefixOnly: true) {
        case .failure(.outside):
            report(ResolutionDiagnostics.pathEscape, "'\(value)' is a link to a file outside the content folder", at: path.range)
        case .failure(.notRegular(let kind)):
            report(ResolutionDiagnostics.missingMedia, "'\(value)' is \(kind), not a media file", at: path.range, help: "replace it with a regular file")
        default:
            break
        }
    }
}
