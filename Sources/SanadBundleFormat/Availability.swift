import Foundation

/// When a seasonal lesson is offered, or a seasonal achievement counts (format 2.3): a window of
/// Gregorian days, or a window of Hijri month-days that recurs every Hijri year ("Eid al-Fitr:
/// 1 to 3 Shawwal"). Hijri days are computed with the Umm al-Qura calendar
/// (`Calendar.Identifier.islamicUmmAlQura`), which the compiler and the runtime both use and the
/// bundle names (`BundleProject.hijriCalendar`); a community that follows its own sighting can
/// give Gregorian days instead.
public struct Availability: Codable, Sendable, Equatable, WireCodable {
    /// The first Gregorian day, `YYYY-MM-DD`, included.
    public var from: String?
    /// The last Gregorian day, `YYYY-MM-DD`, included.
    public var to: String?
    /// The first and last Hijri month-day, `MM-DD`, both included, every Hijri year; a window
    /// that wraps the year's end (`12-25` to `01-05`) is allowed.
    public var hijriFrom: String?
    /// The last Hijri month-day of a recurring window, `MM-DD`, included.
    public var hijriTo: String?

    /// A window with every part given.
    public init(from: String? = nil, to: String? = nil, hijriFrom: String? = nil, hijriTo: String? = nil) {
        self.from = from
        self.to = to
        self.hijriFrom = hijriFrom
        self.hijriTo = hijriTo
    }

    /// The calendar the bundle's Hijri windows are in.
    public static let hijriCalendarName = "islamic-umm-al-qura"

    /// Whether the window holds a day (a window with nothing set holds every day).
    public func contains(_ day: LocalDate) -> Bool {
        if let from = from.flatMap(LocalDate.init(iso:)), day < from { return false }
        if let to = to.flatMap(LocalDate.init(iso:)), day > to { return false }
        if let start = hijriFrom.flatMap(HijriDate.monthDay), let end = hijriTo.flatMap(HijriDate.monthDay) {
            let hijri = HijriDate(day)
            let value = (hijri.month, hijri.day)
            return start <= end ? (start <= value && value <= end) : (value >= start || value <= end)
        }
        return true
    }

    /// The first day on or after `day` that the window holds: `day` itself inside the window,
    /// the day it next opens before it, and nil when it never opens again (a Gregorian window
    /// that has ended). A recurring Hijri window opens on its first month-day each Hijri year,
    /// or on the day after when that month has no 30th (a window of the 30th alone then waits
    /// for a year whose month has one); years are looked at one by one, forty at the most.
    public func nextOpening(onOrAfter day: LocalDate) -> LocalDate? {
        let from = from.flatMap(LocalDate.init(iso:)), to = to.flatMap(LocalDate.init(iso:))
        let start = max(day, from ?? day)
        if let to, start > to { return nil }
        guard let first = hijriFrom.flatMap(HijriDate.monthDay), hijriTo.flatMap(HijriDate.monthDay) != nil else { return start }
        if contains(start) { return start }
        let year = HijriDate(start).year
        for candidateYear in year...(year + 40) {
            guard let opening = HijriDate.localDate(year: candidateYear, month: first.0, day: first.1) else { continue }
            if let to, opening > to { return nil }
            if opening > start, contains(opening) { return opening }
        }
        return nil
    }

    /// The Hijri month a recurring window opens in (9 for a Ramadan window), to name the season
    /// an app announces ("coming in Ramadan"); nil for a Gregorian window.
    public var hijriOpeningMonth: Int? { hijriFrom.flatMap(HijriDate.monthDay)?.0 }

    /// The Hijri year a day of a recurring window belongs to (the year of the window's start, for
    /// a window that wraps the year's end); nil for a day outside the window or a Gregorian window.
    public func hijriSeason(of day: LocalDate) -> Int? {
        guard hijriFrom != nil, contains(day) else { return nil }
        let hijri = HijriDate(day)
        let start = hijriFrom.flatMap(HijriDate.monthDay) ?? (1, 1)
        return (hijri.month, hijri.day) < start ? hijri.year - 1 : hijri.year
    }
}

/// A day in the Umm al-Qura Hijri calendar.
public struct HijriDate: Sendable, Equatable {
    /// The Hijri year (1447).
    public var year: Int
    /// The month, 1 (Muharram) to 12 (Dhu al-Hijjah); 9 is Ramadan.
    public var month: Int
    /// The day of the month, 1 to 30.
    public var day: Int

    /// The Hijri date of a local day (taken at noon UTC, so no time zone moves it).
    public init(_ date: LocalDate) {
        var calendar = Calendar(identifier: .islamicUmmAlQura)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let noon = Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 43_200)
        let parts = calendar.dateComponents([.year, .month, .day], from: noon)
        year = parts.year ?? 0
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// The local day of a Hijri date (the 30th of a 29-day month is the next month's 1st), nil
    /// when the calendar cannot give one.
    public static func localDate(year: Int, month: Int, day: Int) -> LocalDate? {
        var calendar = Calendar(identifier: .islamicUmmAlQura)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) else { return nil }
        return LocalDate(date, in: calendar.timeZone)
    }

    /// `MM-DD` as a month and a day, or nil unless it is one (month 1 to 12, day 1 to 30).
    public static func monthDay(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "-")
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }),
            let month = Int(parts[0]), let day = Int(parts[1]), (1...12).contains(month), (1...30).contains(day) else { return nil }
        return (month, day)
    }
}
