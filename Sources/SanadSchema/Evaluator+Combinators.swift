import SanadDiagnostics
import SanadSource

extension Evaluator {
    /// `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else` and `dependentSchemas`.
    mutating func applyCombinators(
        _ schema: CompiledSchema, _ instance: Node, _ keyRange: SourceRange?, _ annotations: inout Annotations, _ sink: ErrorSink?
    ) -> Bool {
        var valid = true
        for sub in schema.allOf where !applyInPlace(sub, instance, keyRange, &annotations, sink) {
            valid = false
            if sink == nil { return false }
        }
        if let branches = schema.anyOf {
            var passed = false
            for branch in branches {
                if applyInPlace(branch, instance, keyRange, &annotations, nil) {
                    passed = true
                    if !collectsAnnotations { break }
                }
            }
            if !passed {
                valid = false
                guard let sink else { return false }
                reportNoMatch(branches, instance, keyRange, sink, message: "this value matches none of the forms allowed here")
            }
        }
        if let branches = schema.oneOf {
            var passing = 0
            var passingAnnotations = Annotations()
            for branch in branches {
                var local = Annotations()
                if validate(branch, instance, keyRange: keyRange, &local, nil) {
                    passing += 1
                    passingAnnotations = local
                    if passing > 1 { break }
                }
            }
            if passing == 1 {
                if collectsAnnotations { annotations.merge(passingAnnotations) }
            } else {
                valid = false
                guard let sink else { return false }
                if passing == 0 {
                    reportNoMatch(branches, instance, keyRange, sink, message: "this value matches none of the forms allowed here")
                } else {
                    sink.add(Diagnostic(SchemaDiagnostics.noMatchingForm, "this value matches more than one of the forms allowed here", at: instance.range))
                }
            }
        }
        if let negated = schema.not {
            var ignored = Annotations()
            if validate(negated, instance, keyRange: keyRange, &ignored, nil) {
                valid = false
                guard let sink else { return false }
                sink.add(Diagnostic(SchemaDiagnostics.noMatchingForm, "this value is not allowed here", at: instance.range))
            }
        }
        if let condition = schema.ifSchema {
            if applyInPlace(condition, instance, keyRange, &annotations, nil) {
                if let then = schema.thenSchema, !applyInPlace(then, instance, keyRange, &annotations, sink) {
                    valid = false
                    if sink == nil { return false }
                }
            } else if let otherwise = schema.elseSchema, !applyInPlace(otherwise, instance, keyRange, &annotations, sink) {
                valid = false
                if sink == nil { return false }
            }
        }
        if !schema.dependentSchemas.isEmpty, case .object(let members) = instance.value {
            for (name, dependent) in schema.dependentSchemas where members.contains(where: { $0.key == name }) {
                if !applyInPlace(dependent, instance, keyRange, &annotations, sink) {
                    valid = false
                    if sink == nil { return false }
                }
            }
        }
        return valid
    }

    /// Reports a failed `anyOf`/`oneOf`: the errors of the one branch that fits the value's type,
    /// or a summary naming the first problem of each branch.
    private mutating func reportNoMatch(_ branches: [CompiledSchema], _ instance: Node, _ keyRange: SourceRange?, _ sink: ErrorSink, message: String) {
        var plausible: [[Diagnostic]] = []
        var firstProblems: [String] = []
        for branch in branches {
            let branchSink = ErrorSink()
            var ignored = Annotations()
            _ = validate(branch, instance, keyRange: keyRange, &ignored, branchSink)
            let typeMismatch = branchSink.diagnostics.contains { $0.code == SchemaDiagnostics.wrongType && $0.range == instance.range }
            if !typeMismatch { plausible.append(branchSink.diagnostics) }
            if let first = branchSink.diagnostics.first { firstProblems.append(first.message) }
        }
        if plausible.count == 1, !plausible[0].isEmpty {
            plausible[0].forEach(sink.add)
            return
        }
        sink.add(Diagnostic(
            SchemaDiagnostics.noMatchingForm, message, at: instance.range,
            notes: firstProblems.prefix(4).map { .init(message: "one form fails: \($0)") }))
    }
}
