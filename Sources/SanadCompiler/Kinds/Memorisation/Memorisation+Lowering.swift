import SanadBundleFormat
import SanadCitations
import SanadDiagnostics
import SanadSource

extension ContentKinds.Memorisation {
    /// A unit file lowers to one `MemorisationModel`, its `quran:` reference parsed into its
    /// citation, or to none without an id or a reference; lowering finds no problems of its own.
    public static func lower(_ node: Node, source: ParsedSource, texts: LearnerTexts) -> (models: [MemorisationModel], diagnostics: [Diagnostic]) {
        guard let id = node.located("id"), let quran = node.located("quran") else { return ([], []) }
        var citation = CitationModel(id: id, kind: .quran, reference: quran, text: node.text("text"), textRange: node["text"]?.range)
        citation.quranReference = Result { () throws(QuranReference.ParseError) in try QuranReference(parsing: quran.value) }
        let recitation = node["recitation"]
        var recording: MemorisationModel.Recording?
        if let verses = recitation?["verses"] {
            recording = .perVerse((verses.elements ?? []).compactMap { element in element.string.map { Located($0, at: element.range) } })
        } else if let file = recitation?.located("file") {
            let cues = (recitation?["cues"]?.elements ?? []).compactMap { element -> Located<Double>? in
                guard case .number(let number) = element.value else { return nil }
                return Located(number.double, at: element.range)
            }
            recording = .cued(file: file, cues: cues)
        }
        let placeholder = recitation?["placeholder"].flatMap { node -> Located<Bool>? in
            guard case .bool(let value) = node.value else { return nil }
            return Located(value, at: node.range)
        }
        let unit = MemorisationModel(
            id: id, title: node.text("title") ?? "", order: node.integer("order"), citation: citation,
            edition: node.located("edition") ?? Located(MemorisationModel.defaultEdition, at: quran.range), audience: node.located("audience"),
            repeatModes: node["repeat"]?.elements?.compactMap(\.integerValue) ?? MemorisationModel.defaultRepeatModes,
            reciter: recitation?.text("reciter") ?? "", licence: recitation?.text("licence") ?? "", placeholder: placeholder,
            recording: recording, recitationRange: recitation?.range ?? id.range,
            perVerseListRange: (recitation?.member("verses") ?? recitation?.member("cues"))?.keyRange ?? recitation?.range ?? id.range,
            review: Lowering.review(node),
            canonicalText: Lowering.canonicalTextIfFingerprinted(node),
            file: source.file)
        return ([unit], [])
    }
}
