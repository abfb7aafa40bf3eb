import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A journaling prompt.
    public static let journalPrompt = BundleChange.Subject(rawValue: "journal prompt")
}

extension ContentKinds.Journal {
    /// `journal/<category>.json` for each category with prompts, in the category's order.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let files = Dictionary(grouping: models(in: builder.corpus), by: \.categoryFolder)
        return try builder.index.sortedCategories.compactMap { category -> BundleBuilder.File? in
            let prompts = (files[category.folder] ?? []).flatMap(\.prompts)
            guard !prompts.isEmpty else { return nil }
            let file = BundleJournal(
                category: category.id.value,
                prompts: prompts.sorted { ($0.order?.value ?? .max, $0.id.value) < ($1.order?.value ?? .max, $1.id.value) }.map { prompt in
                    BundleJournal.Prompt(
                        id: prompt.id.value, order: prompt.order?.value ?? 0, lesson: prompt.lesson?.value, audiences: prompt.audiences.map(\.value),
                        blocks: prompt.body.map { builder.gated($0.blocks, categoryFolder: category.folder) } ?? [],
                        citations: prompt.citations.map(\.key))
                })
            return try builder.encode(file, path: "journal/\(category.id.value).json", kind: .journal, category: category.id.value)
        }
    }

    /// Throws when one of the snapshot's `journal/<category>.json` files does not decode as
    /// `BundleJournal`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.journal] ?? [] { _ = try BundleJSONDecoder().decode(BundleJournal.self, from: data) }
    }

    /// Removing a prompt is major (a learner's entries are kept by its id), adding one minor; a
    /// new lesson, audiences or place minor (they change when it is offered); text a patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.journal, as: BundleJournal.self).flatMap(\.prompts)
        let after = diff.new.decoded(.journal, as: BundleJournal.self).flatMap(\.prompts)
        diff.compareKeyed(.journalPrompt, before, after, key: \.id, removed: .major) { a, b in
            [
                ("lesson", .minor, a.lesson == b.lesson), ("audiences", .minor, a.audiences == b.audiences), ("order", .minor, a.order == b.order),
                ("text", .patch, a.blocks == b.blocks), ("citations", .patch, a.citations == b.citations),
            ]
        }
    }
}
