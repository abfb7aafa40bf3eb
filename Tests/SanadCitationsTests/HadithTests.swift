import SanadCitations
import Testing

@Suite struct HadithTests {
    @Test func references() throws {
        #expect(try HadithReference(parsing: "bukhari:6018").description == "bukhari:6018")
        #expect(try HadithReference(parsing: "muslim:2564a").subNumber == "a")
        #expect(try HadithReference(parsing: "muslim:2589").numbering.name == "Muhammad Fu'ad 'Abd al-Baqi's numbering")
        #expect(throws: HadithReference.ParseError.unknownSubNumber(collection: "Sahih al-Bukhari", number: 6018, subNumber: "a", valid: nil)) {
            try HadithReference(parsing: "bukhari:6018a")
        }
        #expect(throws: HadithReference.ParseError.unexpectedSubNumber(collection: "Muwatta Malik", numbering: "sunnah.com's running Arabic reference numbers")) {
            try HadithReference(parsing: "malik:12a")
        }
        #expect(throws: HadithReference.ParseError.numberOutOfRange(
            collection: "Sunan Abi Dawud", numbering: "Muhammad Muhyi ad-Din 'Abd al-Hamid's numbering", number: 6000, highest: 5274, otherReference: nil)) {
            try HadithReference(parsing: "abudawud:6000")
        }
        #expect(throws: HadithReference.ParseError.malformed("bukhari")) { try HadithReference(parsing: "bukhari") }
        #expect(throws: HadithReference.ParseError.malformed("muslim:12x4")) { try HadithReference(parsing: "muslim:12x4") }
        #expect(throws: HadithReference.ParseError.unknownCollection("sahih", suggestions: [])) { try HadithReference(parsing: "sahih:1") }
    }

    @Test func subNumbersAreCheckedAgainstTheCollectionsTable() throws {
        #expect(try HadithReference(parsing: "muslim:2564c").subNumber == "c")
        #expect(try HadithReference(parsing: "muslim:1211ah").subNumber == "ah", "Muslim's letters run past z")
        #expect(try HadithReference(parsing: "bukhari:1390c").subNumber == "c", "Bukhari has a few sub-numbers")
        #expect(throws: HadithReference.ParseError.unknownSubNumber(collection: "Sahih Muslim", number: 2564, subNumber: "z", valid: "a–c")) {
            try HadithReference(parsing: "muslim:2564z")
        }
        #expect(throws: HadithReference.ParseError.unknownSubNumber(collection: "Sahih Muslim", number: 2589, subNumber: "a", valid: nil)) {
            try HadithReference(parsing: "muslim:2589a")
        }
        #expect(throws: HadithReference.ParseError.self) { try HadithReference(parsing: "bukhari:402a") }
    }

    @Test func aNumberFromAnotherSchemeIsAnErrorThatNamesTheScheme() throws {
        let error = #expect(throws: HadithReference.ParseError.self) { try HadithReference(parsing: "muslim:6265") }
        #expect(error == .numberOutOfRange(
            collection: "Sahih Muslim", numbering: "Muhammad Fu'ad 'Abd al-Baqi's numbering", number: 6265, highest: 3033,
            otherReference: "muslim@usc-msa:6265 (the numbering of the USC-MSA English translation)"))
        #expect(error?.help == "if the number is from another numbering, name it: muslim@usc-msa:6265 (the numbering of the USC-MSA English translation)")
        let named = try HadithReference(parsing: "muslim@usc-msa:6265")
        #expect(named.numbering.key == "usc-msa")
        #expect(named.description == "muslim@usc-msa:6265")
        #expect(throws: HadithReference.ParseError.self) { try HadithReference(parsing: "muslim@usc-msa:2564a") }
        #expect(throws: HadithReference.ParseError.unknownNumbering(collection: "Sahih Muslim", numbering: "darussalam", known: ["abdulbaqi", "usc-msa"])) {
            try HadithReference(parsing: "muslim@darussalam:1")
        }
        #expect(throws: HadithReference.ParseError.self) { try HadithReference(parsing: "nasai:5761") }
        #expect(try HadithReference(parsing: "nasai@darussalam:5761").number == 5761)
    }

    @Test func everyBuiltInCollectionIsRangeChecked() {
        let keys = HadithRegistry.builtIn.map(\.key)
        #expect(keys == ["bukhari", "muslim", "abudawud", "tirmidhi", "nasai", "ibnmajah", "malik", "ahmad", "darimi", "riyadussalihin", "nawawi40"])
        for collection in HadithRegistry.builtIn {
            for numbering in collection.numberings {
                let highest = numbering.highestNumber ?? 0
                #expect(highest > 0, "\(collection.key)@\(numbering.key) has a range")
                #expect((try? HadithReference(parsing: "\(collection.key)@\(numbering.key):\(highest)")) != nil)
                #expect((try? HadithReference(parsing: "\(collection.key)@\(numbering.key):\(highest + 1)")) == nil)
            }
        }
        #expect((try? HadithReference(parsing: "malik:1862")) == nil)
        #expect((try? HadithReference(parsing: "nawawi40:43")) == nil)
    }

    @Test func anUnknownCollectionSuggestsTheNearestKey() {
        let error = #expect(throws: HadithReference.ParseError.self) { try HadithReference(parsing: "bokhari:1") }
        #expect(error?.help == "did you mean 'bukhari'?")
    }

    @Test func subNumberLabelsRunLikeSpreadsheetColumns() {
        #expect(HadithSubNumbers.ordinal("a") == 1)
        #expect(HadithSubNumbers.ordinal("z") == 26)
        #expect(HadithSubNumbers.ordinal("aa") == 27)
        #expect(HadithSubNumbers.ordinal("ah") == 34)
        #expect(HadithSubNumbers.ordinal("A") == nil)
        for ordinal in 1...100 { #expect(HadithSubNumbers.ordinal(HadithSubNumbers.label(ordinal)) == ordinal) }
    }

    @Test func bukhariAndMuslimDefaultToSahih() {
        #expect(HadithRegistry.collection("bukhari")?.defaultGrade == .sahih)
        #expect(HadithRegistry.collection("muslim")?.defaultGrade == .sahih)
        #expect(HadithRegistry.collection("tirmidhi")?.defaultGrade == nil)
    }

    @Test func gradesAreAnOrderAndAStrongerGradeAlwaysPasses() {
        #expect(HadithGrade.hasanSahih.isAllowed(by: [.sahih, .hasan]))
        #expect(!HadithGrade.hasanSahih.isAllowed(by: [.sahih]), "hasan sahih is weaker than sahih")
        #expect(HadithGrade.hasanSahih.isAllowed(by: [.hasanSahih]))
        #expect(!HadithGrade.daif.isAllowed(by: [.sahih, .hasan]))
        // An audience that may cite da'if may cite hasan li-ghayrihi, which is stronger.
        #expect(HadithGrade.hasanLiGhayrihi.isAllowed(by: [.daif]))
        #expect(HadithGrade.sahihLiGhayrihi.isAllowed(by: [.hasan]))
        #expect(HadithGrade.atLeast(.hasan) == [.sahih, .sahihLiGhayrihi, .hasan, .hasanSahih])
        let order: [HadithGrade] = [.sahih, .sahihLiGhayrihi, .hasanSahih, .hasan, .hasanLiGhayrihi, .daif, .daifJiddan, .mawdu]
        #expect(order.map(\.strength) == order.map(\.strength).sorted(by: >))
        #expect(Set(order) == Set(HadithGrade.allCases))
        #expect(HadithGrade.allCases.filter(\.isWeak) == [.daif, .daifJiddan, .mawdu])
    }

    @Test func aLeadingZeroIsRefusedWithTheNumberWrittenRight() {
        #expect(throws: HadithReference.ParseError.leadingZero("bukhari:06094", written: "bukhari:6094")) { try HadithReference(parsing: "bukhari:06094") }
        #expect(HadithReference.ParseError.leadingZero("bukhari:06094", written: "bukhari:6094").help == "write bukhari:6094")
        #expect(throws: HadithReference.ParseError.leadingZero("muslim@usc-msa:012", written: "muslim@usc-msa:12")) { try HadithReference(parsing: "muslim@usc-msa:012") }
        #expect((try? HadithReference(parsing: "bukhari:6094")) != nil)
    }
}
