import SanadBundleFormat
import SanadCitations
import SanadDiagnostics

/// A Qur'an memorisation unit (`memorisation/<slug>.yaml`), lowered.
public struct MemorisationModel: Sendable, SourceFileModel {
    /// How the recitation is recorded: a file per verse, or one file with the second each verse
    /// starts at.
    public enum Recording: Sendable {
        case perVerse([Located<String>])
        case cued(file: Located<String>, cues: [Located<Double>])
    }

    /// The unit's id, where written (`hifz.al-falaq`); unique, and achievements and the app's
    /// screens are keyed by it.
    public var id: Located<String>
    /// The unit's title as the learner reads it (`Al-Falaq, The Daybreak`); empty when missing.
    public var title: String
    /// The order units are offered in, from 1, where written; nil when not given (the unit then
    /// comes last in the bundle).
    public var order: Located<Int>?
    /// The unit's ayat as one Qur'an citation: verified (its `text:` when written), shown in the
    /// citation report and listed in `citations.json` like any other.
    public var citation: CitationModel
    /// The Tanzil edition the verses are shown in (`uthmani` unless the unit says otherwise).
    public var edition: Located<String>
    /// The id of the `sanad.yaml` audience the unit is written for, where written; nil when not
    /// given.
    public var audience: Located<String>?
    /// How many times the player may repeat each verse, the modes it offers; `defaultRepeatModes`
    /// when `repeat:` is not given.
    public var repeatModes: [Int]
    /// Who recites, as the app's credits show it; empty when not given.
    public var reciter: String
    /// The recording's licence, as the app's credits show it; empty when not given.
    public var licence: String
    /// `recitation: placeholder:` where written: true for a stand-in recording (a synthetic voice),
    /// which a release refuses in an approved unit (V0008); nil when not written.
    public var placeholder: Located<Bool>?
    /// The recitation's recordings: `verses:` (a file per verse) when given, else `file:` with its
    /// `cues:`; nil when the unit gives neither.
    public var recording: Recording?
    /// Where `recitation:` is written (or the id, when it is not).
    public var recitationRange: SourceRange
    /// Where the list that gives one entry per verse is written: the `verses:` or `cues:` key
    /// (`recitationRange` when neither is).
    public var perVerseListRange: SourceRange
    /// The unit's `review:` record, approved with `sanad review approve <unit id>`: the reviewer
    /// approves the reference and the recording.
    public var review: ReviewModel
    /// The file in canonical form without its review, kept when the review records a fingerprint;
    /// nil otherwise.
    public var canonicalText: String?
    /// The unit file the model was lowered from.
    public var file: SourceFile

    /// The repeat modes a unit offers when it names none.
    public static let defaultRepeatModes = [1, 3, 5]
    /// The edition a unit is shown in when it names none.
    public static let defaultEdition = "uthmani"

    /// The unit's ayat, when its reference parses.
    public var reference: QuranReference? { try? citation.quranReference?.get() }

    /// Whether the unit is every ayah of its surah.
    public var isWholeSurah: Bool {
        guard let reference else { return false }
        return reference.firstAyah == 1 && reference.lastAyah == QuranMetadata.surahs[reference.surah - 1].ayahCount
    }

    /// Every media path the recitation names.
    public var mediaPaths: [Located<String>] {
        switch recording {
        case .perVerse(let files)?: return files
        case .cued(let file, _)?: return [file]
        case nil: return []
        }
    }
}

extension Corpus {
    /// Every memorisation unit.
    public var memorisationUnits: [MemorisationModel] { models(of: ContentKinds.Memorisation.self) }
}
