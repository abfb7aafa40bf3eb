/// A directed graph of prerequisites ("a requires b" is an edge a → b) with deterministic cycle
/// finding.
struct DependencyGraph<Edge> {
    /// Node → its outgoing edges (target and payload), in declaration order.
    private(set) var edges: [String: [(target: String, payload: Edge)]] = [:]

    mutating func addNode(_ node: String) {
        if edges[node] == nil { edges[node] = [] }
    }

    mutating func addEdge(from: String, to: String, payload: Edge) {
        addNode(from)
        edges[from, default: []].append((to, payload))
    }

    /// One cycle per strongly connected component that has one, each as its list of edges
    /// (source, target, payload), starting from the smallest node; sorted by that node.
    func cycles() -> [[(from: String, to: String, payload: Edge)]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for edge in edges[node] ?? [] where edges[edge.target] != nil {
                if indices[edge.target] == nil {
                    connect(edge.target)
                    lowLinks[node] = min(lowLinks[node]!, lowLinks[edge.target]!)
                } else if onStack.contains(edge.target) {
                    lowLinks[node] = min(lowLinks[node]!, indices[edge.target]!)
                }
            }
            if lowLinks[node] == indices[node] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                components.append(component)
            }
        }
        for node in edges.keys.sorted() where indices[node] == nil { connect(node) }

        var result: [[(from: String, to: String, payload: Edge)]] = []
        for component in components {
            let members = Set(component)
            let start = component.min()!
            let selfLoop = edges[start]?.first { $0.target == start }
            if component.count == 1 {
                if let loop = selfLoop { result.append([(start, start, loop.payload)]) }
                continue
            }
            // Walk from the smallest node back to it inside the component (breadth first, so the
            // cycle shown is a shortest one).
            var previous: [String: (String, Edge)] = [:]
            var queue = [start]
            var found = false
            while !queue.isEmpty, !found {
                let node = queue.removeFirst()
                for edge in edges[node] ?? [] where members.contains(edge.target) {
                    if edge.target == start {
                        previous[start] = (node, edge.payload)
                        found = true
                        break
                    }
                    if previous[edge.target] == nil {
                        previous[edge.target] = (node, edge.payload)
                        queue.append(edge.target)
                    }
                }
            }
            var cycle: [(from: String, to: String, payload: Edge)] = []
            var node = start
            repeat {
                guard let (from, payload) = previous[node] else { break }
                cycle.insert((from, node, payload), at: 0)
                node = from
            } while node != start
            result.append(cycle)
        }
        return result.sorted { $0.first!.from < $1.first!.from }
    }
}
