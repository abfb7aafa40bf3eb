import SanadDiagnostics

extension Resolver {
    /// Cycles among the prerequisites of every space any kind declares (`IDReference.requiredBy`),
    /// then lessons that can never be unlocked because of how the category and lesson graphs
    /// combine.
    mutating func checkGraphs(_ index: CorpusIndex) {
        var graphs: [IDSpace: DependencyGraph<SourceRange>] = [:]
        var order: [IDSpace] = []
        for reference in references {
            guard let from = reference.requiredBy else { continue }
            let space = reference.space
            if graphs[space] == nil {
                var graph = DependencyGraph<SourceRange>()
                for id in defined[space] ?? [] { graph.addNode(id) }
                graphs[space] = graph
                order.append(space)
            }
            guard known[space]?.contains(reference.id.value) == true else { continue }
            graphs[space]!.addEdge(from: from, to: reference.id.value, payload: reference.id.range)
        }
        var inCycle: Set<String> = []
        for space in order {
            let kind = space.plural
            for cycle in graphs[space]!.cycles() {
                inCycle.formUnion(cycle.map(\.from))
                let path = (cycle.map(\.from) + [cycle.first!.from]).joined(separator: " → ")
                let first = cycle[0]
                report(ResolutionDiagnostics.dependencyCycle, "these \(kind) require each other: \(path)", at: first.payload,
                       notes: cycle.dropFirst().map { .init(message: "'\($0.from)' requires '\($0.to)' here", range: $0.payload) },
                       help: "remove one of the requirements to break the cycle")
            }
        }
        checkUnlockable(index, skipping: inCycle)
    }

    /// A lesson is unlockable when its category can be started (every required category can be
    /// completed) and every lesson it requires is unlockable; a category is completed when all its
    /// lessons are. Computed as a fixed point from "nothing is unlockable".
    private mutating func checkUnlockable(_ index: CorpusIndex, skipping inCycle: Set<String>) {
        var unlockable: Set<String> = []
        var completable: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for lesson in corpus.lessons where !unlockable.contains(lesson.id.value) {
                let category = index.categories[lesson.categoryFolder]
                let categoryStarts = (category?.requires ?? []).allSatisfy { index.categories[$0.value] == nil || completable.contains($0.value) }
                let lessonsMet = lesson.requires.allSatisfy { index.lessons[$0.value] == nil || unlockable.contains($0.value) }
                if categoryStarts, lessonsMet {
                    unlockable.insert(lesson.id.value)
                    changed = true
                }
            }
            for category in corpus.categories where !completable.contains(category.id.value) {
                let lessons = index.lessonsByCategory[category.id.value] ?? []
                let startable = category.requires.allSatisfy { index.categories[$0.value] == nil || completable.contains($0.value) }
                if startable, lessons.allSatisfy({ unlockable.contains($0.id.value) }) {
                    completable.insert(category.id.value)
                    changed = true
                }
            }
        }
        for lesson in corpus.lessons where !unlockable.contains(lesson.id.value) && !inCycle.contains(lesson.id.value) {
            let categoryBlocked = index.categories[lesson.categoryFolder].map { inCycle.contains($0.id.value) } ?? false
            if categoryBlocked { continue }
            var notes: [Diagnostic.Note] = []
            if let blocker = lesson.requires.first(where: { !unlockable.contains($0.value) && index.lessons[$0.value] != nil }) {
                notes.append(.init(message: "it requires '\(blocker.value)', which can never be unlocked first", range: blocker.range))
            }
            if let category = index.categories[lesson.categoryFolder],
                let blocker = category.requires.first(where: { !completable.contains($0.value) && index.categories[$0.value] != nil }) {
                notes.append(.init(message: "its category requires '\(blocker.value)' to be completed first", range: blocker.range))
            }
            report(ResolutionDiagnostics.unreachableLesson, "the lesson '\(lesson.id.value)' can never be unlocked", at: lesson.id.range, notes: notes)
        }
    }
}
