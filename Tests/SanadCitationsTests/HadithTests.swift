import SanadCitations
import Testing

@Suite struct HadithTests {
    @Test func references() throws {
        #expect(try HadithReference(parsing: "bukhari:6018").description == "bukhari:6018")
        #expect(try HadithReference(parsing: "muslim:2564a").subNumber == "a")
        #expect(try HadithReference(parsing: "muslim:2589").collection.numbering == "'Abd al-Baqi")
        #expect(throws: HadithReference.ParseError.unexpectedSubNumber("Sahih al-Bukhari")) { try HadithReference(parsing: "bukhari:6018a") }
        #expect(throws: HadithReference.ParseError.numberOutOfRange(collection: "Sunan Abi Dawud", number: 6000, highest: 5274)) {
            try HadithReference(parsing: "abudawud:6000")
        }
        #expect(throws: HadithReference.ParseError.malformed("bukhari")) { try HadithReference(parsing: "bukhari") }
        #expect(throws: HadithReference.ParseError.unknownCollection("sahih", suggestion: nil)) { try HadithReference(parsing: "sahih:1") }
    }

    @Test func bukhariAndMuslimDefaultToSahih() {
        #expect(HadithRegistry.collection("bukhari")?.defaultGrade == "sahih")
        #expect(HadithRegistry.collection("muslim")?.defaultGrade == "sahih")
        #expect(HadithRegistry.collection("tirmidhi")?.defaultGrade == nil)
        #expect(Set(HadithRegistry.weakGrades).isSubset(of: Set(HadithRegistry.grades)))
    }
}
