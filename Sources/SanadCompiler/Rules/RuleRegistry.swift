import SanadDiagnostics

/// Every rule, enumerated once (`RuleName`'s cases). The diagnostics catalogue and `docs/diagnostics.md` come from
/// their descriptions, in code order; each rule runs on every subject of its type that a kind
/// offers (`ContentKind.checkedSubjects`).
public enum RuleRegistry {
    /// Every rule, one per `RuleName` case, in the cases' order.
    public static let rules: [AnyContentRule] = RuleName.allCases.map(\.rule)

    /// The rules by the type of subject they check.
    static let bySubject: [ObjectIdentifier: [AnyContentRule]] = Dictionary(grouping: rules, by: \.subject)

    /// Every rule's description, sorted by code (`L0001` first): the catalogue's order.
    public static var descriptions: [RuleDescription] {
        rules.map(\.description).sorted { $0.code.id < $1.code.id }
    }

    /// Runs every rule whose subject type is the subject's.
    public static func check(_ subject: any Sendable, in context: RuleContext) -> [Diagnostic] {
        (bySubject[ObjectIdentifier(type(of: subject))] ?? []).flatMap { $0.check(subject, context) }
    }

    /// Runs every rule on every subject a model of a kind offers (its texts are offered file by
    /// file: `TextChecks`).
    static func check<Kind: ContentKind>(_ model: Kind.Model, of kind: Kind.Type, in context: RuleContext) -> [Diagnostic] {
        Kind.ruleSubjects(of: model).flatMap { check($0, in: context) }
    }
}

/// A rule of any subject type, as the registry holds it: a class, so that running the rules
/// over thousands of subjects copies one reference per rule, not its description.
public final class AnyContentRule: Sendable {
    /// The rule's documentation and examples.
    public let description: RuleDescription
    /// The type of subject it checks.
    public let subject: ObjectIdentifier
    /// The subject type's name, for tests and messages.
    public let subjectName: String
    /// The rule's type name (`LinkSchemeRule`).
    public let typeName: String
    let check: @Sendable (any Sendable, RuleContext) -> [Diagnostic]

    /// Wraps a rule, keeping its description and the type of subject it checks.
    public init<R: ContentRule>(_ rule: R) {
        description = R.description
        subject = ObjectIdentifier(R.Subject.self)
        subjectName = String(describing: R.Subject.self)
        typeName = String(describing: R.self)
        check = { subject, context in (subject as? R.Subject).map { rule.check($0, in: context) } ?? [] }
    }

    /// Runs the rule on a subject of its type (anything else gives nothing).
    public func check(_ subject: any Sendable, in context: RuleContext) -> [Diagnostic] { check(subject, context) }
}
