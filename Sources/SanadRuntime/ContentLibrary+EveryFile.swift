import SanadBundleFormat

extension ContentLibrary {
    /// Reads every file of the installed packs: its bytes, verified against the manifest (size
    /// and SHA-256), then its content through the reader this runtime uses for its kind (the
    /// accessor an app calls: `lessons(in:)`, `quizBanks()`, `mediaURL(for:)`…), and counts the
    /// files read by kind. An app, or its CI, calls it on a new bundle to find a file this
    /// version cannot read before a learner does. A file of a kind a later minor version added is
    /// verified by its bytes and otherwise left alone, as the compatibility policy says; it is
    /// not counted.
    ///
    /// The kinds map to their readers in one exhaustive `switch`: a kind the format gains without
    /// a reader here does not compile.
    public func readEveryFile() throws(BundleError) -> [BundleManifest.FileKind: Int] {
        var counts: [BundleManifest.FileKind: Int] = [:]
        for entry in reader.manifest.files where reader.isInstalled(reader.manifest.packID(of: entry)) {
            // This entry's own bytes, whatever the accessor below reads (a cached category, the
            // first of several packs holding one medium).
            _ = try reader.data(of: entry)
            guard let kind = entry.kind.known else { continue }
            try read(entry, as: kind)
            counts[kind, default: 0] += 1
        }
        return counts
    }

    /// Reads one file through its kind's reader.
    private func read(_ entry: BundleManifest.File, as kind: BundleManifest.FileKind) throws(BundleError) {
        let category = entry.category ?? ""
        switch kind {
        case .project: _ = try reader.decode(BundleProject.self, from: entry)
        case .categories: _ = try reader.decode(BundleCategories.self, from: entry)
        case .index: _ = try reader.decode(BundleIndex.self, from: entry)
        case .outlines: _ = try outlines(in: category)
        case .lessons: _ = try lessons(in: category)
        case .citations: _ = try reader.decode(BundleCitations.self, from: entry)
        case .achievements: _ = try achievements()
        case .reviewers: _ = try reviewers()
        case .supplementary: _ = try supplementaryItems(in: category)
        case .journal: _ = try journalPrompts(in: category)
        case .media: for path in entry.sources ?? [] { _ = try mediaURL(for: path) }
        case .activities: _ = try activities()
        case .memorisation: _ = try memorisationUnits()
        case .questionnaires: _ = try questionnaires()
        case .worship: _ = try worshipPlan()
        case .lectures: _ = try lectures()
        case .quizzes: _ = try quizBanks()
        case .translations: _ = try reader.decode(BundleTranslations.self, from: entry)
        case .copy: _ = try copy()
        case .texts: _ = try reader.decode(BundleTexts.self, from: entry)
        }
    }
}
