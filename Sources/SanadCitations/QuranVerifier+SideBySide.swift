/// A mismatched quotation beside the text it should be, for a reviewer: the quotation's words
/// and the closest edition's words over the same stretch, each marked where they differ.
public struct SideBySide: Sendable, Equatable, Codable {
    /// A word, and whether it differs from its counterpart.
    public struct Word: Sendable, Equatable, Codable {
        public var text: String
        public var differs: Bool
    }

    /// The edition compared with.
    public var edition: String
    public var quoted: [Word]
    /// The text's words from the first to the last the quotation is aligned with.
    public var text: [Word]
}

extension QuranVerifier {
    /// The quotation beside the closest edition's text, differences marked; nil when it verifies.
    public func sideBySide(_ quoted: [ArabicWord], against reference: QuranReference) -> SideBySide? {
        let cited = editions.map { words(of: reference, in: $0) }
        if cited.contains(where: { Self.runStart(of: quoted, in: $0) != nil }) { return nil }
        var best: (edition: Int, alignment: WordAlignment)?
        for (number, text) in cited.enumerated() {
            let alignment = WordAlignment(quoted, text)
            if best == nil || alignment.isCloser(than: best!.alignment) { best = (number, alignment) }
        }
        let text = cited[best!.edition]
        var quotedMarks = [Bool](repeating: true, count: quoted.count)
        var textMarks: [Int: Bool] = [:]
        for step in best!.alignment.steps {
            switch step {
            case .matched(let index, let place):
                quotedMarks[index] = false
                textMarks[place] = false
            case .different(.substituted(_, let place)), .different(.missing(let place, _)):
                textMarks[place] = true
            case .different(.extra):
                break
            }
        }
        let places = textMarks.keys.sorted()
        let span = places.isEmpty ? 0..<0 : places.first!..<(places.last! + 1)
        return SideBySide(
            edition: editions[best!.edition].name,
            quoted: zip(quoted, quotedMarks).map { SideBySide.Word(text: $0.original, differs: $1) },
            text: span.map { SideBySide.Word(text: text[$0].original, differs: textMarks[$0] ?? false) })
    }
}
