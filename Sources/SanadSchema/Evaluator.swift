import SanadDiagnostics
import SanadSource

/// Evaluates a compiled schema against an instance. With a sink, it reports every problem; without
/// one, it stops at the first and only answers valid or not.
struct Evaluator {
    let collectsAnnotations: Bool
    /// The dynamic scope: schema resources entered, outermost first (for `$dynamicRef`).
    var scope: [SchemaResource] = []

    init(collectsAnnotations: Bool) {
        self.collectsAnnotations = collectsAnnotations
    }

    mutating func validate(
        _ schema: CompiledSchema, _ instance: Node, keyRange: SourceRange?, _ annotations: inout Annotations, _ sink: ErrorSink?
    ) -> Bool {
        if let boolean = schema.boolean {
            if !boolean {
                sink?.add(Diagnostic(SchemaDiagnostics.noMatchingForm, "this value is not allowed here", at: instance.range))
            }
            return boolean
        }
        let entered = scope.last !== schema.resource
        if entered { scope.append(schema.resource) }
        defer { if entered { scope.removeLast() } }

        var valid = true
        // In-place references.
        if let target = schema.refTarget {
            valid = applyInPlace(target, instance, keyRange, &annotations, sink) && valid
            if !valid, sink == nil { return false }
        }
        if var target = schema.dynamicRefTarget {
            if let name = schema.dynamicRefAnchor, target.dynamicAnchor == name {
                for resource in scope {
                    if let dynamic = resource.dynamicAnchors[name] {
                        target = dynamic
                        break
                    }
                }
            }
            valid = applyInPlace(target, instance, keyRange, &annotations, sink) && valid
            if !valid, sink == nil { return false }
        }
        valid = checkGeneric(schema, instance, sink) && valid
        if !valid, sink == nil { return false }
        switch instance.value {
        case .number(let number):
            valid = checkNumber(schema, number, instance, sink) && valid
        case .string(let string):
            valid = checkString(schema, string, instance, sink) && valid
        case .array(let elements):
            valid = checkArray(schema, elements, instance, &annotations, sink) && valid
        case .object(let members):
            valid = checkObject(schema, members, instance, keyRange, &annotations, sink) && valid
        default:
            break
        }
        if !valid, sink == nil { return false }
        valid = applyCombinators(schema, instance, keyRange, &annotations, sink) && valid
        if !valid, sink == nil { return false }
        // `unevaluated*` see everything evaluated so far, so they come last.
        switch instance.value {
        case .array(let elements) where schema.unevaluatedItems != nil:
            valid = checkUnevaluatedItems(schema, elements, &annotations, sink) && valid
        case .object(let members) where schema.unevaluatedProperties != nil:
            valid = checkUnevaluatedProperties(schema, members, &annotations, sink) && valid
        default:
            break
        }
        return valid
    }

    /// Applies a subschema to the same instance, keeping its annotations only when it passes.
    mutating func applyInPlace(
        _ schema: CompiledSchema, _ instance: Node, _ keyRange: SourceRange?, _ annotations: inout Annotations, _ sink: ErrorSink?
    ) -> Bool {
        guard collectsAnnotations else {
            var ignored = Annotations()
            return validate(schema, instance, keyRange: keyRange, &ignored, sink)
        }
        var local = Annotations()
        let valid = validate(schema, instance, keyRange: keyRange, &local, sink)
        if valid { annotations.merge(local) }
        return valid
    }

    /// Applies a subschema to a child value (an item or a property value).
    mutating func applyToChild(_ schema: CompiledSchema, _ child: Node, keyRange: SourceRange?, _ sink: ErrorSink?) -> Bool {
        var ignored = Annotations()
        return validate(schema, child, keyRange: keyRange, &ignored, sink)
    }
}
