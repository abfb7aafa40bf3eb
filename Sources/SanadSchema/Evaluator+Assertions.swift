import Foundation
import SanadDiagnostics
import SanadSource

extension Evaluator {
    /// `type`, `enum` and `const`.
    func checkGeneric(_ schema: CompiledSchema, _ instance: Node, _ sink: ErrorSink?) -> Bool {
        var valid = true
        if let types = schema.types, !types.contains(where: { Self.matches(type: $0, instance.value) }) {
            valid = false
            if let sink {
                var help: String?
                var fixIts: [Diagnostic.FixIt] = []
                if types == ["string"], Self.isScalar(instance.value) {
                    // YAML read `1.0`, `true` or `null` as a non-text value: quoting keeps it as text.
                    let quoted = "\"\(instance.range.text)\""
                    help = "to write it as text, put it in quotes: \(quoted)"
                    fixIts = [.init(summary: "quote the value", replacements: [.init(range: instance.range, text: quoted)])]
                } else if types == ["boolean"], let word = instance.string, let value = Self.yamlOneOneBoolean(word) {
                    // YAML 1.2 reads yes/no/on/off as text; the schema wants true or false.
                    help = "YAML 1.2 reads '\(word)' as text: write \(value)"
                    fixIts = [.init(summary: "write \(value)", replacements: [.init(range: instance.range, text: "\(value)")])]
                }
                sink.add(Diagnostic(
                    SchemaDiagnostics.wrongType,
                    "expected \(types.map(Self.typeDescription).joined(separator: " or ")), found \(Self.describe(instance))",
                    at: instance.range, help: help, fixIts: fixIts))
            }
        }
        if let values = schema.enumValues, !values.contains(where: { NodeEquality.equal($0.value, instance.value) }) {
            valid = false
            if let sink {
                let allowed = values.map { Self.describe($0) }
                var help: String?
                var fixIts: [Diagnostic.FixIt] = []
                if let word = instance.string, let close = Suggestion.closest(to: word, in: values.compactMap(\.string)) {
                    help = "did you mean '\(close)'?"
                    fixIts = [.init(summary: "replace with '\(close)'", replacements: [.init(range: instance.range, text: close)])]
                }
                sink.add(Diagnostic(
                    SchemaDiagnostics.invalidValue,
                    "\(Self.describe(instance)) is not allowed here; expected one of: \(allowed.joined(separator: ", "))",
                    at: instance.range, help: help, fixIts: fixIts))
            }
        }
        if let constant = schema.constValue, !NodeEquality.equal(constant.value, instance.value) {
            valid = false
            sink?.add(Diagnostic(SchemaDiagnostics.invalidValue, "expected \(Self.describe(constant)), found \(Self.describe(instance))", at: instance.range))
        }
        return valid
    }

    func checkNumber(_ schema: CompiledSchema, _ number: Number, _ instance: Node, _ sink: ErrorSink?) -> Bool {
        var valid = true
        func fail(_ message: String) {
            valid = false
            sink?.add(Diagnostic(SchemaDiagnostics.outOfRange, message, at: instance.range))
        }
        if let limit = schema.minimum, NodeEquality.compare(number, limit) < 0 { fail("\(number) is less than the minimum \(limit)") }
        if let limit = schema.maximum, NodeEquality.compare(number, limit) > 0 { fail("\(number) is greater than the maximum \(limit)") }
        if let limit = schema.exclusiveMinimum, NodeEquality.compare(number, limit) <= 0 { fail("\(number) must be greater than \(limit)") }
        if let limit = schema.exclusiveMaximum, NodeEquality.compare(number, limit) >= 0 { fail("\(number) must be less than \(limit)") }
        if let divisor = schema.multipleOf, !NodeEquality.isMultiple(number, of: divisor) { fail("\(number) is not a multiple of \(divisor)") }
        return valid
    }

    func checkString(_ schema: CompiledSchema, _ string: String, _ instance: Node, _ sink: ErrorSink?) -> Bool {
        var valid = true
        if schema.minLength != nil || schema.maxLength != nil {
            let length = string.unicodeScalars.count
            if let limit = schema.minLength, length < limit {
                valid = false
                sink?.add(Diagnostic(SchemaDiagnostics.outOfRange, "this text is \(length) characters long; at least \(limit) are required", at: instance.range))
            }
            if let limit = schema.maxLength, length > limit {
                valid = false
                sink?.add(Diagnostic(SchemaDiagnostics.outOfRange, "this text is \(length) characters long; at most \(limit) are allowed", at: instance.range))
            }
        }
        if let pattern = schema.pattern, !pattern.matcher.matches(string) {
            valid = false
            let title = schema.node["title"]?.string ?? schema.refTarget?.node["title"]?.string
            let message = title.map { "\(Self.describe(instance)) is not a valid \($0)" }
                ?? "\(Self.describe(instance)) does not match the pattern \(pattern.source)"
            sink?.add(Diagnostic(SchemaDiagnostics.patternMismatch, message, at: instance.range, help: Self.patternHelp(schema)))
        }
        return valid
    }

    /// A schema's `description`, offered as help when a pattern does not match.
    private static func patternHelp(_ schema: CompiledSchema) -> String? {
        schema.node["description"]?.string
    }

    static func isScalar(_ value: Node.Value) -> Bool {
        switch value {
        case .number, .bool, .null: return true
        default: return false
        }
    }

    static func matches(type: String, _ value: Node.Value) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number):
            return true
        case ("integer", .number(let number)):
            return number.isInteger
        default:
            return false
        }
    }

    static func typeDescription(_ type: String) -> String {
        switch type {
        case "object": return "a mapping"
        case "array": return "a list"
        case "string": return "text"
        case "integer": return "a whole number"
        case "number": return "a number"
        case "boolean": return "true or false"
        case "null": return "null"
        default: return type
        }
    }

    /// A short description of a value for messages: `'text'`, `42`, `a mapping`.
    static func describe(_ node: Node) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let number): return number.literal
        case .string(let string):
            let short = string.count > 40 ? String(string.prefix(40)) + "…" : string
            return "'\(short)'"
        case .array: return "a list"
        case .object: return "a mapping"
        }
    }
}

extension Evaluator {
    /// What a YAML 1.1 boolean word (`yes`, `No`, `ON`, `off`, `y`, `n`) meant.
    static func yamlOneOneBoolean(_ word: String) -> Bool? {
        switch word.lowercased() {
        case "yes", "y", "on": return true
        case "no", "n", "off": return false
        default: return nil
        }
    }
}
