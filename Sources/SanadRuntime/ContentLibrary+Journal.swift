import Foundation
import SanadBundleFormat

extension ContentLibrary {
    /// A category's journaling prompts in order, read and verified from `journal/<category>.json`
    /// (in the category's pack); empty when the category has none.
    public func journalPrompts(in category: String) throws(BundleError) -> [BundleJournal.Prompt] {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .journal && $0.category == category }) else { return [] }
        return try reader.decode(BundleJournal.self, from: entry).prompts.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// The prompts to offer a learner of `audience`, in order: after a lesson (Keys to Paradise:
    /// "I have Reflected"), that lesson's own prompts, or the category's when the lesson has
    /// none; for the category's journaling popup (`afterLesson` nil), the category's own. A
    /// prompt for some audiences is offered only to them; a learner of no known audience gets
    /// the prompts for everyone. `Journal.prompt(from:on:)` picks today's one.
    public func journalPrompts(in category: String, afterLesson lesson: String? = nil, audience: String? = nil) throws(BundleError) -> [BundleJournal.Prompt] {
        let offered = try journalPrompts(in: category).filter { $0.audiences.isEmpty || audience.map($0.audiences.contains) == true }
        let forLesson = lesson.map { lesson in offered.filter { $0.lesson == lesson } } ?? []
        return forLesson.isEmpty ? offered.filter { $0.lesson == nil } : forLesson
    }

    /// The sources a journaling prompt cites, in the order it cites them.
    public func citations(of prompt: BundleJournal.Prompt) throws(BundleError) -> [BundleCitations.Citation] {
        let index = try citationIndex()
        return prompt.citations.compactMap { index[$0] }
    }
}
