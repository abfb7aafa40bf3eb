/// A hadith collection, with the numbering scheme references use (sunnah.com's keys and numbers).
public struct HadithCollection: Sendable, Hashable {
    public let key: String
    public let name: String
    /// The numbering scheme, e.g. "'Abd al-Baqi" for Sahih Muslim.
    public let numbering: String
    /// The highest number in that scheme, when Sanad checks it.
    public let highestNumber: Int?
    /// Whether sub-numbers such as `2564a` occur.
    public let hasSubNumbers: Bool
    /// The grading a reference gets when it states none (Bukhari and Muslim: sahih).
    public let defaultGrade: String?

    public init(key: String, name: String, numbering: String, highestNumber: Int?, hasSubNumbers: Bool, defaultGrade: String?) {
        self.key = key
        self.name = name
        self.numbering = numbering
        self.highestNumber = highestNumber
        self.hasSubNumbers = hasSubNumbers
        self.defaultGrade = defaultGrade
    }
}

/// The hadith collections references may name: the built-in ones (keys as on sunnah.com), with
/// a project's own additions and overrides from `hadith-collections.yaml`.
public struct HadithRegistry: Sendable {
    public let collections: [HadithCollection]

    /// The built-in registry with `overrides` added; an override replaces the built-in collection
    /// with the same key.
    public init(overrides: [HadithCollection] = []) {
        var merged = Self.builtIn
        for collection in overrides {
            if let index = merged.firstIndex(where: { $0.key == collection.key }) { merged[index] = collection } else { merged.append(collection) }
        }
        collections = merged
    }

    public func collection(_ key: String) -> HadithCollection? { collections.first { $0.key == key } }

    public static let standard = HadithRegistry()

    public static func collection(_ key: String) -> HadithCollection? { standard.collection(key) }

    public static let builtIn: [HadithCollection] = [
        .init(key: "bukhari", name: "Sahih al-Bukhari", numbering: "sunnah.com (Fath al-Bari)", highestNumber: 7563, hasSubNumbers: false, defaultGrade: "sahih"),
        .init(key: "muslim", name: "Sahih Muslim", numbering: "'Abd al-Baqi", highestNumber: 3033, hasSubNumbers: true, defaultGrade: "sahih"),
        .init(key: "abudawud", name: "Sunan Abi Dawud", numbering: "sunnah.com", highestNumber: 5274, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "tirmidhi", name: "Jami' at-Tirmidhi", numbering: "sunnah.com", highestNumber: 3956, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "nasai", name: "Sunan an-Nasa'i", numbering: "sunnah.com", highestNumber: 5761, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "ibnmajah", name: "Sunan Ibn Majah", numbering: "sunnah.com", highestNumber: 4341, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "malik", name: "Muwatta Malik", numbering: "sunnah.com", highestNumber: nil, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "ahmad", name: "Musnad Ahmad", numbering: "sunnah.com", highestNumber: nil, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "darimi", name: "Sunan ad-Darimi", numbering: "sunnah.com", highestNumber: nil, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "riyadussalihin", name: "Riyad as-Salihin", numbering: "sunnah.com", highestNumber: 1896, hasSubNumbers: false, defaultGrade: nil),
        .init(key: "nawawi40", name: "Forty Hadith of an-Nawawi", numbering: "an-Nawawi", highestNumber: 42, hasSubNumbers: false, defaultGrade: nil),
    ]

    /// The fixed vocabulary of gradings.
    public static let grades = ["sahih", "sahih li-ghayrihi", "hasan", "hasan sahih", "da'if", "da'if jiddan", "mawdu'"]

    /// Gradings that are weak: they need an explanatory note and may not be a lesson's only evidence.
    public static let weakGrades: Set<String> = ["da'if", "da'if jiddan", "mawdu'"]
}

/// A hadith reference: `collection:number`, with an optional sub-number letter (`muslim:2564a`).
public struct HadithReference: Hashable, Sendable, CustomStringConvertible {
    public var collection: HadithCollection
    public var number: Int
    public var subNumber: String?

    public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        case malformed(String)
        case unknownCollection(String, suggestion: String?)
        case numberOutOfRange(collection: String, number: Int, highest: Int)
        case unexpectedSubNumber(String)

        public var description: String {
            switch self {
            case .malformed(let text): return "'\(text)' is not a hadith reference; write collection:number, e.g. muslim:2589"
            case .unknownCollection(let key, _): return "there is no hadith collection '\(key)' in the registry"
            case .numberOutOfRange(let collection, let number, let highest): return "\(collection) is numbered 1 to \(highest); there is no \(number)"
            case .unexpectedSubNumber(let collection): return "\(collection) numbers have no sub-numbers"
            }
        }
    }

    public init(parsing text: String, registry: HadithRegistry = .standard) throws(ParseError) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else { throw .malformed(text) }
        guard let collection = registry.collection(parts[0]) else {
            let keys = registry.collections.map(\.key)
            throw .unknownCollection(parts[0], suggestion: keys.first { $0.hasPrefix(parts[0].prefix(3)) })
        }
        var digits = parts[1]
        var letter: String?
        if let last = digits.last, last.isLetter, last.isLowercase {
            letter = String(last)
            digits.removeLast()
        }
        guard let number = Int(digits), number >= 1 else { throw .malformed(text) }
        if letter != nil, !collection.hasSubNumbers { throw .unexpectedSubNumber(collection.name) }
        if let highest = collection.highestNumber, number > highest {
            throw .numberOutOfRange(collection: collection.name, number: number, highest: highest)
        }
        self.collection = collection
        self.number = number
        self.subNumber = letter
    }

    public var description: String { "\(collection.key):\(number)\(subNumber ?? "")" }
}
