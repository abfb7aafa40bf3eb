extension BundleQuestionnaires.Questionnaire {
    /// The text a free-text answer stands for in `outcomes(reading:)`.
    public static let anyText = "*"

    /// Every distinct profile the questionnaire can produce, as far as the fields in `fields` go
    /// (the other fields are left out, so answers that differ only there are one outcome; branches
    /// are still followed). Each path from the first question to the end is taken: every choice,
    /// every set of choices of a multiple choice, a free text (`anyText`), and a skip where
    /// allowed; defaults fill what a path leaves unset. Paths that go round or lead nowhere are
    /// not followed (the compiler reports them).
    public func outcomes(reading fields: Set<String>) -> [[String: [String]]] {
        outcomes(reading: fields, distinguishing: [:], limit: nil).outcomes
    }

    /// `outcomes(reading:)`, telling apart only some values of some fields, and stopping at a
    /// number of outcomes. For a field in `distinguishing`, a choice of a value not listed there
    /// stands for every such choice (the first of them in the question's order, with the same next
    /// question): what a worship plan's rules read of a field is whether it holds one of their
    /// values, so the rules cannot tell the others apart, and a multiple choice of twelve then has
    /// as many sets of choices as its listed values allow, not 4,095. A question reached again
    /// with the same profile so far is not walked again (paths that branch and rejoin cost their
    /// distinct profiles, not their number). Once `limit` distinct outcomes are found, or a
    /// multiple choice the walk reads has more than 12 choices to tell apart, the walk stops
    /// there and `complete` is false.
    public func outcomes(reading fields: Set<String>, distinguishing: [String: Set<String>], limit: Int?)
        -> (outcomes: [[String: [String]]], complete: Bool) {
        var results = Set<[String: [String]]>(), complete = true
        let byID = Dictionary(questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let defaults = Dictionary(profile.compactMap { field in field.defaultValue.map { (field.id, $0) } }, uniquingKeysWith: { first, _ in first })
        struct Step: Hashable { var value: [String]?; var next: String }
        struct State: Hashable { var question: String; var profile: [String: [String]] }
        // What follows a question depends on the profile alone, as long as the path cannot come
        // back to a question it passed (a cycle, which the compiler reports and the walk does
        // not follow).
        var walked = Set<State>()
        func walk(_ id: String, _ profile: [String: [String]], _ visited: Set<String>) {
            if id == BundleQuestionnaires.end {
                let outcome = defaults.filter { fields.contains($0.key) }.merging(profile) { _, answered in answered }
                if let limit, results.count >= limit, !results.contains(outcome) { complete = false } else { results.insert(outcome) }
                return
            }
            guard let question = byID[id], !visited.contains(id), walked.insert(State(question: id, profile: profile)).inserted else { return }
            if let limit, results.count >= limit {
                complete = false
                return
            }
            let reads = question.sets.map(fields.contains) ?? false
            // The choices told apart: all, or the listed values and one choice standing for the rest.
            let told = question.sets.flatMap { distinguishing[$0] }
            let other = told.flatMap { told in question.choices.first { !told.contains($0.id) }?.id }
            func kept(_ choice: String) -> Bool { told.map { $0.contains(choice) } ?? true || choice == other }
            var steps: Set<Step> = question.skippable ? [Step(value: nil, next: question.next)] : []
            switch question.type.known {
            case .singleChoice?:
                for choice in question.choices {
                    let value = kept(choice.id) ? choice.id : other ?? choice.id
                    steps.insert(Step(value: reads ? [value] : nil, next: choice.next ?? question.next))
                }
            case .multipleChoice?:
                let ids = question.choices.map(\.id).filter(kept)
                if reads, ids.count <= 12 {
                    for mask in 1..<(1 << ids.count) {
                        steps.insert(Step(value: ids.indices.filter { mask & (1 << $0) != 0 }.map { ids[$0] }, next: question.next))
                    }
                } else {
                    // Too many sets of choices to walk: the question is walked as unanswered, and
                    // the walk does not claim to be whole.
                    if reads { complete = false }
                    steps.insert(Step(value: nil, next: question.next))
                }
            case .freeText?, nil:
                steps.insert(Step(value: reads ? [Self.anyText] : nil, next: question.next))
            }
            for step in steps {
                var next = profile
                if let field = question.sets, let value = step.value { next[field] = value }
                walk(step.next, next, visited.union([id]))
            }
        }
        if let first = questions.first { walk(first.id, [:], []) }
        // In a stable order (by each profile's fields and values), each key computed once.
        func key(_ profile: [String: [String]]) -> String {
            profile.keys.sorted().map { "\($0)=\(profile[$0]!.joined(separator: ","))" }.joined(separator: ";")
        }
        return (results.map { (key: key($0), profile: $0) }.sorted { $0.key < $1.key }.map(\.profile), complete)
    }
}
