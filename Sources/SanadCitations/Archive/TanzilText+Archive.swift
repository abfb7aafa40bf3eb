extension TanzilText {
    /// Writes the text: its surahs, each its ayat.
    package func archive(into writer: inout ArchiveWriter) {
        writer.count(ayahs.count)
        for surah in ayahs { writer.strings(surah) }
    }

    /// The text `archive(into:)` wrote, or nil when the bytes are not one: at most 114 surahs
    /// (`isComplete` says whether they are all there, each with its number of ayat).
    package init?(archive reader: inout ArchiveReader) {
        guard let count = reader.count(elementSize: 8), count <= QuranMetadata.surahs.count else { return nil }
        var surahs: [[String]] = []
        surahs.reserveCapacity(count)
        for _ in 0..<count {
            guard let ayahs = reader.strings() else { return nil }
            surahs.append(ayahs)
        }
        ayahs = surahs
    }

    /// Whether the text has the 114 surahs, each with its number of ayat, as `init(xml:)`
    /// requires by default.
    package var isComplete: Bool {
        ayahs.count == QuranMetadata.surahs.count && zip(ayahs, QuranMetadata.surahs).allSatisfy { $0.count == $1.ayahCount }
    }
}
