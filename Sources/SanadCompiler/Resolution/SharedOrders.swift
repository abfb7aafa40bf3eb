import SanadDiagnostics

/// Items of one list (the lessons of a category, the categories, a category's supplementary
/// items) that share an `order`: each is reported, with a note at the others, since Sanad cannot
/// tell which file was edited last.
enum SharedOrders {
    static func check(_ items: [(id: String, order: Located<Int>)], what: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let groups = Dictionary(grouping: items, by: \.order.value)
        for (value, group) in groups.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            for item in group {
                let others = group.filter { $0.id != item.id || $0.order.range != item.order.range }
                diagnostics.append(Diagnostic(
                    ResolutionDiagnostics.duplicateOrder,
                    "order \(value) is also used by \(others.map { "'\($0.id)'" }.joined(separator: ", "))", at: item.order.range,
                    notes: others.map { .init(message: "'\($0.id)' has order \(value)", range: $0.order.range) },
                    help: "give each \(what) its own order"))
            }
        }
        return diagnostics
    }

    /// An id the schema refuses (spaces, capitals) is reported there once, not also by a check
    /// of its prefix.
    static func isWellFormed(_ id: String) -> Bool {
        id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
    }
}
