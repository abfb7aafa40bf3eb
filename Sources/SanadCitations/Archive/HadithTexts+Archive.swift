extension HadithTexts {
    /// Writes the records: for each, its collection, its numbers and its text.
    package func archive(into writer: inout ArchiveWriter) {
        writer.count(records.count)
        for record in records {
            writer.string(record.collection)
            writer.strings(record.numbers)
            writer.string(record.text)
        }
    }

    /// The texts `archive(into:)` wrote, or nil when the bytes are not such records.
    package convenience init?(archive reader: inout ArchiveReader) {
        // Each record takes at least 24 bytes: three counts.
        guard let count = reader.count(elementSize: 24) else { return nil }
        var records: [Record] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let collection = reader.string(), let numbers = reader.strings(), let text = reader.string() else { return nil }
            records.append(Record(collection: collection, numbers: numbers, text: text))
        }
        self.init(records: records)
    }
}
