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

    /// Whether a policy (an audience's `hadith-grades`) allows this grading: it lists the grading,
    /// or, for a compound grading, every grade it is.
    public func isAllowed(by policy: [HadithGrade]) -> Bool {
        policy.contains(self) || components.allSatisfy(policy.contains)
    }
}
