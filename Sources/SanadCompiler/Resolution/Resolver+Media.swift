import Foundation
import SanadDiagnostics
import SanadSource

extension Resolver {
    /// Every media path any kind names (narration, dhikr, images and audio in Markdown, a card's
    /// picture and animation) stays
    /// inside the content folder, exists, is in the format its name promises and meets the
    /// project's media policy for its use; a lesson's media fit its budget and a narration's
    /// declared duration matches the file. Each file is read once.
    mutating func checkMedia() {
        let root = URL(fileURLWithPath: corpus.root).standardizedFileURL.resolvingSymlinksInPath().path
        let policy = corpus.project?.media ?? MediaPolicy()
        var files = MediaFiles(root: root, limit: policy.fileBudget?.value ?? MediaPolicy.defaultFileLimit)
        var named: [MediaReference] = []
        for kind in ContentKinds.all { named += checkMedia(of: kind, files: &files) }
        checkCredits(of: named)
        for lesson in corpus.lessons {
            if let audio = lesson.audio, let narration = audio.narration, let info = files.info(narration.value), info.format.family == .sound,
               let seconds = info.seconds {
                checkNarrationLength(narration, seconds: seconds, declared: audio.duration)
            }
            if let budget = policy.lessonBudget { checkBudget(of: lesson, budget: budget, files: &files) }
        }
    }

    /// Checks the media a kind names; returns the references to files that are there.
    private mutating func checkMedia<Kind: ContentKind>(of kind: Kind.Type, files: inout MediaFiles) -> [MediaReference] {
        let policy = corpus.project?.media ?? MediaPolicy()
        var found: [MediaReference] = []
        for model in Kind.models(in: corpus) {
            for reference in Kind.mediaReferences(of: model) where checkMediaPath(reference.path, files: &files) {
                found.append(reference)
                if let size = files.oversized(reference.path.value) {
                    // Reported, and never read: a sparse file of gigabytes costs one stat.
                    let limit = policy.fileBudget?.value ?? MediaPolicy.defaultFileLimit
                    report(ResolutionDiagnostics.mediaBudget,
                           "'\(reference.path.value)' is \(MediaPolicy.describe(bytes: size)); a media file may be at most \(MediaPolicy.describe(bytes: limit))",
                           at: reference.path.range,
                           notes: policy.fileBudget.map { [.init(message: "the limit is set here", range: $0.range)] } ?? [.init(message: "the default limit; 'budgets: file' in sanad.yaml sets another")],
                           help: "compress or shorten it, or raise 'budgets: file' in sanad.yaml")
                    continue
                }
                checkFormat(reference, policy: policy, files: &files)
                if let still = reference.still { checkProportions(of: reference.path, still: still, files: &files) }
            }
        }
        return found
    }

    /// Every medium the content names has a credit in sanad.yaml (reported once, at its first
    /// reference), unless what names it credits it; and every path or pattern of `credits:`
    /// matches a medium the content names (each pattern on its own: a medium may have several
    /// credits). Each distinct path is matched once; a pattern without wildcards is a set lookup.
    private mutating func checkCredits(of named: [MediaReference]) {
        let patterns = (corpus.project?.credits ?? []).flatMap(\.files)
        var literal: [String: [Located<String>]] = [:], wildcards: [Located<String>] = []
        for pattern in patterns {
            if pattern.value.contains(where: { $0 == "*" || $0 == "?" }) {
                wildcards.append(pattern)
            } else {
                literal[MediaCredit.normalised(pattern.value), default: []].append(pattern)
            }
        }
        var firstReference: [String: MediaReference] = [:], order: [String] = []
        var creditedWhereNamed = Set<String>()
        for reference in named {
            let path = MediaCredit.normalised(reference.path.value)
            if reference.creditedWhereNamed { creditedWhereNamed.insert(path) }
            if firstReference[path] == nil {
                firstReference[path] = reference
                order.append(path)
            }
        }
        var used = Set<SourceRange>()
        for path in order {
            let covering = (literal[path] ?? []) + wildcards.filter { MediaCredit.matches($0.value, path) }
            for pattern in covering { used.insert(pattern.range) }
            guard covering.isEmpty, !creditedWhereNamed.contains(path), let reference = firstReference[path] else { continue }
            report(ResolutionDiagnostics.mediaWithoutCredit, "'\(reference.path.value)' has no credit: nothing says who made it and under what licence",
                   at: reference.path.range, help: "add it to 'credits' in sanad.yaml: - { files: [\"\(path)\"], author: …, licence: … }")
        }
        for pattern in patterns where !used.contains(pattern.range) {
            report(ResolutionDiagnostics.unusedCredit, "'\(pattern.value)' matches no media file the content names", at: pattern.range,
                   help: "correct the path, or remove it")
        }
    }

    /// A card's animation and its still have the same proportions (within 2%), when both
    /// headers give a size: otherwise the card changes shape when the learner turns on reduced
    /// motion.
    private mutating func checkProportions(of animation: Located<String>, still: Located<String>, files: inout MediaFiles) {
        guard let moving = files.info(animation.value), moving.format.family == .animation, let width = moving.width, let height = moving.height,
              let picture = files.info(still.value), picture.format.family == .picture, let stillWidth = picture.width, let stillHeight = picture.height else { return }
        let ratio = Double(width) / Double(height), stillRatio = Double(stillWidth) / Double(stillHeight)
        guard abs(ratio - stillRatio) > 0.02 * stillRatio else { return }
        report(ResolutionDiagnostics.animationStill,
               "the animation '\(animation.value)' is \(width)×\(height) but its still '\(still.value)' is \(stillWidth)×\(stillHeight): the card changes shape with reduced motion",
               at: animation.range, notes: [.init(message: "the still, shown in its place with reduced motion", range: still.range)],
               help: "export the still from the animation's resting frame, at its proportions")
    }

    /// A narration's declared duration matches the file (rounded up to whole seconds).
    private mutating func checkNarrationLength(_ path: Located<String>, seconds: Double, declared: Int?) {
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

    /// Whether the path is a regular file inside the content folder (otherwise reported).
    private mutating func checkMediaPath(_ path: Located<String>, files: inout MediaFiles) -> Bool {
        let value = path.value, root = files.root
        if value.contains("://") || value.hasPrefix("data:") {
            report(ResolutionDiagnostics.pathEscape, "media must be files in the content folder, not '\(value)'", at: path.range,
                   help: "the app works offline: put the file under media/ and refer to it by a relative path")
            return false
        }
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        if value.hasPrefix("/") || value.hasPrefix("~") || segments.contains("..") || value.contains("\\") {
            report(ResolutionDiagnostics.pathEscape, "the media path '\(value)' must be relative and stay inside the content folder", at: path.range)
            return false
        }
        let full = URL(fileURLWithPath: root).appendingPathComponent(value)
        guard FileManager.default.fileExists(atPath: full.path) else {
            // A file of the same folder whose name is close: a typo, or an extension written another way.
            let close = files.closestFile(to: value)
            report(ResolutionDiagnostics.missingMedia, "no file at '\(value)' in the content folder", at: path.range,
                   help: close.map { "did you mean '\($0)'?" },
                   fixIts: close.flatMap { Diagnostic.FixIt.didYouMean($0, replacing: value, at: path.range) }.map { [$0] } ?? [])
            return false
        }
        switch ContentFile.read(full.path, inside: root, limit: 0, prefixOnly: true) {
        case .failure(.outside):
            report(ResolutionDiagnostics.pathEscape, "'\(value)' is a link to a file outside the content folder", at: path.range)
            return false
        case .failure(.notRegular(let kind)):
            report(ResolutionDiagnostics.missingMedia, "'\(value)' is \(kind), not a media file", at: path.range, help: "replace it with a regular file")
            return false
        default:
            return true
        }
    }

    /// A lesson's distinct media files together fit `media: budgets: lesson`.
    private mutating func checkBudget(of lesson: LessonModel, budget: Located<Int>, files: inout MediaFiles) {
        var seen = Set<String>(), total = 0, notes: [Diagnostic.Note] = []
        for reference in ContentKinds.Lesson.mediaReferences(of: lesson) where seen.insert(reference.path.value).inserted {
            guard let size = files.size(reference.path.value) else { continue }
            total += size
            notes.append(.init(message: "\(MediaPolicy.describe(bytes: size))", range: reference.path.range))
        }
        guard total > budget.value else { return }
        report(ResolutionDiagnostics.mediaBudget,
               "the lesson '\(lesson.id.value)' names \(MediaPolicy.describe(bytes: total)) of media, over its budget of \(MediaPolicy.describe(bytes: budget.value))",
               at: lesson.id.range, notes: notes + [.init(message: "the budget is set here", range: budget.range)],
               help: "shorten or compress the recordings, or raise 'budgets: lesson' in sanad.yaml")
    }
}

/// The media files resolution reads, each once: its size and its header. A file over `limit`
/// bytes is never read.
struct MediaFiles {
    let root: String
    let limit: Int
    private var sizes: [String: Int] = [:]
    private var infos: [String: MediaInfo?] = [:]

    init(root: String, limit: Int = MediaPolicy.defaultFileLimit) {
        self.root = root
        self.limit = limit
    }

    /// The files of each folder asked about, listed once (at most `listingLimit` names each).
    private var listings: [String: [String]] = [:]
    static let listingLimit = 10_000
    /// How many missing files get a "did you mean": each compares its name with its folder's, so
    /// a content folder of many missing files costs no more than its size warrants.
    private var suggestionsLeft = 64

    /// The path of the file in `path`'s folder whose name is closest to its name, if one is close.
    mutating func closestFile(to path: String) -> String? {
        guard suggestionsLeft > 0 else { return nil }
        suggestionsLeft -= 1
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let name = String(path.split(separator: "/").last ?? "")
        if listings[folder] == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? root : root + "/" + folder)) ?? []
            listings[folder] = Array(names.filter { !$0.hasPrefix(".") }.sorted().prefix(Self.listingLimit))
        }
        return Suggestion.closest(to: name, in: listings[folder] ?? []).map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }

    /// The size of a file over the limit, from its status alone; nil for a file within it.
    mutating func oversized(_ path: String) -> Int? {
        var info = stat()
        guard stat(root + "/" + path, &info) == 0, Int(info.st_size) > limit else { return nil }
        sizes[path] = Int(info.st_size)
        infos[path] = .some(nil)
        return Int(info.st_size)
    }

    /// The header of the file at a content-relative path, or nil when it is in no known format.
    mutating func info(_ path: String) -> MediaInfo? {
        load(path)
        return infos[path] ?? nil
    }

    mutating func size(_ path: String) -> Int? {
        load(path)
        return sizes[path]
    }

    private mutating func load(_ path: String) {
        guard infos[path] == nil else { return }
        guard case .success(let bytes) = ContentFile.read(root + "/" + path, inside: root, limit: limit) else {
            infos[path] = .some(nil)
            return
        }
        sizes[path] = bytes.count
        infos[path] = .some(MediaInfo.read(bytes))
    }
}
