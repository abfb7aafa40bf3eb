import SanadDiagnostics
import Testing

@Suite struct SuggestionTests {
    @Test func suggestsCloseNamesOnly() {
        #expect(Suggestion.closest(to: "subtopc", in: ["subtopic", "title"]) == "subtopic")
        #expect(Suggestion.closest(to: "Titel", in: ["subtopic", "title"]) == "title")
        #expect(Suggestion.closest(to: "colour", in: ["subtopic", "title"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func listsSeveralCandidatesNearestFirst() {
        #expect(Suggestion.closest(to: "bokhari", in: ["muslim", "bukhari", "bukharii"], limit: 3) == ["bukhari", "bukharii"])
        #expect(Suggestion.closest(to: "falak", in: ["falaq", "fajr", "balad"], limit: 2) == ["falaq"])
        #expect(Suggestion.closest(to: "x", in: ["y", "z"], limit: 0).isEmpty)
    }
}
