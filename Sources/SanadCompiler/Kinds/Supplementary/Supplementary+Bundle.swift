import SanadBundleFormat
import SanadDiagnostics

extension BundleChange.Subject {
    /// A supplementary item.
    public static let supplementaryItem = BundleChange.Subject(rawValue: "supplementary")
}

extension ContentKinds.Supplementary {
    /// `supplementary/<category>.json` for each category with items, in the category's order.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let lists = Dictionary(grouping: models(in: builder.corpus), by: \.categoryFolder)
        return try builder.index.sortedCategories.compactMap { category -> BundleBuilder.File? in
            let items = (lists[category.folder] ?? []).flatMap(\.items)
            guard !items.isEmpty else { return nil }
            let file = BundleSupplementary(
                category: category.id.value,
                items: items.sorted { ($0.order?.value ?? .max, $0.id.value) < ($1.order?.value ?? .max, $1.id.value) }.map { item in
                    BundleSupplementary.Item(
                        id: item.id.value, type: .known(item.type), title: item.title, order: item.order?.value ?? 0, url: item.url?.value,
                        parentalGate: item.url != nil && builder.isForChildren(item.categoryFolder) ? true : nil,
                        audio: item.audio?.value,
                        blocks: item.body.map { builder.gated($0.blocks, categoryFolder: item.categoryFolder) },
                        citations: item.citations.map(\.key))
                })
            return try builder.encode(file, path: "supplementary/\(category.id.value).json", kind: .supplementary, category: category.id.value)
        }
    }

    /// Throws when one of the snapshot's `supplementary/<category>.json` files does not decode as
    /// `BundleSupplementary`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.supplementary] ?? [] { _ = try BundleJSONDecoder().decode(BundleSupplementary.self, from: data) }
    }

    /// Removing an item is major (an app may keep progress by its id), adding one minor; a new
    /// type or address minor; text edits a patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.supplementary, as: BundleSupplementary.self).flatMap(\.items)
        let after = diff.new.decoded(.supplementary, as: BundleSupplementary.self).flatMap(\.items)
        diff.compareKeyed(.supplementaryItem, before, after, key: \.id, removed: .major) { a, b in
            [
                ("type", .minor, a.type == b.type), ("order", .minor, a.order == b.order), ("address", .minor, a.url == b.url),
                ("audio", .patch, a.audio == b.audio), ("title", .patch, a.title == b.title), ("text", .patch, a.blocks == b.blocks),
                ("citations", .patch, a.citations == b.citations),
            ]
        }
    }
}
