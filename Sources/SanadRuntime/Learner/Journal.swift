import Foundation
import SanadBundleFormat

/// What a learner wrote in answer to journaling prompts, kept on the device and never in a
/// bundle: an app stores it (it is `Codable`) beside the learner's progress and merges two
/// devices' journals with `merged(with:)`.
public struct Journal: Codable, Sendable, Equatable {
    /// One entry: a prompt's answer on a day.
    public struct Entry: Codable, Sendable, Equatable, Identifiable {
        /// The entry's own id (the app's; a UUID by default), stable across edits and devices.
        public var id: String
        /// The prompt it answers (`BundleJournal.Prompt.id`).
        public var promptID: String
        /// The learner's local day it was written for.
        public var day: LocalDate
        /// What the learner wrote.
        public var text: String
        /// When it was last written: of two versions of an entry, the later one is kept.
        public var writtenAt: Date

        /// An entry with every field given.
        public init(id: String, promptID: String, day: LocalDate, text: String, writtenAt: Date) {
            self.id = id
            self.promptID = promptID
            self.day = day
            self.text = text
            self.writtenAt = writtenAt
        }
    }

    /// The entries, by id.
    public private(set) var entries: [String: Entry] = [:]
    /// The ids of entries the learner deleted, so that a merge does not bring them back.
    public private(set) var deleted: Set<String> = []

    /// An empty journal.
    public init() {}

    /// Writes an entry (a new one, or a new version of the entry with `id`) and returns it. An
    /// entry once deleted stays deleted.
    @discardableResult
    public mutating func write(_ text: String, answering promptID: String, on day: LocalDate, at instant: Date = Date(), id: String = UUID().uuidString) -> Entry {
        let entry = Entry(id: id, promptID: promptID, day: day, text: text, writtenAt: instant)
        if !deleted.contains(id) { entries[id] = entry }
        return entry
    }

    /// Deletes an entry, on this device and, after a merge, on every other.
    public mutating func delete(id: String) {
        deleted.insert(id)
        entries[id] = nil
    }

    /// The entries answering a prompt, oldest first.
    public func entries(answering promptID: String) -> [Entry] {
        entries.values.filter { $0.promptID == promptID }.sorted { ($0.writtenAt, $0.id) < ($1.writtenAt, $1.id) }
    }

    /// The prompt of `day` among `prompts` (as `ContentLibrary.journalPrompts(in:afterLesson:audience:)`
    /// gives them): one answered on `day` is that day's; else, counting only entries of days
    /// before it, the first never answered, in order, then the one whose last answer is the
    /// oldest (the first in order on a tie). Entries written for later days, or back-filled
    /// for earlier ones after `day`, do not change it; nil only without prompts.
    public func prompt(from prompts: [BundleJournal.Prompt], on day: LocalDate) -> BundleJournal.Prompt? {
        var lastDay: [String: LocalDate] = [:], answeredThatDay = Set<String>()
        for entry in entries.values {
            if entry.day == day { answeredThatDay.insert(entry.promptID) }
            if entry.day < day { lastDay[entry.promptID] = max(lastDay[entry.promptID] ?? entry.day, entry.day) }
        }
        if let answered = prompts.first(where: { answeredThatDay.contains($0.id) }) { return answered }
        if let fresh = prompts.first(where: { lastDay[$0.id] == nil }) { return fresh }
        return prompts.enumerated().min { (lastDay[$0.element.id]!, $0.offset) < (lastDay[$1.element.id]!, $1.offset) }?.element
    }

    /// Two devices' journals together: every entry of either; of two versions of an entry the
    /// later written (then the one greater by its bytes, so both devices keep the same bytes);
    /// deletions from either. Commutative, associative and idempotent.
    public func merged(with other: Journal) -> Journal {
        var result = Journal()
        result.deleted = deleted.union(other.deleted)
        for entry in Array(entries.values) + Array(other.entries.values) where !result.deleted.contains(entry.id) {
            if let kept = result.entries[entry.id], !Self.isLater(entry, than: kept) { continue }
            result.entries[entry.id] = entry
        }
        return result
    }

    /// The order two versions of an entry are merged in: when written, then by their bytes
    /// (Swift's `String` comparison would take two spellings of one text for equal).
    private static func isLater(_ a: Entry, than b: Entry) -> Bool {
        if a.writtenAt != b.writtenAt { return a.writtenAt > b.writtenAt }
        let left = Array(a.text.utf8) + [0xFF] + Array(a.promptID.utf8), right = Array(b.text.utf8) + [0xFF] + Array(b.promptID.utf8)
        if left != right { return left.lexicographicallyPrecedes(right) == false }
        return a.day > b.day
    }
}
