import SanadDiagnostics
import SanadSource

/// The paths through a questionnaire: each answer (or skip) is an edge from its question to the
/// next question or the end, setting a profile field or not. The flow rules read it.
public struct QuestionnaireFlow: Sendable {
    /// One way out of a question.
    public struct Edge: Sendable {
        /// The question's index.
        public var from: Int
        /// A question's id, or `end`.
        public var to: String
        /// Where the target is written (the choice's or question's `next`, else the question).
        public var at: SourceRange
        /// What the learner did: a choice's id, `answer` or `skip`.
        public var label: String
        /// The profile field the edge sets.
        public var sets: String?
    }

    /// The questionnaire whose paths these are.
    public let questionnaire: QuestionnaireModel
    /// Every way out of every question, in question order: one per choice of a single-choice
    /// question (else one `answer`), then a `skip` when the question is skippable.
    public let edges: [Edge]
    /// Question indexes by id (the first of a duplicate).
    public let index: [String: Int]

    /// The flow of a questionnaire: an edge goes where its choice's `next` says, else its
    /// question's `next`, else to the question after it, else to `end`.
    public init(_ questionnaire: QuestionnaireModel) {
        self.questionnaire = questionnaire
        var index: [String: Int] = [:]
        for (position, question) in questionnaire.questions.enumerated() where index[question.id.value] == nil { index[question.id.value] = position }
        self.index = index
        var edges: [Edge] = []
        for (position, question) in questionnaire.questions.enumerated() {
            let next = questionnaire.defaultNext(of: position)
            let nextAt = question.next?.range ?? question.id.range
            if question.type == .singleChoice {
                for choice in question.choices {
                    edges.append(Edge(from: position, to: choice.next?.value ?? next, at: choice.next?.range ?? nextAt, label: choice.id.value, sets: question.sets?.value))
                }
            } else {
                edges.append(Edge(from: position, to: next, at: nextAt, label: "answer", sets: question.sets?.value))
            }
            if question.skippable { edges.append(Edge(from: position, to: next, at: nextAt, label: "skip", sets: nil)) }
        }
        self.edges = edges
    }

    /// The edges leaving a question, in order.
    public func edges(from position: Int) -> [Edge] { edges.filter { $0.from == position } }

    /// A path as the messages show it: `start → time (fresh_start) → end`.
    public func describe(_ path: [Edge]) -> String {
        guard let first = path.first else { return questionnaire.questions.first?.id.value ?? "" }
        return ([questionnaire.questions[first.from].id.value] + path.map { "\($0.to) (\($0.label))" }).joined(separator: " → ")
    }

    /// The shortest path from the first question to a question, over edges to existing questions.
    public func path(to target: Int) -> [Edge]? { search(from: 0) { $0 == target } }

    /// The shortest path from a question along `allowed` edges to an edge `goal` accepts.
    public func search(from start: Int, along allowed: (Edge) -> Bool = { _ in true }, until goal: (Int) -> Bool) -> [Edge]? {
        guard !questionnaire.questions.isEmpty else { return nil }
        if goal(start) { return [] }
        var previous: [Int: Edge] = [:], queue = [start], seen: Set<Int> = [start]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for edge in edges(from: current) where allowed(edge) {
                guard let next = index[edge.to], seen.insert(next).inserted else { continue }
                previous[next] = edge
                if goal(next) {
                    var path = [edge], at = edge.from
                    while at != start, let step = previous[at] { path.insert(step, at: 0); at = step.from }
                    return path
                }
                queue.append(next)
            }
        }
        return nil
    }

    /// The questions the first one leads to, itself included.
    public var reachable: Set<Int> {
        var seen: Set<Int> = questionnaire.questions.isEmpty ? [] : [0], stack = seen.isEmpty ? [] : [0]
        while let current = stack.popLast() {
            for edge in edges(from: current) { if let next = index[edge.to], seen.insert(next).inserted { stack.append(next) } }
        }
        return seen
    }

    /// A path that goes round, from the first question: the edges up to the question it comes
    /// back to, and the loop; nil when every path ends.
    public var cycle: (lead: [Edge], loop: [Edge])? {
        var state: [Int: Bool] = [:]  // false: on the current path; true: done
        var path: [Edge] = []
        func visit(_ node: Int) -> (lead: [Edge], loop: [Edge])? {
            state[node] = false
            for edge in edges(from: node) {
                guard let next = index[edge.to] else { continue }
                path.append(edge)
                if state[next] == false, let start = path.firstIndex(where: { $0.from == next }) {
                    return (Array(path[..<start]), Array(path[start...]))
                }
                if state[next] == nil, let found = visit(next) { return found }
                path.removeLast()
            }
            state[node] = true
            return nil
        }
        return questionnaire.questions.isEmpty ? nil : visit(0)
    }

    /// A path from the first question to the end on which no answer sets `field`, if any.
    public func pathToEnd(leavingUnset field: String) -> [Edge]? {
        let allowed: (Edge) -> Bool = { $0.sets != field }
        var ending: Edge?
        let lead = search(from: 0, along: allowed) { node in
            ending = edges(from: node).first { allowed($0) && $0.to == QuestionnaireModel.end }
            return ending != nil
        }
        guard let lead, let ending else { return nil }
        return lead + [ending]
    }
}
