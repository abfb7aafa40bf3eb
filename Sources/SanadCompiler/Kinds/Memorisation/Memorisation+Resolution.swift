import Foundation
import SanadCitations
import SanadDiagnostics

extension ContentKinds.Memorisation {
    /// No two units share an order; every verse of a unit has its recording: a file each, or one
    /// cue each, in increasing order and inside the file (whose length is read from its header).
    public static func checkResolution(_ corpus: Corpus, index: CorpusIndex) -> [Diagnostic] {
        var diagnostics = SharedOrders.check(corpus.memorisationUnits.compactMap { unit in unit.order.map { (unit.id.value, $0) } }, what: "memorisation unit")
        // A unit shows its edition's text: an edition configured but not loaded (a project that
        // allows unverified quotations only warns about it) leaves the unit nothing to show.
        let unavailable = unavailableEditions(in: corpus)
        for unit in corpus.memorisationUnits where unavailable.contains(unit.edition.value) {
            diagnostics.append(Diagnostic(
                CitationDiagnostics.quranTextFile, "the \(unit.edition.value) Qur'an text could not be loaded: the unit '\(unit.id.value)' has no verses to show",
                at: unit.edition.range, notes: [.init(message: "the problem with the text is reported at its line in sanad.yaml")],
                help: "fix the Qur'an text in sanad.yaml; memorisation units need it even where quotations may go unverified"))
        }
        let root = URL(fileURLWithPath: corpus.root).standardizedFileURL.resolvingSymlinksInPath().path
        for unit in corpus.memorisationUnits {
            guard let reference = unit.reference, let recording = unit.recording else { continue }
            diagnostics += coverage(of: recording, verses: reference.lastAyah - reference.firstAyah + 1, unit: unit) { path in
                // A file that is missing, outside the folder or in no known format is reported
                // by the media checks; here only its length matters.
                guard case .success(let info?) = MediaInfo.read(fileAt: root + "/" + path, root: root), info.format.family == .sound else { return nil }
                return .some(info.seconds)
            }
        }
        return diagnostics
    }

    /// The Qur'an editions `sanad.yaml` configures that could not be loaded, when the corpus has
    /// memorisation units (resolution reads them outside the corpus: `ResolutionMemo` keys on them).
    static func unavailableEditions(in corpus: Corpus) -> [String] {
        corpus.memorisationUnits.isEmpty ? [] : QuranTexts.load(for: corpus.project, root: corpus.root).unavailable
    }

    /// The problems of one recording of `verses` verses; `seconds` reads a file's length: nil for
    /// a file the media checks report, `.some(nil)` for a file whose header gives no length.
    static func coverage(of recording: MemorisationModel.Recording, verses: Int, unit: MemorisationModel, seconds: (String) -> Double??) -> [Diagnostic] {
        func problem(_ message: String, at range: SourceRange, help: String? = nil) -> Diagnostic {
            Diagnostic(ResolutionDiagnostics.recitationCoverage, message, at: range, help: help)
        }
        switch recording {
        case .perVerse(let files):
            guard files.count == verses else {
                return [problem("the unit has \(verses) verses but \(files.count) recordings", at: unit.perVerseListRange,
                                help: "give one recording per verse, in order")]
            }
            // The bundle carries each verse's length: a header that gives none is refused here.
            return files.compactMap { file in
                guard case .some(.none) = seconds(file.value) else { return nil }
                return problem("the length of '\(file.value)' cannot be read from its header", at: file.range)
            }
        case .cued(let file, let cues):
            var found: [Diagnostic] = []
            if cues.count != verses {
                found.append(problem("the unit has \(verses) verses but \(cues.count) cues", at: unit.perVerseListRange,
                                     help: "give the second at which each verse starts, one per verse"))
            }
            for (previous, cue) in zip(cues, cues.dropFirst()) where cue.value <= previous.value {
                found.append(problem("the cue \(cue.value) s does not come after \(previous.value) s", at: cue.range, help: "cues are in increasing order"))
            }
            guard let read = seconds(file.value) else { return found }
            guard let length = read else {
                found.append(problem("the length of '\(file.value)' cannot be read from its header, so its cues cannot be checked", at: file.range))
                return found
            }
            for cue in cues where cue.value >= length {
                found.append(problem("the cue \(cue.value) s is past the end of the recording (\(String(format: "%.1f", length)) s)", at: cue.range))
            }
            return found
        }
    }
}

extension ContentKinds.Memorisation {
    /// Under `--release`: an approved unit's recitation must not be a placeholder (like a sample
    /// reviewer, a stand-in is fine until a release); a unit not approved is left out, or is an
    /// error with `--require-all-approved`, by the review checks.
    public static func releaseDiagnostics(of unit: MemorisationModel) -> [Diagnostic] {
        guard unit.review.isApproved, let placeholder = unit.placeholder, placeholder.value else { return [] }
        return [Diagnostic(
            ReviewDiagnostics.placeholderRecording, "the recitation of '\(unit.id.value)' (\(unit.reciter)) is a placeholder, not a qualified reciter's recording",
            at: placeholder.range, help: "license a recording by a qualified reciter, and remove 'placeholder: true'")]
    }
}
