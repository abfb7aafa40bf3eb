import SanadBundleFormat

extension ContentLibrary {
    /// The Qur'an memorisation units, in order; empty when the bundle has none.
    public func memorisationUnits() throws(BundleError) -> [BundleMemorisation.Unit] {
        guard let entry = reader.manifest.files.first(where: { $0.kind == .memorisation }) else { return [] }
        return try reader.decode(BundleMemorisation.self, from: entry).units.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// The memorisation unit with an id, if the bundle has it.
    public func memorisationUnit(id: String) throws(BundleError) -> BundleMemorisation.Unit? {
        try memorisationUnits().first { $0.id == id }
    }
}
