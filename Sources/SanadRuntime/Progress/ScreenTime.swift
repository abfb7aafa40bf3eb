import Foundation
import SanadBundleFormat

/// A child's daily screen-time limit (seed 004): a parent chooses 15, 30, 45 or 60 minutes a day,
/// or none; only active lesson time counts; a warning comes at five minutes left; at the limit
/// the app shows a soft lockout with the day's completed lessons, which a parent may lift behind
/// the parental gate; the count starts again at local midnight.
///
/// It belongs to the device the child uses, as the parent's setting does: it is not part of
/// `Learner` and does not merge across devices. The app keeps it (it is `Codable`) and reports
/// the spans a lesson was on screen and in use (`recordActive`); the state it asks for
/// (`state(at:completedToday:)`) is computed from the clock it passes in, so it can be tested on
/// a simulated one.
public struct ScreenTime: Sendable, Equatable, Codable {
    /// The daily limits a parent may choose.
    public enum Limit: Int, Sendable, Codable, CaseIterable {
        /// 15 minutes a day.
        case fifteenMinutes = 15
        /// 30 minutes a day.
        case thirtyMinutes = 30
        /// 45 minutes a day.
        case fortyFiveMinutes = 45
        /// An hour a day.
        case sixtyMinutes = 60

        /// The limit in seconds.
        public var seconds: Double { Double(rawValue) * 60 }
    }

    /// Where the day stands against the limit.
    public enum State: Sendable, Equatable {
        /// No limit is set.
        case unlimited
        /// Time is left (in seconds), more than the warning's five minutes.
        case open(remaining: Double)
        /// Five minutes or less are left (in seconds): the app shows its warning.
        case warning(remaining: Double)
        /// The limit is reached: the app shows the soft lockout with the lessons completed today.
        case lockedOut(completedToday: [String])
        /// The limit is reached and a parent lifted the lockout for today.
        case overridden
    }

    /// How long before the limit the warning comes (seed 004: five minutes).
    public static let warningSeconds: Double = 5 * 60
    /// The longest span one `recordActive` counts, in seconds: a day.
    public static let maximumSpan: Double = 86_400
    /// The most a day can count, in seconds: 25 hours (the day a clock goes back an hour). Spans
    /// reported twice, or overlapping, count no further.
    public static let maximumDay: Double = 90_000

    /// The parent's limit; nil for none.
    public var limit: Limit?
    /// Active lesson time by local day, in seconds.
    public private(set) var activeSeconds: [LocalDate: Double] = [:]
    /// The local days on which a parent lifted the lockout.
    public private(set) var overriddenDays: Set<LocalDate> = []

    /// Screen time with a limit (nil for none) and nothing recorded.
    public init(limit: Limit?) { self.limit = limit }

    private enum CodingKeys: String, CodingKey { case limit, activeSeconds, overriddenDays }

    /// Reads a stored screen time; a day's time that is negative, not finite or over
    /// `maximumDay` is refused (`DecodingError.dataCorrupted`), not shown as a state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        limit = try container.decodeIfPresent(Limit.self, forKey: .limit)
        activeSeconds = try container.decode([LocalDate: Double].self, forKey: .activeSeconds)
        overriddenDays = try container.decode(Set<LocalDate>.self, forKey: .overriddenDays)
        guard activeSeconds.values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= Self.maximumDay }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [CodingKeys.activeSeconds], debugDescription: "a day's active time is out of range"))
        }
    }

    /// Records active lesson time: the span from `start` to `end`, on a device in `timeZone`. Time
    /// outside a lesson (menus, a paused lesson) is not reported by the app and does not count. A
    /// span across local midnight is split at it: each day counts only its own time. A span that
    /// ends before it starts, or is not finite, counts nothing; one longer than a day (a clock
    /// set forward during a lesson) counts its first day's worth, `maximumSpan`.
    public mutating func recordActive(from start: Date, to end: Date, in timeZone: TimeZone) {
        guard start.timeIntervalSince1970.isFinite, end.timeIntervalSince1970.isFinite, end > start else { return }
        let end = min(end, start.addingTimeInterval(Self.maximumSpan))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var from = start
        while from < end {
            let midnight = calendar.nextDate(after: from, matching: DateComponents(hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime) ?? end
            let to = min(midnight, end)
            let day = LocalDate(from, in: timeZone)
            activeSeconds[day] = min((activeSeconds[day] ?? 0) + to.timeIntervalSince(from), Self.maximumDay)
            from = to
        }
    }

    /// A parent passed the parental gate and lifted the lockout for the day of `moment` (the app
    /// shows its gate first; the runtime does not see it). The next day counts from zero again.
    public mutating func override(at moment: Moment) {
        overriddenDays.insert(moment.day)
    }

    /// The state of the day of `moment`; `completedToday` is what the lockout shows
    /// (`Learner.lessonsCompleted(on:)`).
    public func state(at moment: Moment, completedToday: [String]) -> State {
        guard let limit else { return .unlimited }
        let remaining = limit.seconds - (activeSeconds[moment.day] ?? 0)
        if remaining <= 0 { return overriddenDays.contains(moment.day) ? .overridden : .lockedOut(completedToday: completedToday) }
        return remaining <= Self.warningSeconds ? .warning(remaining: remaining) : .open(remaining: remaining)
    }
}

extension Learner {
    /// The lessons first completed on `day`, in the order they were completed (what the screen
    /// time lockout shows).
    public func lessonsCompleted(on day: LocalDate) -> [String] {
        lessons.filter { $0.value.firstCompletion.day == day }.sorted { ($0.value.firstCompletion, $0.key) < ($1.value.firstCompletion, $1.key) }.map(\.key)
    }
}
