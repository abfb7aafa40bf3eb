import Foundation
import SanadBundleFormat

extension ContentLibrary {
    /// A category's supplementary items (articles, trusted videos, dhikr audio, sourced advice)
    /// in order, read and verified from `supplementary/<category>.json`; empty when the category
    /// has none. Items of a type this runtime does not know (`type.known == nil`, from a newer
    /// minor version of the format) are included: an app skips what it cannot show.
    public func supplementaryItems(in category: String) throws(BundleError) -> [BundleSupplementary.Item] {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .supplementary && $0.category == category }) else { return [] }
        return try reader.decode(BundleSupplementary.self, from: entry).items.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// The sources a supplementary item cites, in the order it cites them.
    public func citations(of item: BundleSupplementary.Item) throws(BundleError) -> [BundleCitations.Citation] {
        let index = try citationIndex()
        return item.citations.compactMap { index[$0] }
    }
}
