/// A numbering scheme of a hadith collection: its name, its highest number (when Sanad checks
/// it) and the sub-numbers it uses.
public struct HadithNumbering: Sendable, Hashable {
    /// The key a reference names it by after `@` (`muslim@usc-msa:6265`).
    public let key: String
    /// Whose numbering it is, e.g. "Muhammad Fu'ad 'Abd al-Baqi".
    public let name: String
    /// The highest number, when Sanad checks it.
    public let highestNumber: Int?
    public let subNumbers: HadithSubNumbers

    public init(key: String, name: String, highestNumber: Int?, subNumbers: HadithSubNumbers) {
        self.key = key
        self.name = name
        self.highestNumber = highestNumber
        self.subNumbers = subNumbers
    }
}

/// A hadith collection and the numbering schemes references may use; the first is the default.
public struct HadithCollection: Sendable, Hashable {
    public let key: String
    public let name: String
    public let numberings: [HadithNumbering]
    /// The grading a reference gets when it states none (Bukhari and Muslim: sahih).
    public let defaultGrade: HadithGrade?

    public init(key: String, name: String, numberings: [HadithNumbering], defaultGrade: HadithGrade?) {
        precondition(!numberings.isEmpty, "a collection has at least one numbering")
        self.key = key
        self.name = name
        self.numberings = numberings
        self.defaultGrade = defaultGrade
    }

    /// The default numbering scheme.
    public var numbering: HadithNumbering { numberings[0] }
}

/// The hadith collections references may name: the built-in ones (keys as on sunnah.com, see
/// `HadithRegistry+BuiltIn.swift`), with a project's own additions and overrides from
/// `hadith-collections.yaml`.
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
}

/// The sub-numbers of a numbering scheme: letters after the number (`2564a`, `1211ah`).
public enum HadithSubNumbers: Sendable, Hashable {
    /// The scheme has none.
    case none
    /// Letters occur; which ones is not checked (a project's own collection).
    case unchecked
    /// The letters each number has, as ordinals (a = 1 … z = 26, aa = 27 …).
    case listed([Int: [ClosedRange<Int>]])

    /// The ordinal of a sub-number label (`a` 1, `z` 26, `aa` 27, `ah` 34), nil if not one.
    public static func ordinal(_ label: String) -> Int? {
        guard !label.isEmpty, label.count <= 3, label.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
        return label.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value - 96) }
    }

    /// The label of an ordinal (1 `a`, 27 `aa`).
    public static func label(_ ordinal: Int) -> String {
        var value = ordinal, label = ""
        while value > 0 {
            let digit = (value - 1) % 26
            label = String(UnicodeScalar(UInt8(97 + digit))) + label
            value = (value - 1) / 26
        }
        return label
    }

    /// The labels `number` has, written as ranges (`a–c`), or nil when it has none listed.
    func describe(_ number: Int) -> String? {
        guard case .listed(let table) = self, let ranges = table[number] else { return nil }
        return ranges.map { $0.count == 1 ? Self.label($0.lowerBound) : "\(Self.label($0.lowerBound))–\(Self.label($0.upperBound))" }.joined(separator: ", ")
    }
}
