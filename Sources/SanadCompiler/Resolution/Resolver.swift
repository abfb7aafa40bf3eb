import SanadSchema
import SanadDiagnostics

/// Resolution: ids are unique, references resolve, prerequisite graphs are acyclic, every lesson
/// can be unlocked, and media stay inside the content folder.
public struct Resolver {
    public let corpus: Corpus
    var diagnostics: [Diagnostic] = []
    /// Every kind's ids by space, in definition order (an id may appear twice: a duplicate).
    let defined: [IDSpace: [String]]
    /// Every kind's ids by space, for lookups.
    let known: [IDSpace: Set<String>]
    /// Every kind's references, in kind order.
    let references: [IDReference]
    /// Every kind's definitions, in kind order.
    let definitions: [IDDefinitions]

    public init(corpus: Corpus) {
        self.corpus = corpus
        definitions = ContentKinds.all.flatMap { $0.definitions(in: corpus) }
        references = ContentKinds.all.flatMap { $0.references(in: corpus) }
        var defined: [IDSpace: [String]] = [:]
        for definition in definitions { defined[definition.space, default: []] += definition.ids.map(\.value) }
        self.defined = defined
        known = defined.mapValues(Set.init)
    }

    /// Resolves the corpus; returns its index and every problem found.
    public static func resolve(_ corpus: Corpus) -> (index: CorpusIndex, diagnostics: [Diagnostic]) {
        var resolver = Resolver(corpus: corpus)
        let index = CorpusIndex(corpus)
        resolver.checkIDs()
        resolver.checkPlacement(index)
        resolver.checkOrders(index)
        resolver.checkGraphs(index)
        resolver.checkMedia()
        return (index, resolver.diagnostics)
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], help: String? = nil, fixIts: [Diagnostic.FixIt] = []) {
        diagnostics.append(Diagnostic(code, message, at: range, notes: notes, help: help, fixIts: fixIts))
    }

    /// Reports every id seen before, with a note at its first definition.
    mutating func checkDuplicates(_ ids: [Located<String>], kind: String) {
        var first: [String: SourceRange] = [:]
        for id in ids {
            if let earlier = first[id.value] {
                report(ResolutionDiagnostics.duplicateID, "the \(kind) id '\(id.value)' is already used", at: id.range,
                       notes: [.init(message: "first used here", range: earlier)], help: "ids must be unique: rename one of the two")
            } else {
                first[id.value] = id.range
            }
        }
    }

    /// Every kind's ids are unique in their space, and every kind's references name an id of
    /// theirs. Candidates for "did you mean" are the space's ids in definition order.
    mutating func checkIDs() {
        for definition in definitions { checkDuplicates(definition.ids, kind: definition.space.noun) }
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
        // The fix-it replaces the id where it stands verbatim (a plain scalar: not quoted).
        let fixIts = suggestion.flatMap { close in
            reference.range.text == reference.value ? [Diagnostic.FixIt(summary: "write '\(close)'", replacements: [.init(range: reference.range, text: close)])] : nil
        } ?? []
        report(ResolutionDiagnostics.unknownReference, "no \(kind) has the id '\(reference.value)'", at: reference.range,
               help: suggestion.map { "did you mean '\($0)'?" }, fixIts: fixIts)
    }

    /// What ids alone do not say: a category's id is its folder's name, a lesson's starts with
    /// its category's, a lesson's folder has a category, and a replaced id is gone.
    mutating func checkPlacement(_ index: CorpusIndex) {
        for category in corpus.categories where category.id.value != category.folder {
            report(ResolutionDiagnostics.idMismatch, "the category id '\(category.id.value)' differs from its folder '\(category.folder)'",
                   at: category.id.range, help: "rename the folder or the id so that they match")
        }
        // A category whose id differs from its folder is still the folder's category (the
        // mismatch is reported once, above), not a missing category.yaml for each lesson.
        let folders = Set(corpus.categories.map(\.folder))
        for lesson in corpus.lessons {
            if index.categories[lesson.categoryFolder] == nil, !folders.contains(lesson.categoryFolder), !corpus.incompleteKinds.contains(.category) {
                report(ResolutionDiagnostics.unknownReference, "the folder '\(lesson.categoryFolder)' has no category.yaml", at: lesson.id.range,
                       help: "add categories/\(lesson.categoryFolder)/category.yaml")
            }
            // An id the schema refuses (spaces, capitals) is reported there once, not also here.
            let wellFormed = lesson.id.value.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
            if wellFormed, !lesson.id.value.hasPrefix(lesson.categoryFolder + ".") {
                report(ResolutionDiagnostics.idMismatch, "the lesson id '\(lesson.id.value)' must start with its category id '\(lesson.categoryFolder).'",
                       at: lesson.id.range)
            }
            if let replaced = lesson.replaces, index.lessons[replaced.value] != nil {
                report(ResolutionDiagnostics.duplicateID, "'\(replaced.value)' is replaced but another lesson still has that id", at: replaced.range)
            }
        }
    }

    /// Two lessons of a category, or two categories, with one `order`: each is reported, with a
    /// note at the others, since Sanad cannot tell which file was edited last.
    mutating func checkOrders(_ index: CorpusIndex) {
        for (_, lessons) in index.lessonsByCategory.sorted(by: { $0.key < $1.key }) {
            reportSharedOrders(lessons.compactMap { lesson in lesson.order.map { (lesson.id.value, $0) } }, what: "lesson")
        }
        reportSharedOrders(corpus.categories.compactMap { category in category.order.map { (category.id.value, $0) } }, what: "category")
    }

    private mutating func reportSharedOrders(_ items: [(id: String, order: Located<Int>)], what: String) {
        let groups = Dictionary(grouping: items, by: \.order.value)
        for (value, group) in groups.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            for item in group {
                let others = group.filter { $0.id != item.id || $0.order.range != item.order.range }
                report(ResolutionDiagnostics.duplicateOrder,
                       "order \(value) is also used by \(others.map { "'\($0.id)'" }.joined(separator: ", "))", at: item.order.range,
                       notes: others.map { .init(message: "'\($0.id)' has order \(value)", range: $0.order.range) },
                       help: "give each \(what) its own order")
            }
        }
    }
}
