/// The draft 2020-12 vocabularies whose keywords a schema resource applies. A resource whose
/// meta-schema declares `$vocabulary` applies only the vocabularies listed there.
struct Vocabulary: OptionSet, Sendable {
    let rawValue: Int
    static let applicator = Vocabulary(rawValue: 1 << 0)
    static let unevaluated = Vocabulary(rawValue: 1 << 1)
    static let validation = Vocabulary(rawValue: 1 << 2)
    static let all: Vocabulary = [.applicator, .unevaluated, .validation]

    static let uriPrefix = "https://json-schema.org/draft/2020-12/vocab/"

    /// The vocabularies named by a meta-schema's `$vocabulary` keys; unknown optional ones are ignored.
    init(declared names: [String]) {
        var set: Vocabulary = []
        for name in names {
            switch name {
            case Self.uriPrefix + "applicator": set.insert(.applicator)
            case Self.uriPrefix + "unevaluated": set.insert(.unevaluated)
            case Self.uriPrefix + "validation": set.insert(.validation)
            default: break
            }
        }
        self = set
    }

    init(rawValue: Int) { self.rawValue = rawValue }
}
