import SanadDiagnostics
import SanadSource

/// A compiled JSON Schema (draft 2020-12), ready to validate positioned trees. Immutable and
/// safe to share between threads (its `CompiledSchema`s are written only under the registry's
/// lock, before the registry returns this); compile once, validate many documents.
public struct JSONSchema: @unchecked Sendable {
    let root: CompiledSchema
    let collectsAnnotations: Bool

    /// Every problem with `instance`, each at the range of the offending value or key.
    public func validate(_ instance: Node) -> [Diagnostic] {
        let sink = ErrorSink()
        var evaluator = Evaluator(collectsAnnotations: collectsAnnotations)
        var annotations = Annotations()
        _ = evaluator.validate(root, instance, keyRange: nil, &annotations, sink)
        return sink.diagnostics
    }

    /// Whether `instance` is valid; stops at the first problem.
    public func isValid(_ instance: Node) -> Bool {
        var evaluator = Evaluator(collectsAnnotations: collectsAnnotations)
        var annotations = Annotations()
        return evaluator.validate(root, instance, keyRange: nil, &annotations, nil)
    }
}

/// Collects the diagnostics of one validation.
final class ErrorSink {
    var diagnostics: [Diagnostic] = []
    func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
}

/// What a successful evaluation has evaluated, for `unevaluatedProperties` and `unevaluatedItems`.
struct Annotations {
    var properties: Set<String> = []
    var itemsPrefix = 0
    var allItems = false
    var itemIndices: Set<Int> = []

    mutating func merge(_ other: Annotations) {
        properties.formUnion(other.properties)
        itemsPrefix = max(itemsPrefix, other.itemsPrefix)
        allItems = allItems || other.allItems
        itemIndices.formUnion(other.itemIndices)
    }

    func isEvaluated(item index: Int) -> Bool {
        allItems || index < itemsPrefix || itemIndices.contains(index)
    }
}
