import Foundation
import SanadBundleFormat

extension BundleBuilder {
    /// The categories of the core pack, in the bundle's order: those `packs: core:` names, then
    /// the first others in order until the pack holds at least N lessons (a category is never
    /// split), or (by default) all.
    public var coreCategories: [String] {
        let ordered = index.sortedCategories.map(\.id.value)
        guard let plan = corpus.project?.corePack else { return ordered }
        var core = Set(plan.categories.map(\.value))
        if let minimum = plan.lessons?.value {
            let counts = Dictionary(grouping: corpus.lessons, by: \.categoryFolder).mapValues(\.count)
            var total = core.reduce(0) { $0 + (counts[$1] ?? 0) }
            for id in ordered where total < minimum && !core.contains(id) {
                core.insert(id)
                total += counts[id] ?? 0
            }
        }
        return ordered.filter(core.contains)
    }

    /// The packs, the core pack first, each with its categories; their sizes and digests are
    /// filled in from the files when the manifest is written.
    public var packPlan: [BundleManifest.Pack] {
        let core = coreCategories, inCore = Set(core)
        let others = index.sortedCategories.map(\.id.value).filter { !inCore.contains($0) }.sorted()
        return [BundleManifest.Pack(id: BundleManifest.Pack.coreID, categories: core, size: 0, fileCount: 0, digest: "")]
            + others.map { BundleManifest.Pack(id: $0, categories: [$0], size: 0, fileCount: 0, digest: "") }
    }

    /// The pack that carries a category's files (`core` for nil or a core category).
    func packID(ofCategory category: String?) -> String {
        guard let category, !coreCategorySet.contains(category) else { return BundleManifest.Pack.coreID }
        return category
    }

    /// A per-category file of a category outside the core pack moved into its pack's folder, but
    /// its outlines, which stay in the core pack so an app can list a pack's lessons before
    /// downloading it; any other file as it is. Placing a placed file again leaves it.
    func placedInPack(_ file: File) -> File {
        guard file.pack == nil, file.staged == nil, file.kind != .media, file.kind != .outlines, let category = file.category else { return file }
        let pack = packID(ofCategory: category)
        guard pack != BundleManifest.Pack.coreID else { return file }
        var moved = file
        moved.path = BundleManifest.Pack.folder(of: pack) + file.path
        moved.pack = pack
        return moved
    }
}
