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

    /// One deterministic encoding: `{"days": [["2026-03-01", "clean"], …]}`, the days in order,
    /// whatever the dictionary's order or the encoder's settings, so equal logs encode to equal
    /// bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var days = container.nestedUnkeyedContainer(forKey: .days)
        for (day, entry) in self.days.sorted(by: { $0.key < $1.key }) {
            var pair = days.nestedUnkeyedContainer()
            try pair.encode(day)
            try pair.encode(entry)
        }
    }

    /// Decodes the form `encode(to:)` writes; a day listed twice or not a real day is refused.
    public init(from decoder: any Decoder) throws {
        var days = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .days)
        var decoded: [LocalDate: Entry] = [:]
        while !days.isAtEnd {
            var pair = try days.nestedUnkeyedContainer()
            let day = try pair.decode(LocalDate.self)
            guard decoded[day] == nil else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(day) is listed twice"))
            }
            decoded[day] = try pair.decode(Entry.self)
        }
        self.init()
        self.days = decoded
    }
}
