import SanadDiagnostics

/// A hadith reference: `collection:number` in the collection's default numbering, or
/// `collection@numbering:number` in another, with an optional sub-number (`muslim:2564a`).
public struct HadithReference: Hashable, Sendable, CustomStringConvertible {
    public var collection: HadithCollection
    public var numbering: HadithNumbering
    public var number: Int
    public var subNumber: String?

    public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        case malformed(String)
        /// A number written with a leading zero; `written` is the reference without it.
        case leadingZero(String, written: String)
        case unknownCollection(String, suggestions: [String])
        case unknownNumbering(collection: String, numbering: String, known: [String])
        /// Out of the scheme's range; `otherReference` is the reference in another numbering of
        /// the collection whose range the number fits (`muslim@usc-msa:6265`).
        case numberOutOfRange(collection: String, numbering: String, number: Int, highest: Int, otherReference: String?)
        case unexpectedSubNumber(collection: String, numbering: String)
        case unknownSubNumber(collection: String, number: Int, subNumber: String, valid: String?)

        public var description: String {
            switch self {
            case .malformed(let text):
                return "'\(text)' is not a hadith reference; write collection:number, e.g. muslim:2589"
            case .leadingZero(let text, _):
                return "'\(text)' has a leading zero; hadith numbers are written without one"
            case .unknownCollection(let key, _):
                return "there is no hadith collection '\(key)' in the registry"
            case .unknownNumbering(let collection, let numbering, let known):
                return "\(collection) has no numbering '\(numbering)'; it has \(known.joined(separator: ", "))"
            case .numberOutOfRange(let collection, let numbering, let number, let highest, _):
                return "\(collection) is numbered 1 to \(highest) in \(numbering); there is no \(number)"
            case .unexpectedSubNumber(let collection, let numbering):
                return "\(collection) numbers have no sub-numbers in \(numbering)"
            case .unknownSubNumber(let collection, let number, let subNumber, let valid):
                return valid.map { "\(collection) \(number) has the sub-numbers \($0); there is no \(number)\(subNumber)" }
                    ?? "\(collection) \(number) has no sub-numbers; there is no \(number)\(subNumber)"
            }
        }

        /// What the author may have meant, for a help line.
        public var help: String? {
            switch self {
            case .unknownCollection(_, let suggestions) where !suggestions.isEmpty:
                return "did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
            case .leadingZero(_, let written):
                return "write \(written)"
            case .numberOutOfRange(_, _, _, _, let other?):
                return "if the number is from another numbering, name it: \(other)"
            default:
                return nil
            }
        }
    }

    public init(parsing text: String, registry: HadithRegistry = .standard) throws(ParseError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw .malformed(text) }
        let head = parts[0].split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let collection = registry.collection(head[0]) else {
            throw .unknownCollection(head[0], suggestions: Suggestion.closest(to: head[0], in: registry.collections.map(\.key), limit: 2))
        }
        var numbering = collection.numbering
        if head.count == 2 {
            guard let named = collection.numberings.first(where: { $0.key == head[1] }) else {
                throw .unknownNumbering(collection: collection.name, numbering: head[1], known: collection.numberings.map(\.key))
            }
            numbering = named
        }
        let digits = String(parts[1].prefix { $0.isASCII && $0.isNumber })
        let letters = String(parts[1].dropFirst(digits.count))
        guard !digits.isEmpty, digits.count <= 9, let number = Int(digits), number >= 1,
            letters.isEmpty || HadithSubNumbers.ordinal(letters) != nil else { throw .malformed(text) }
        // `bukhari:06094` names 6094 in no numbering: a number is written as the collection writes it.
        if digits.hasPrefix("0") { throw .leadingZero(text, written: "\(head.joined(separator: "@")):\(number)\(letters)") }
        if let highest = numbering.highestNumber, number > highest {
            let other = collection.numberings.first { $0 != numbering && ($0.highestNumber ?? .max) >= number }
            throw .numberOutOfRange(
                collection: collection.name, numbering: numbering.name, number: number, highest: highest,
                otherReference: other.map { "\(collection.key)@\($0.key):\(parts[1]) (\($0.name))" })
        }
        if !letters.isEmpty {
            switch numbering.subNumbers {
            case .none:
                throw .unexpectedSubNumber(collection: collection.name, numbering: numbering.name)
            case .unchecked:
                break
            case .listed(let table):
                let ordinal = HadithSubNumbers.ordinal(letters)!
                if !(table[number] ?? []).contains(where: { $0.contains(ordinal) }) {
                    throw .unknownSubNumber(collection: collection.name, number: number, subNumber: letters, valid: numbering.subNumbers.describe(number))
                }
            }
        }
        self.collection = collection
        self.numbering = numbering
        self.number = number
        self.subNumber = letters.isEmpty ? nil : letters
    }

    /// `muslim:2564a`, or `muslim@usc-msa:6265` in a numbering that is not the default.
    public var description: String {
        let scheme = numbering == collection.numbering ? "" : "@" + numbering.key
        return "\(collection.key)\(scheme):\(number)\(subNumber ?? "")"
    }
}
