/// Behavioural progress in one category, day by day ("28 of 40 days with no backbiting").
public struct BehaviourLog: Equatable, Codable, Sendable {
    /// What a learner reported for one day.
    public enum Entry: String, Codable, Sendable {
        /// A day without the failing.
        case clean
        /// A day with a lapse.
        case infraction
    }

    /// One entry per local day; an infraction outweighs a clean report of the same day.
    public private(set) var days: [LocalDate: Entry] = [:]

    /// An empty log.
    public init() {}

    /// Records a clean day; an infraction already recorded for that day stands.
    public mutating func recordClean(on day: LocalDate) {
        if days[day] == nil { days[day] = .clean }
    }

    /// Records an infraction; it replaces a clean report of the same day.
    public mutating func recordInfraction(on day: LocalDate) {
        days[day] = .infraction
    }

    /// Clean days so far, capped at the goal, with the goal: (28, 40).
    public func progress(goalDays: Int) -> (clean: Int, goal: Int) {
        (min(days.values.filter { $0 == .clean }.count, goalDays), goalDays)
    }
}

extension BehaviourLog {
    private enum CodingKeys: String, CodingKey { case days }

    /// One deterministic encoding: `{"days": {"2026-03-01": "clean", …}}` with the days in
    /// order, whatever the dictionary's order, so equal logs encode to equal bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var days = container.nestedContainer(keyedBy: DayKey.self, forKey: .days)
        for (day, entry) in self.days.sorted(by: { $0.key < $1.key }) { try days.encode(entry, forKey: DayKey(stringValue: day.description)) }
    }

    /// Decodes the encoding above; refuses a day key that is not `YYYY-MM-DD` or not a real day.
    public init(from decoder: any Decoder) throws {
        let days = try decoder.container(keyedBy: CodingKeys.self).nestedContainer(keyedBy: DayKey.self, forKey: .days)
        var decoded: [LocalDate: Entry] = [:]
        for key in days.allKeys {
            guard let day = LocalDate(iso: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: days, debugDescription: "'\(key.stringValue)' is not a YYYY-MM-DD day")
            }
            decoded[day] = try days.decode(Entry.self, forKey: key)
        }
        self.init()
        self.days = decoded
    }

    /// A day as a JSON key.
    struct DayKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
