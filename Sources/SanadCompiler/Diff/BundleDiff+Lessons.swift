import SanadBundleFormat

extension BundleDiff {
    mutating func compareLessons() {
        let before = Dictionary(old.lessons.map { ($0.lesson.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.lessons.map { ($0.lesson.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A new lesson that declares `replaces: OLD` takes over OLD's progress: a rename.
        var renamedTo: [String: String] = [:]
        for (id, entry) in after where before[id] == nil {
            if let previous = entry.lesson.replaces, before[previous] != nil, after[previous] == nil { renamedTo[previous] = id }
        }
        for id in before.keys where after[id] == nil && renamedTo[id] == nil {
            recordChange(.major, .lesson, id, "removed")
        }
        for (id, entry) in after where before[id] == nil {
            guard let previous = renamedTo.first(where: { $0.value == id })?.key, let earlier = before[previous] else {
                recordChange(.minor, .lesson, id, "added")
                continue
            }
            recordChange(.minor, .lesson, id, "renamed from \(previous) (replaces:)")
            compare(earlier, entry)
        }
        for (id, entry) in after {
            guard let earlier = before[id] else { continue }
            compare(earlier, entry)
        }
    }

    private mutating func compare(_ a: (category: String, lesson: BundleLessons.Lesson), _ b: (category: String, lesson: BundleLessons.Lesson)) {
        let x = a.lesson, y = b.lesson
        // What only the outline carries: a seasonal window (when the lesson is offered: minor) and
        // its suitability for parents' settings (what a filter passes: minor); its card's picture
        // (a patch).
        let before = old.categories.first { $0.id == a.category }?.lessons.first { $0.id == x.id }
        let after = new.categories.first { $0.id == b.category }?.lessons.first { $0.id == y.id }
        compareFields(.lesson, y.id, [
            ("category", .minor, a.category == b.category),
            ("available", .minor, before?.available == after?.available), ("suitability", .minor, before?.suitability == after?.suitability), ("order", .minor, x.order == y.order), ("requires", .minor, x.requires == y.requires),
            ("subtopic", .minor, x.subtopic == y.subtopic), ("tags", .minor, x.tags == y.tags), ("duration", .minor, x.duration == y.duration),
            ("completion", .minor, x.completion == y.completion), ("attempts", .minor, x.attempts == y.attempts),
            ("title", .patch, x.title == y.title), ("takeaway", .patch, x.takeaway == y.takeaway), ("phases", .patch, x.phases == y.phases),
            ("audio", .patch, x.audio == y.audio), ("videos", .patch, x.videos == y.videos), ("citations", .patch, x.citations == y.citations),
            ("review", .patch, x.review == y.review), ("thumbnail", .patch, before?.thumbnail == after?.thumbnail),
        ])
        compareKeyed(.question, x.questions, y.questions, key: \.id, idPrefix: "\(y.id)#", removed: .major) { p, q in
            [
                ("type", .major, p.type == q.type && p.multiSelect == q.multiSelect),
                ("answer key", .major, !Self.answerKeyChanged(p, q)),
                ("attempts", .minor, p.attempts == q.attempts),
                ("text", .patch, p == q),
            ]
        }
    }

    /// Whether what a learner's answer is checked against changed, as opposed to its wording:
    /// the positions of the correct choices, the true/false answer, which left item goes with
    /// which right item, the order of the sequencing items, or the number of any of them.
    /// Rewording an item keeps the key; moving the correct choice or reordering items changes it.
    static func answerKeyChanged(_ p: BundleLessons.Question, _ q: BundleLessons.Question) -> Bool {
        switch q.type {
        case .known(.multipleChoice):
            return p.choices.map(\.correct) != q.choices.map(\.correct)
        case .known(.trueFalse):
            return p.answer != q.answer
        case .known(.matching):
            guard p.pairs.count == q.pairs.count else { return true }
            guard Set(p.pairs.map(\.left)) == Set(q.pairs.map(\.left)), Set(p.pairs.map(\.right)) == Set(q.pairs.map(\.right)) else { return false }
            let before = Dictionary(p.pairs.map { ($0.left, $0.right) }, uniquingKeysWith: { first, _ in first })
            return q.pairs.contains { before[$0.left] != $0.right }
        case .known(.sequencing):
            guard p.items.count == q.items.count else { return true }
            return p.items.sorted() == q.items.sorted() && p.items != q.items
        default:
            return false
        }
    }

    mutating func compareAchievements() {
        compareKeyed(.achievement, old.achievements, new.achievements, key: \.id, removed: .major) { a, b in
            [
                ("trigger", .minor, a.trigger == b.trigger), ("group", .minor, a.group == b.group), ("audience", .minor, a.audience == b.audience),
                ("xp", .patch, a.xp == b.xp), ("badge", .patch, a.badge == b.badge && a.lockedBadge == b.lockedBadge),
                ("title", .patch, a.title == b.title), ("description", .patch, a.description == b.description),
            ]
        }
    }

    mutating func compareCitations() {
        compareKeyed(.citation, old.citations, new.citations, key: \.key, removed: .patch) { a, b in
            // Who cites it is compared apart from what it is.
            var x = a, y = b
            x.forgetUses()
            y.forgetUses()
            return [("text or source", .patch, x == y), ("texts citing it", .patch, a.allUses == b.allUses)]
        }
    }

    mutating func compareReviewers() {
        let before = old.decoded(.reviewers, as: BundleReviewers.self).flatMap(\.reviewers)
        let after = new.decoded(.reviewers, as: BundleReviewers.self).flatMap(\.reviewers)
        compareKeyed(.reviewer, before, after, key: \.id, removed: .patch, added: .patch) { a, b in
            [("name", .patch, a.name == b.name), ("credentials", .patch, a.credentials == b.credentials), ("scopes", .patch, a.scopes == b.scopes)]
        }
    }

    /// A recording or an image changed, added or removed, by the path the content names it by:
    /// a patch (no progress is keyed by a file; the lessons naming it report their own changes).
    mutating func compareMedia() {
        for (path, digest) in old.media where new.media[path] != digest {
            recordChange(.patch, .media, path, new.media[path] == nil ? "removed" : "changed")
        }
        for path in new.media.keys where old.media[path] == nil { recordChange(.patch, .media, path, "added") }
    }
}
