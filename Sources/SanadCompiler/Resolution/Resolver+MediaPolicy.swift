import Foundation
import SanadDiagnostics

extension Resolver {
    /// A media file is in the format its name promises, suits its use (a recording, a picture or
    /// an animation), and meets the project's rule for that use; an SVG picture is a warning.
    mutating func checkFormat(_ reference: MediaReference, policy: MediaPolicy, files: inout MediaFiles) {
        let path = reference.path, named = MediaFormat(extension: (path.value as NSString).pathExtension)
        guard let info = files.info(path.value) else {
            let suited = MediaFormat.allCases.filter { $0.family == reference.use.family }.map(\.rawValue).joined(separator: ", ")
            let dotLottie = (path.value as NSString).pathExtension.lowercased() == "lottie"
            report(ResolutionDiagnostics.mediaFormat,
                   "'\(path.value)' is not \(dotLottie ? "read: a dotLottie archive is not a format Sanad reads" : named.map { "a readable \($0.rawValue.uppercased()) file" } ?? "in a format Sanad reads")",
                   at: path.range, help: dotLottie ? "export the animation as Lottie JSON (.json)" : "export it as one of: \(suited)")
            return
        }
        if let named, named != info.format {
            report(ResolutionDiagnostics.mediaFormat,
                   "'\(path.value)' is named as \(named.rawValue.uppercased()) but its bytes are \(info.format.rawValue.uppercased())",
                   at: path.range, help: "rename it to end in .\(info.format.fileExtension), or export it again as \(named.rawValue.uppercased())")
            return
        }
        guard info.format.family == reference.use.family else {
            report(ResolutionDiagnostics.mediaFormat,
                   "'\(path.value)' is \(info.format.family.described) (\(info.format.rawValue.uppercased())), used as \(reference.use.family.described)",
                   at: path.range, help: reference.use == .animation ? "an animation is a Lottie (.json) or Rive (.riv) file; its picture is the still shown with reduced motion" : nil)
            return
        }
        // The bundle names an animation's player by its file's name: it must say which.
        if reference.use == .animation, named == nil {
            report(ResolutionDiagnostics.mediaFormat,
                   "'\(path.value)' is a \(info.format.rawValue.uppercased()) animation, but its name does not say so: an app picks its player by it",
                   at: path.range, help: "rename it to end in .\(info.format.fileExtension)")
            return
        }
        let rule = policy.rules[reference.use]
        if info.format == .svg, rule?.formats?.value.contains(.svg) != true {
            report(ResolutionDiagnostics.svgImage,
                   "'\(path.value)' is an SVG picture, which iOS does not show in UIImage or SwiftUI's Image at run time",
                   at: path.range, help: "export it as PNG (or list svg in sanad.yaml's media: image: formats if the app shows it in a web view)")
        }
        guard let rule else { return }
        check(reference, info: info, against: rule)
    }

    private mutating func check(_ reference: MediaReference, info: MediaInfo, against rule: MediaPolicy.Rule) {
        let path = reference.path, use = reference.use.rawValue
        func violation(_ message: String, _ limit: SourceRange) {
            report(ResolutionDiagnostics.mediaPolicy, "'\(path.value)' \(message)", at: path.range,
                   notes: [.init(message: "the project's \(use) rule, in sanad.yaml", range: limit)])
        }
        if let formats = rule.formats, !formats.value.contains(info.format) {
            violation("is \(info.format.rawValue.uppercased()); \(use) accepts \(formats.value.map(\.rawValue).joined(separator: ", "))", formats.range)
        }
        if let channels = rule.channels, let actual = info.channels, actual != channels.value {
            violation("has \(Self.channelName(actual)); \(use) must be \(Self.channelName(channels.value))", channels.range)
        }
        if let rates = rule.sampleRate, let actual = info.sampleRate, !rates.value.contains(actual) {
            violation("is sampled at \(actual) Hz; \(use) accepts \(Self.describe(rates.value, unit: "Hz"))", rates.range)
        }
        if let rates = rule.bitRate, let actual = info.bitRate {
            let kilobits = Int((Double(actual) / 1000).rounded())
            if !rates.value.contains(kilobits) {
                violation("has a bit-rate of \(kilobits) kbps; \(use) accepts \(Self.describe(rates.value, unit: "kbps"))", rates.range)
            }
        }
        if let width = rule.maxWidth, let actual = info.width, actual > width.value {
            violation("is \(actual) pixels wide; \(use) allows at most \(width.value)", width.range)
        }
        if let height = rule.maxHeight, let actual = info.height, actual > height.value {
            violation("is \(actual) pixels tall; \(use) allows at most \(height.value)", height.range)
        }
    }

    private static func channelName(_ count: Int) -> String {
        count == 1 ? "one channel (mono)" : count == 2 ? "two channels (stereo)" : "\(count) channels"
    }

    private static func describe(_ range: ClosedRange<Int>, unit: String) -> String {
        range.upperBound == Int.max ? "\(range.lowerBound) \(unit) or more" : "\(range.lowerBound)-\(range.upperBound) \(unit)"
    }
}
