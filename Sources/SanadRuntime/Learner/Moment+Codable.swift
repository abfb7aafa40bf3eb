import Foundation
import SanadBundleFormat

extension Moment {
    private enum CodingKeys: String, CodingKey { case instant, timeZone, day }

    /// `{"instant": "2026-03-01T20:58:00.000Z", "timeZone": "Asia/Riyadh", "day": "2026-03-01"}`:
    /// the UTC instant to the millisecond, whatever the encoder's date strategy.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.text(of: instant), forKey: .instant)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(day, forKey: .day)
    }

    /// Decodes the encoding above; refuses an instant not written `YYYY-MM-DDTHH:MM:SS.sssZ` in UTC.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .instant)
        guard let instant = Self.instant(from: text) else {
            throw DecodingError.dataCorruptedError(forKey: .instant, in: container, debugDescription: "'\(text)' is not a UTC instant YYYY-MM-DDTHH:MM:SS.sssZ")
        }
        self.instant = instant
        timeZone = try container.decode(String.self, forKey: .timeZone)
        day = try container.decode(LocalDate.self, forKey: .day)
    }

    /// An instant rounded to the millisecond, the precision a moment is stored with.
    static func rounded(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    static func text(of date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = Int((Double(milliseconds) / 1000).rounded(.down))
        let day = LocalDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
        let inDay = seconds - day.dayNumber * 86_400
        return "\(day)T" + String(format: "%02d:%02d:%02d.%03dZ", inDay / 3600, inDay / 60 % 60, inDay % 60, milliseconds - seconds * 1000)
    }

    static func instant(from text: String) -> Date? {
        let characters = Array(text)
        guard characters.count == 24, characters[10] == "T", characters[13] == ":", characters[16] == ":", characters[19] == ".",
            characters[23] == "Z", let day = LocalDate(iso: String(characters[0..<10])) else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let digits = characters[range]
            return digits.allSatisfy { $0.isASCII && $0.isNumber } ? Int(String(digits)) : nil
        }
        guard let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19), let milli = number(20..<23),
            hour < 24, minute < 60, second < 60 else { return nil }
        let total = ((day.dayNumber * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: (Double(total) * 1000 + Double(milli)) / 1000)
    }
}
