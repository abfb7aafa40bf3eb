import Foundation

/// A calendar day (proleptic Gregorian): a learner's local day in the runtime, a review date in
/// the compiler. Progress rules work on local days, and the clock, calendar and time zone are
/// always passed in, never read. The one date type and `YYYY-MM-DD` validator of Sanad.
public struct LocalDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The year (proleptic Gregorian).
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// A day of the calendar; nil unless it exists (no 2026-02-30, no month 13) and its year is
    /// within 1…9999, the years a `YYYY-MM-DD` text can spell.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.init(checkedYear: year, month: month, day: day)
        guard LocalDate(dayNumber: dayNumber) == self else { return nil }
    }

    /// A day whose parts are known to be valid (from day-number arithmetic).
    init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The local day of an instant in a time zone (Gregorian calendar).
    /// The local day is the instant plus the zone's offset then, in whole days since 1970, in
    /// the proleptic Gregorian calendar like every `LocalDate` (Foundation's Gregorian calendar
    /// switches to Julian days before 1582), kept within years 1…9999.
    public init(_ date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970
        let local = seconds.isFinite ? seconds + Double(timeZone.secondsFromGMT(for: date)) : 0
        let days = (local / 86_400).rounded(.down)
        let bounds = LocalDate.dayNumbers
        self.init(dayNumber: days.isFinite ? Int(min(max(days, Double(bounds.lowerBound)), Double(bounds.upperBound))) : 0)
    }

    /// Days since 1970-01-01 (proleptic Gregorian), for day arithmetic without a calendar.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = month
        let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `dayNumber` days after 1970-01-01 (before it when negative); the inverse of `dayNumber`.
    public init(dayNumber unclamped: Int) {
        let dayNumber = min(max(unclamped, LocalDate.dayNumbers.lowerBound), LocalDate.dayNumbers.upperBound)
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(checkedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The range of day numbers day arithmetic keeps to (years 1 to 9999): adding any number of
    /// days saturates at its ends instead of overflowing.
    public static let dayNumbers = -719_162...2_932_896

    /// The day `days` later (or earlier), kept within years 1…9999.
    public func adding(days: Int) -> LocalDate {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        let target = overflow ? (days > 0 ? Self.dayNumbers.upperBound : Self.dayNumbers.lowerBound) : sum
        return LocalDate(dayNumber: min(max(target, Self.dayNumbers.lowerBound), Self.dayNumbers.upperBound))
    }

    /// The same day `months` calendar months later (or earlier), on the month's last day when
    /// it is shorter (2026-01-31 plus one month is 2026-02-28).
    public func adding(months unclamped: Int) -> LocalDate {
        // Kept within years 1…9999, like day arithmetic.
        let months = min(max(unclamped, -120_000), 120_000)
        let index = min(max(year * 12 + (month - 1) + months, 12), 9999 * 12 + 11)
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        let month = index - year * 12 + 1
        var day = self.day
        while day > 28, LocalDate(checkedYear: year, month: month, day: day).isValid == false { day -= 1 }
        return LocalDate(checkedYear: year, month: month, day: day)
    }

    /// Whether the parts name a day that exists.
    var isValid: Bool { (1...12).contains(month) && LocalDate(dayNumber: dayNumber) == self }

    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int { ((dayNumber % 7 + 7 + 4) % 7) + 1 }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// `YYYY-MM-DD`.
    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// Parses `YYYY-MM-DD`; nil unless it names a real calendar day.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        // A day that does not exist (2026-02-30) is refused.
        self.init(year: year, month: month, day: day)
    }

    /// Decodes a `YYYY-MM-DD` string; refuses a day that does not exist.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a YYYY-MM-DD date"))
        }
        self = date
    }

    /// Encodes the day as a `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
