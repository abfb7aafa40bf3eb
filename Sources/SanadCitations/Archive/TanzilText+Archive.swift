extension TanzilText {
    /// Writes the text: its surahs, each its ayat.
    package func archive(into writer: inout ArchiveWriter) {
        writer.count(ayahs.count)
        for surah in ayahs { writer.strings(surah) }
    }

    /// The text `archive(into:)` wrote, or nil when the bytes are not one: a complete text has
    /// 114 surahs of the right lengths, as `init(xml:)` requires (a partial one, as a test
    /// fixture may be, at most 114).
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
}
