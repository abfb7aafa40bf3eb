/// A hadith grading from Sanad's fixed vocabulary.
public enum HadithGrade: String, CaseIterable, Sendable, Hashable, Codable {
    case sahih
    case sahihLiGhayrihi = "sahih li-ghayrihi"
    case hasan
    case hasanLiGhayrihi = "hasan li-ghayrihi"
    case hasanSahih = "hasan sahih"
    case daif = "da'if"
    case daifJiddan = "da'if jiddan"
    case mawdu = "mawdu'"

    /// The grades a grading is: a compound grading such as at-Tirmidhi's "hasan sahih" is both
    /// hasan and sahih; every other grading is itself.
    public var components: [HadithGrade] {
        self == .hasanSahih ? [.hasan, .sahih] : [self]
    }

    /// Weak gradings need an explanatory note and are never a lesson's only evidence.
    public var isWeak: Bool { self == .daif || self == .daifJiddan || self == .mawdu }

    /// Gradings are an order, strongest first: sahih, sahih li-ghayrihi, at-Tirmidhi's hasan
    /// sahih (sahih by one chain, hasan by another: at least hasan, stronger than a hasan
    /// alone), hasan, hasan li-ghayrihi, da'if, da'if jiddan, mawdu'. A larger strength is stronger.
    public var strength: Int {
        switch self {
        case .sahih: return 7
        case .sahihLiGhayrihi: return 6
        case .hasanSahih: return 5
        case .hasan: return 4
        case .hasanLiGhayrihi: return 3
        case .daif: return 2
        case .daifJiddan: return 1
        case .mawdu: return 0
        }
    }

    /// The gradings a policy that names `weakest` as its weakest allows: it and every stronger one.
    public static func atLeast(_ weakest: HadithGrade) -> [HadithGrade] {
        allCases.filter { $0.strength >= weakest.strength }
    }

    /// Whether a policy (an audience's `hadith-grades`) allows this grading: it is at least as
    /// strong as a grading the policy names, since a stronger grading always passes where a
    /// weaker one does.
    public func isAllowed(by policy: [HadithGrade]) -> Bool {
        policy.contains { strength >= $0.strength }
    }
}
