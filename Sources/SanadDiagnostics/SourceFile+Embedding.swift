extension SourceFile {
    /// A text embedded in `parent` within `range`, as a value read from it (a YAML scalar: its
    /// indentation, line folding, quotes and escapes removed). Each byte of the value is placed at
    /// the parent byte it was read from by aligning the two texts: bytes of the parent that the
    /// value does not have (indentation, quotes, a block indicator line) are skipped; a value byte
    /// not found within a short distance (an escape such as `\\u0627`) stays where the last one was.
    public static func embedded(_ value: String, in parent: SourceFile, range: Range<Int>, path: String? = nil) -> SourceFile {
        let bytes = Array(value.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(bytes.count + 1)
        let limit = min(range.upperBound, parent.bytes.count)
        var position = min(range.lowerBound, limit)
        // A block scalar's value starts on the line after its indicator (`|`, `>`, and a comment).
        if position < limit, parent.bytes[position] == UInt8(ascii: "|") || parent.bytes[position] == UInt8(ascii: ">") {
            while position < limit, parent.bytes[position] != UInt8(ascii: "\n"), parent.bytes[position] != UInt8(ascii: "\r") { position += 1 }
        }
        for byte in bytes {
            var probe = position
            while probe < limit, parent.bytes[probe] != byte, probe - position < 64 { probe += 1 }
            if probe < limit, parent.bytes[probe] == byte {
                offsets.append(probe)
                position = probe + 1
            } else {
                offsets.append(min(position, limit))
            }
        }
        offsets.append(min(position, limit))
        return SourceFile(path: path ?? parent.path, bytes: bytes, embedding: Embedding(parent: parent, offsets: offsets))
    }
}

extension SourceRange {
    /// The same range in the outermost file that holds it (itself when not embedded).
    public var inContainingFile: SourceRange {
        guard let embedding = file.embedding else { return self }
        let offsets = embedding.offsets
        let start = offsets[min(max(start, 0), offsets.count - 1)]
        var end = offsets[min(max(end, 0), offsets.count - 1)]
        // The end of a non-empty range is one past the parent byte of its last byte.
        if self.end > self.start { end = max(end, offsets[min(self.end - 1, offsets.count - 1)] + 1) }
        let count = embedding.parent.bytes.count
        return SourceRange(file: embedding.parent, start: min(start, count), end: min(end, count)).inContainingFile
    }
}

extension Diagnostic {
    /// The diagnostic with every range (primary, labels, notes and fix-its) in the file that
    /// holds it, for diagnostics found in embedded text.
    public var inContainingFiles: Diagnostic {
        var result = self
        result.range = range?.inContainingFile
        if let range = result.range { result.path = range.file.path }
        result.labels = labels.map { .init(range: $0.range.inContainingFile, message: $0.message) }
        result.notes = notes.map { .init(message: $0.message, range: $0.range?.inContainingFile) }
        // A fix-it moves only where the text it replaces stands verbatim in the containing file.
        result.fixIts = fixIts.compactMap { fix in
            let moved = fix.replacements.map { Diagnostic.FixIt.Replacement(range: $0.range.inContainingFile, text: $0.text) }
            let verbatim = zip(fix.replacements, moved).allSatisfy { $0.range.text == $1.range.text }
            return verbatim ? Diagnostic.FixIt(summary: fix.summary, replacements: moved) : nil
        }
        return result
    }
}
