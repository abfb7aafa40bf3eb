import SanadBundleFormat

/// Durations written as `40s`, `2m`, `2m15s`, in seconds.
public enum DurationText {
    /// The number of seconds, or `nil` when the text is not a duration.
    public static func seconds(_ text: String) -> Int? {
        var total = 0
        var number = 0
        var sawDigit = false
        var sawUnit = false
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                number = number * 10 + digit
                sawDigit = true
                guard number < 1_000_000 else { return nil }
            } else if character == "m" || character == "s", sawDigit {
                total += character == "m" ? number * 60 : number
                number = 0
                sawDigit = false
                sawUnit = true
            } else {
                return nil
            }
        }
        return sawUnit && !sawDigit ? total : nil
    }

    /// `2m15s`, `40s`, `5m`.
    public static func format(_ seconds: Int) -> String {
        let minutes = seconds / 60, rest = seconds % 60
        if minutes == 0 { return "\(rest)s" }
        return rest == 0 ? "\(minutes)m" : "\(minutes)m\(rest)s"
    }
}

/// The shortest and longest allowed duration, in seconds.
public struct DurationWindow: Sendable, Equatable {
    /// The shortest allowed duration, in seconds.
    public var min: Int
    /// The longest allowed duration, in seconds.
    public var max: Int
    /// A window from `min` to `max` seconds, both included.
    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }
    /// Whether `seconds` lies in the window, its ends included.
    public func contains(_ seconds: Int) -> Bool { seconds >= min && seconds <= max }
    public var description: String { "\(DurationText.format(min))–\(DurationText.format(max))" }
}

/// The phases' headings and the product documents' windows.
extension PhaseKind: Comparable {
    /// The heading that opens the phase in a lesson body (`## Hook`).
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The product documents' windows: Hook 30–45 s, Teach 2–2.5 min, Practice 1.5–2 min, Reward 15–30 s.
    public var defaultWindow: DurationWindow {
        switch self {
        case .hook: return DurationWindow(min: 30, max: 45)
        case .teach: return DurationWindow(min: 120, max: 150)
        case .practice: return DurationWindow(min: 90, max: 120)
        case .reward: return DurationWindow(min: 15, max: 30)
        }
    }

    /// The default window of a whole lesson: 4:30 to 5:30.
    public static let defaultLessonWindow = DurationWindow(min: 270, max: 330)

    public static func < (lhs: PhaseKind, rhs: PhaseKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
