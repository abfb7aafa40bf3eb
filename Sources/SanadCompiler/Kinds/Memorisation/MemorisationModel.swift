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

    public var id: Located<String>
    public var title: String
    public var order: Located<Int>?
    /// The unit's ayat as one Qur'an citation: verified (its `text:` when written), shown in the
    /// citation report and listed in `citations.json` like any other.
    public var citation: CitationModel
    /// The Tanzil edition the verses are shown in (`uthmani` unless the unit says otherwise).
    public var edition: Located<String>
    public var audience: Located<String>?
    public var repeatModes: [Int]
    public var reciter: String
    public var licence: String
    public var placeholder: Located<Bool>?
    public var recording: Recording?
    /// Where `recitation:` is written (or the id, when it is not).
    public var recitationRange: SourceRange
    /// Where the list that gives one entry per verse is written: the `verses:` or `cues:` key
    /// (`recitationRange` when neither is).
    public var perVerseListRange: SourceRange
    public var review: ReviewModel
    public var canonicalText: String?
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
