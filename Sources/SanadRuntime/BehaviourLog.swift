/// Behavioural progress in one category, day by day ("28 of 40 days with no backbiting").
public struct BehaviourLog: Equatable, Codable, Sendable {
    public enum Entry: String, Codable, Sendable {
        case clean
        case infraction
    }

    /// One entry per local day; an infraction outweighs a clean report of the same day.
    public private(set) var days: [LocalDate: Entry] = [:]

    public init() {}

    public mutating func recordClean(on day: LocalDate) {
        if days[day] == nil { days[day] = .clean }
    }

    public mutating func recordInfraction(on day: LocalDate) {
        days[day] = .infraction
    }

    /// Clean days so far, capped at the goal, with the goal: (28, 40).
    public func progress(goalDays: Int) -> (clean: Int, goal: Int) {
        (min(days.values.filter { $0 == .clean }.count, goalDays), goalDays)
    }
}
