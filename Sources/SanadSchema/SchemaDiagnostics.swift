import SanadDiagnostics

/// The catalogue of schema-validation diagnostics. Sorted by code.
public enum SchemaDiagnostics {
    public static let wrongType = DiagnosticCode(
        id: "S0001", name: "wrong-type", group: .schema, severity: .error,
        summary: "A value has the wrong type for its place (for example text where a number is expected).",
        example: "order: first")
    public static let missingProperty = DiagnosticCode(
        id: "S0002", name: "missing-property", group: .schema, severity: .error,
        summary: "A required property is missing from a mapping.",
        example: "a lesson without `takeaway:`")
    public static let unknownProperty = DiagnosticCode(
        id: "S0003", name: "unknown-property", group: .schema, severity: .error,
        summary: "A mapping has a property the schema does not define; a close known name is suggested.",
        example: "subtopc: causes")
    public static let invalidValue = DiagnosticCode(
        id: "S0004", name: "invalid-value", group: .schema, severity: .error,
        summary: "A value is not one of the values allowed here.",
        example: "completion: maybe")
    public static let outOfRange = DiagnosticCode(
        id: "S0005", name: "out-of-range", group: .schema, severity: .error,
        summary: "A number, a text length or a count is outside the allowed range, or items repeat.",
        example: "order: 0")
    public static let patternMismatch = DiagnosticCode(
        id: "S0006", name: "pattern-mismatch", group: .schema, severity: .error,
        summary: "A text value does not have the required form.",
        example: "id: Backbiting Lesson")
    public static let noMatchingForm = DiagnosticCode(
        id: "S0007", name: "no-matching-form", group: .schema, severity: .error,
        summary: "A value matches none (or more than one) of the forms allowed here.",
        example: "a citation that is neither a Qur'an nor a hadith reference")
    public static let dependentProperty = DiagnosticCode(
        id: "S0008", name: "dependent-property", group: .schema, severity: .error,
        summary: "A property requires another property that is missing.",
        example: "`reviewer:` without `status:`")
    public static let invalidSchema = DiagnosticCode(
        id: "S0100", name: "invalid-schema", group: .schema, severity: .error,
        summary: "A JSON Schema cannot be compiled (an unresolvable `$ref`, a keyword of the wrong type, a bad pattern).",
        example: "{\"$ref\": \"#/$defs/missing\"}")

    /// Every code of this catalogue, sorted.
    public static let all: [DiagnosticCode] = [
        wrongType, missingProperty, unknownProperty, invalidValue, outOfRange, patternMismatch,
        noMatchingForm, dependentProperty, invalidSchema,
    ]
}
