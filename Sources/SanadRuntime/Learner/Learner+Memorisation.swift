import Foundation
import SanadBundleFormat

/// One ayah of the Qur'an: its surah's number and its own.
public struct VerseKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The surah, 1 to 114.
    public var surah: Int
    /// The ayah within the surah, from 1.
    public var ayah: Int

    /// The ayah `ayah` of surah `surah`.
    public init(surah: Int, ayah: Int) {
        self.surah = surah
        self.ayah = ayah
    }

    /// `112:3`.
    public var description: String { "\(surah):\(ayah)" }

    /// In the Qur'an's order.
    public static func < (lhs: VerseKey, rhs: VerseKey) -> Bool { (lhs.surah, lhs.ayah) < (rhs.surah, rhs.ayah) }
}

/// What marking a verse memorised changed.
public struct MemorisationOutcome: Sendable, Equatable {
    /// Whether the verse was not memorised before.
    public var newlyMemorised: Bool
    /// Verses of the unit memorised, this one included.
    public var versesMemorised: Int
    /// Verses in the unit.
    public var verses: Int
    /// Whether every verse of the unit is now memorised.
    public var unitMemorised: Bool
    /// Achievements it earned (`surahs-memorised`).
    public var achievementsEarned: [String]
}

/// A memorisation request the unit cannot take.
public enum MemorisationError: Error, Equatable, Sendable {
    /// The ayah is not one of the unit's.
    case verseOutsideUnit(unit: String, ayah: Int)
    /// The bundle could not be read.
    case content(BundleError)
}

extension MemorisationError: LocalizedError {
    /// A sentence an app can show (or log).
    public var errorDescription: String? {
        switch self {
        case .verseOutsideUnit(let unit, let ayah): return "Ayah \(ayah) is not part of “\(unit)”."
        case .content(let error): return error.errorDescription
        }
    }
}

extension Learner {
    /// Marks a verse of a unit memorised (the child recited it from memory, as the app decides):
    /// kept with the day it was first memorised, toward the unit's progress and the
    /// `surahs-memorised` achievements. `rules` are the learner's (`ProgressRules.resolved`), for
    /// the streak achievements it re-evaluates; by default the bundle's.
    public mutating func memoriseVerse(_ ayah: Int, of unit: BundleMemorisation.Unit, at moment: Moment, in library: ContentLibrary,
                                       rules: ProgressRules? = nil) throws(MemorisationError) -> MemorisationOutcome {
        // A verse the stored form could not hold (a damaged unit) is refused, not recorded.
        guard (1...114).contains(unit.surah), (1...286).contains(ayah), (unit.firstAyah...max(unit.firstAyah, unit.lastAyah)).contains(ayah) else {
            throw .verseOutsideUnit(unit: unit.id, ayah: ayah)
        }
        let key = VerseKey(surah: unit.surah, ayah: ayah)
        let isNew = memorisedVerses[key] == nil
        if isNew { memorisedVerses[key] = moment.day }
        let earned: [String]
        do { earned = try earnAchievements(on: moment.day, in: library, rules: rules ?? library.rules) } catch { throw .content(error) }
        let count = versesMemorised(in: unit)
        return MemorisationOutcome(newlyMemorised: isNew, versesMemorised: count, verses: unit.verses.count,
                                   unitMemorised: count == unit.verses.count, achievementsEarned: earned)
    }

    /// Whether a verse is memorised.
    public func hasMemorised(_ verse: VerseKey) -> Bool { memorisedVerses[verse] != nil }

    /// How many of a unit's verses are memorised ("3 of 4 verses").
    public func versesMemorised(in unit: BundleMemorisation.Unit) -> Int {
        unit.verses.filter { memorisedVerses[VerseKey(surah: unit.surah, ayah: $0.ayah)] != nil }.count
    }

    /// The surahs memorised whole: those with a whole-surah unit in `units` whose every verse is
    /// memorised, in the Qur'an's order.
    public func surahsMemorised(in units: [BundleMemorisation.Unit]) -> [Int] {
        Set(units.filter { $0.wholeSurah && !$0.verses.isEmpty && versesMemorised(in: $0) == $0.verses.count }.map(\.surah)).sorted()
    }
}
