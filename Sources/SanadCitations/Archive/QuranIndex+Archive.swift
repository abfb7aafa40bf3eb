extension QuranIndex {
    /// Writes the index: its vocabulary in id order, then its arrays.
    package func archive(into writer: inout ArchiveWriter) {
        var byID = [String](repeating: "", count: vocabulary.count)
        for (word, id) in vocabulary { byID[Int(id)] = word }
        writer.strings(byID)
        writer.int32s(words)
        writer.int32s(ayahAt)
        writer.int32s(ayahStarts)
        writer.int32s(ayahReferences.flatMap { [Int32($0.surah), Int32($0.ayah)] })
        writer.uint64s(pairKeys)
        writer.int32s(pairPositions)
        writer.int32s(wordCounts)
    }

    /// The index `archive(into:)` wrote, or nil when the bytes are not one. Every invariant the
    /// searches rely on is checked (ids within the vocabulary, positions within the text, ayat in
    /// order and within the surahs, pairs sorted and where they say, counts that add up), so an
    /// index read here can never send a search out of bounds.
    package convenience init?(archive reader: inout ArchiveReader) {
        guard let byID = reader.strings(), let words = reader.int32s(), let ayahAt = reader.int32s(), let ayahStarts = reader.int32s(),
              let references = reader.int32s(), let pairKeys = reader.uint64s(), let pairPositions = reader.int32s(),
              let wordCounts = reader.int32s() else { return nil }
        guard byID.count < Int32.max else { return nil }
        var vocabulary: [String: Int32] = [:]
        vocabulary.reserveCapacity(byID.count)
        for (id, word) in byID.enumerated() where vocabulary.updateValue(Int32(id), forKey: word) != nil { return nil }
        let ayahCount = references.count / 2
        // Checked in several guards with typed closures: as one condition list, this initialiser
        // took the type checker almost two seconds.
        let wordCount = words.count, vocabularySize = byID.count
        guard wordCount < Int32.max, references.count % 2 == 0,
              Self.references(references, fit: QuranMetadata.surahs.map(\.ayahCount)),
              words.allSatisfy({ (id: Int32) -> Bool in id >= 0 && Int(id) < vocabularySize }) else { return nil }
        guard ayahAt.count == wordCount, ayahAt.allSatisfy({ (ayah: Int32) -> Bool in ayah >= 0 && Int(ayah) < ayahCount }),
              ayahStarts.count == ayahCount + 1, ayahStarts.first == 0, ayahStarts.last == Int32(wordCount),
              zip(ayahStarts, ayahStarts.dropFirst()).allSatisfy({ (start: Int32, next: Int32) -> Bool in start <= next }) else { return nil }
        for ayah in 0..<ayahCount {
            for position in Int(ayahStarts[ayah])..<Int(ayahStarts[ayah + 1]) where ayahAt[position] != Int32(ayah) { return nil }
        }
        guard pairKeys.count == max(wordCount - 1, 0), pairPositions.count == pairKeys.count else { return nil }
        for (key, position) in zip(pairKeys, pairPositions) {
            guard position >= 0, Int(position) + 1 < wordCount, key == Self.pairKey(words[Int(position)], words[Int(position) + 1]) else { return nil }
        }
        for index in 1..<max(pairKeys.count, 1) {
            let previous: (UInt64, Int32) = (pairKeys[index - 1], pairPositions[index - 1])
            let this: (UInt64, Int32) = (pairKeys[index], pairPositions[index])
            guard previous < this else { return nil }
        }
        guard wordCounts.count == vocabularySize else { return nil }
        var counts = [Int32](repeating: 0, count: byID.count)
        for id in words { counts[Int(id)] += 1 }
        guard counts == wordCounts else { return nil }
        self.init(vocabulary: vocabulary, words: words, ayahAt: ayahAt, ayahStarts: ayahStarts,
                  ayahReferences: stride(from: 0, to: references.count, by: 2).map { (Int16(references[$0]), Int16(references[$0 + 1])) },
                  pairKeys: pairKeys, pairPositions: pairPositions, wordCounts: wordCounts)
    }

    /// Whether the index's ayat are the text's, in order (as `init(_:)` builds it from the text).
    package func covers(_ text: TanzilText) -> Bool {
        var next = ayahReferences.startIndex
        for (surah, ayahs) in text.ayahs.enumerated() {
            for ayah in ayahs.indices {
                guard next < ayahReferences.endIndex, ayahReferences[next] == (Int16(surah + 1), Int16(ayah + 1)) else { return false }
                next += 1
            }
        }
        return next == ayahReferences.endIndex
    }

    /// Whether flattened (surah, ayah) pairs name real ayat, in order, each once.
    private static func references(_ flat: [Int32], fit ayahCounts: [Int]) -> Bool {
        var previous = (surah: Int32(0), ayah: Int32(0))
        for index in stride(from: 0, to: flat.count, by: 2) {
            let surah = flat[index], ayah = flat[index + 1]
            guard surah >= 1, Int(surah) <= ayahCounts.count, ayah >= 1, Int(ayah) <= ayahCounts[Int(surah) - 1],
                  (surah, ayah) > previous else { return false }
            previous = (surah, ayah)
        }
        return true
    }
}
