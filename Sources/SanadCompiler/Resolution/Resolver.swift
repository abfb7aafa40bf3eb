import SanadSchema
import SanadDiagnostics

/// Resolution: ids are unique, references resolve, prerequisite graphs are acyclic, every lesson
/// can be unlocked, and media stay inside the content folder.
public struct Resolver {
    /// The lowered content being resolved.
    public let corpus: Corpus
    var diagnostics: [Diagnostic] = []
    /// The ids of every space a reference points into, in definition order (an id may appear
    /// twice: a duplicate). The many scoped spaces no reference names (a lesson's question ids)
    /// are only checked for duplicates, as their definitions are gathered.
    let defined: [IDSpace: [String]]
    /// The same ids by space, for lookups.
    let known: [IDSpace: Set<String>]
    /// Every kind's references, in kind order.
    let references: [IDReference]

    /// Gathers every kind's id references in `corpus`, with the reviewers its approvals name, and
    /// its definitions, one kind at a time: each is checked for duplicates, and only the ids of
    /// spaces a reference points into are kept (a corpus's definitions are mostly its lessons'
    /// question and citation ids, two lists for each lesson).
    public init(corpus: Corpus) {
        self.corpus = corpus
        // Every approval names a reviewer of reviewers.yaml, whatever it approves.
        let approvers = ContentKinds.all.flatMap { $0.approvers(in: corpus) }
        references = ContentKinds.all.flatMap { $0.references(in: corpus) } + approvers.map { IDReference($0, into: ContentKinds.Reviewers.space) }
        let referenced = Set(references.map(\.space))
        var defined: [IDSpace: [String]] = [:]
        var duplicates: [Diagnostic] = []
        for kind in ContentKinds.all {
            for definition in kind.definitions(in: corpus) {
                Self.reportDuplicates(definition.ids, kind: definition.space.noun, into: &duplicates)
                if referenced.contains(definition.space) { defined[definition.space, default: []] += definition.ids.map(\.value) }
            }
        }
        self.defined = defined
        known = defined.mapValues(Set.init)
        diagnostics = duplicates
    }

    /// The reviewers named by approvals of `items`, each where it is named.
    static func approvers(of items: [ReviewedItem]) -> [Located<String>] {
        items.flatMap { item in [item.review.reviewer].compactMap { $0 } + item.review.coApprovals.map(\.reviewer) }
    }

    /// Resolves the corpus; returns its index and every problem found.
    public static func resolve(_ corpus: Corpus) -> (index: CorpusIndex, diagnostics: [Diagnostic]) {
        var resolver = Resolver(corpus: corpus)
        let index = CorpusIndex(corpus)
        resolver.checkIDs()
        for kind in ContentKinds.all { resolver.diagnostics += kind.checkResolution(corpus, index: index) }
        resolver.checkGraphs(index)
        resolver.checkMedia()
        return (index, resolver.diagnostics)
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], help: String? = nil, fixIts: [Diagnostic.FixIt] = []) {
        diagnostics.append(Diagnostic(code, message, at: range, notes: notes, help: help, fixIts: fixIts))
    }

    /// Reports every id seen before, with a note at its first definition.
    static func reportDuplicates(_ ids: [Located<String>], kind: String, into diagnostics: inout [Diagnostic]) {
        func report(_ id: Located<String>, earlier: SourceRange) {
            diagnostics.append(Diagnostic(ResolutionDiagnostics.duplicateID, "the \(kind) id '\(id.value)' is already used", at: id.range,
                                          notes: [.init(message: "first used here", range: earlier)], help: "ids must be unique: rename one of the two"))
        }
        // Most spaces are a lesson's few question or citation ids: no table for those.
        guard ids.count > 1 else { return }
        if ids.count <= 8 {
            for (index, id) in ids.enumerated() {
                guard let earlier = ids[..<index].first(where: { $0.value == id.value }) else { continue }
                report(id, earlier: earlier.range)
            }
            return
        }
        var first: [String: SourceRange] = [:]
        for id in ids {
            if let earlier = first[id.value] {
                report(id, earlier: earlier)
            } else {
                first[id.value] = id.range
            }
        }
    }

    /// Every kind's references name an id of theirs (their ids were checked for duplicates as
    /// they were gathered). Candidates for "did you mean" are the space's ids in definition order.
    mutating func checkIDs() {
        for reference in references {
            let space = reference.space
            guard known[space]?.contains(reference.id.value) != true else { continue }
            var seen = Set<String>()
            let candidates = (defined[space] ?? []).filter { seen.insert($0).inserted }
            checkReference(reference.id, exists: false, kind: space.referenceNoun, into: space.owner, candidates: candidates)
        }
    }

    /// Reports an unknown reference, unless the kind it points into is incomplete.
    mutating func checkReference(_ reference: Located<String>, exists: Bool, kind: String, into sourceKind: SourceKind, candidates: [String]) {
        guard !exists, !corpus.incompleteKinds.contains(sourceKind) else { return }
        let suggestion = Suggestion.closest(to: reference.value, in: candidates)
        let fixIts = suggestion.flatMap { Diagnostic.FixIt.didYouMean($0, replacing: reference.value, at: reference.range) }.map { [$0] } ?? []
        report(ResolutionDiagnostics.unknownReference, "no \(kind) has the id '\(reference.value)'", at: reference.range,
               help: suggestion.map { "did you mean '\($0)'?" }, fixIts: fixIts)
    }
}
