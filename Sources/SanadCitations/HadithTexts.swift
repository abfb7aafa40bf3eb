import Foundation

/// The Arabic text of hadith collections (records with `collection`, `hadith_number` and
/// `text`, as the QuranLab / hadith-api data in `../shared/data/hadith/` has them), each record
/// under the numbers references use.
///
/// Numbers are those of the registry's default numbering (sunnah.com's): Bukhari's
/// `hadith_number` is its number (`402.2` is 402b); Muslim's sequential numbers are mapped with
/// `muslimNumbering` (see `docs/citations.md`, "Hadith texts"). Records of other collections
/// are kept under their `hadith_number` as written.
public final class HadithTexts: Sendable {
    /// One hadith as the data has it.
    public struct Record: Sendable {
        public let collection: String
        /// The numbers it is cited by (`2589`, `8a`; two for a record sunnah.com numbers twice).
        public let numbers: [String]
        /// The whole text, isnad and matn.
        public let text: String
        /// Its words (read when asked: most records are never quoted).
        public var words: [ArabicWord] { ArabicWord.words(in: text) }

        /// `muslim:2589`, the first number it is cited by.
        public var reference: String { "\(collection):\(numbers.first ?? "")" }
    }

    public let records: [Record]
    /// The collections with a text.
    public let collections: Set<String>
    /// `collection:number` → records; a number without its letter (`muslim:8`) lists every
    /// record of that number (8a to 8e).
    private let byNumber: [String: [Int]]
    /// Each record's bare words, space-separated and framed with spaces, for finding a quotation
    /// anywhere in the collections; built on the first search.
    private let bareTexts = BareTexts()

    /// One record as the data writes it: its collection, its `hadith_number` and its text.
    public struct Row: Sendable {
        public var collection: String
        public var number: String
        public var text: String
        public init(collection: String, number: String, text: String) {
            self.collection = collection
            self.number = number
            self.text = text
        }
    }

    /// The texts of `rows`, each under the numbers references use. A Muslim record the numbering
    /// does not list (the introduction) is left out.
    public convenience init(rows: [Row]) {
        let muslim = Self.muslimNumbering
        self.init(records: rows.compactMap { row in
            switch row.collection {
            case "muslim":
                guard let sequence = Int(row.number), let numbers = muslim[sequence] else { return nil }
                return Record(collection: row.collection, numbers: numbers, text: row.text)
            default:
                return Record(collection: row.collection, numbers: [Self.number(row.number)], text: row.text)
            }
        })
    }

    /// Several texts as one: a collection is taken from the first text that has it.
    public convenience init(merging texts: [HadithTexts]) {
        var taken: Set<String> = [], records: [Record] = []
        for text in texts {
            records += text.records.filter { !taken.contains($0.collection) }
            taken.formUnion(text.collections)
        }
        self.init(records: records)
    }

    init(records: [Record]) {
        var byNumber: [String: [Int]] = [:]
        for (index, record) in records.enumerated() {
            for number in record.numbers {
                byNumber["\(record.collection):\(number)", default: []].append(index)
                let digits = number.prefix { $0.isASCII && $0.isNumber }
                if digits.count < number.count { byNumber["\(record.collection):\(digits)", default: []].append(index) }
            }
        }
        self.records = records
        self.collections = Set(records.map(\.collection))
        self.byNumber = byNumber
    }

    /// `402.2` → `402b`: a decimal part is a sub-number's ordinal.
    public static func number(_ written: String) -> String {
        let parts = written.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let ordinal = Int(parts[1]), ordinal >= 1 else { return written }
        return String(parts[0]) + HadithSubNumbers.label(ordinal)
    }

    /// The records a reference names, or nil when its collection has no text here, or the
    /// reference is in another numbering than the default (the texts are numbered in that).
    public func records(for reference: HadithReference) -> [Record]? {
        guard collections.contains(reference.collection.key), reference.numbering == reference.collection.numbering else { return nil }
        return (byNumber["\(reference.collection.key):\(reference.number)\(reference.subNumber ?? "")"] ?? []).map { records[$0] }
    }

    /// The records, other than those `excluding` names, whose words contain the bare words of
    /// `quoted` as a run (at least three words: shorter runs are common to many hadith), in
    /// collection order.
    public func locate(_ quoted: [ArabicWord], excluding: String? = nil) -> [Record] {
        guard quoted.count >= 3 else { return [] }
        let needle = Array((" " + quoted.map(\.bare).joined(separator: " ") + " ").utf8)
        let (texts, holding) = bareTexts.get(records)
        // Only the records holding the quotation's rarest word are searched: a quotation costs
        // what those records hold, not the whole collection.
        guard let candidates = quoted.map({ holding[$0.bare] ?? [] }).min(by: { $0.count < $1.count }) else { return [] }
        return candidates.compactMap { (index: Int32) -> Record? in
            let record = records[Int(index)]
            if let excluding, record.numbers.contains(where: { "\(record.collection):\($0)" == excluding }) { return nil }
            return Self.contains(texts[Int(index)], needle) ? record : nil
        }
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Sahih Muslim's sequential numbers and their sunnah.com numbers, parsed once from
    /// `Resources/muslim-numbering.txt` (generated by `scripts/make-muslim-numbering.py`).
    public static let muslimNumbering: [Int: [String]] = {
        var table: [Int: [String]] = [:]
        let text = String(decoding: PackageResources.muslim_numbering_txt, as: UTF8.self)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            for entry in line.split(separator: " ") {
                let parts = entry.split(separator: ":")
                guard parts.count == 2, let sequence = Int(parts[0]) else { continue }
                table[sequence] = parts[1].split(separator: "+").map(String.init)
            }
        }
        return table
    }()

    /// Each record's bare text, and for each bare word the records holding it, in order. Every
    /// access holds `lock`.
    private final class BareTexts: @unchecked Sendable {
        private let lock = NSLock()
        private var built: (texts: [[UInt8]], holding: [String: [Int32]])?
        func get(_ records: [Record]) -> (texts: [[UInt8]], holding: [String: [Int32]]) {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            var texts = [[UInt8]](repeating: [], count: records.count)
            texts.withUnsafeMutableBufferPointer { slots in
                let slots = UnsafeMutableSendableBuffer(slots)
                DispatchQueue.concurrentPerform(iterations: records.count) { slots.base[$0] = ArabicWord.bareText(of: records[$0].text) }
            }
            var holding: [String: [Int32]] = [:]
            for (index, text) in texts.enumerated() {
                for word in Set(text.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }) {
                    holding[word, default: []].append(Int32(index))
                }
            }
            for key in holding.keys { holding[key]!.sort() }
            built = (texts, holding)
            return (texts, holding)
        }
    }
}
