import SanadCompiler
import SanadTools
import Testing

/// Slugs of titles, Latin and Arabic.
@Suite struct SlugTests {
    @Test(arguments: [
        ("What is backbiting?", "what-is-backbiting"),
        ("The Tongue's Weight", "the-tongues-weight"),
        ("  Ṣalāh  and   ḥajj ", "salah-and-hajj"),
        ("Lesson 12: Part 2", "lesson-12-part-2"),
        ("الغيبة", "al-ghibah"),
        ("الغيبة والنميمة", "al-ghibah-wa-al-nmimah"),
        ("الصلاة", "al-slah"),
        ("صَلاةُ الفَجْر", "salatu-al-fajr"),
        ("درس ١٢", "drs-12"),
        ("؟!", ""),
    ])
    func slug(_ title: String, _ expected: String) {
        #expect(Slug.make(from: title) == expected)
    }
}
