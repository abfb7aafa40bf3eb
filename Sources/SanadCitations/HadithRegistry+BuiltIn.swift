/// The built-in collections: the nine books sunnah.com numbers, Riyad as-Salihin and an-Nawawi's
/// Forty, with their numbering schemes. The ranges and their sources are listed in
/// `docs/citations.md` ("Hadith numbering"); where a highest number could not be confirmed the
/// table says so there, and the bound used is the edition's stated count.
extension HadithRegistry {
    public static let builtIn: [HadithCollection] = [
        .init(key: "bukhari", name: "Sahih al-Bukhari", numberings: [
            .init(key: "abdulbaqi", name: "Muhammad Fu'ad 'Abd al-Baqi's numbering", highestNumber: 7563, subNumbers: subNumbers("bukhari")),
        ], defaultGrade: .sahih),
        .init(key: "muslim", name: "Sahih Muslim", numberings: [
            .init(key: "abdulbaqi", name: "Muhammad Fu'ad 'Abd al-Baqi's numbering", highestNumber: 3033, subNumbers: subNumbers("muslim")),
            .init(key: "usc-msa", name: "the numbering of the USC-MSA English translation", highestNumber: 7190, subNumbers: .none),
        ], defaultGrade: .sahih),
        .init(key: "abudawud", name: "Sunan Abi Dawud", numberings: [
            .init(key: "abdulhamid", name: "Muhammad Muhyi ad-Din 'Abd al-Hamid's numbering", highestNumber: 5274, subNumbers: subNumbers("abudawud")),
            .init(key: "english", name: "the numbering of Ahmad Hasan's English translation", highestNumber: 5254, subNumbers: .none),
        ], defaultGrade: nil),
        .init(key: "tirmidhi", name: "Jami' at-Tirmidhi", numberings: [
            .init(key: "shakir", name: "Ahmad Shakir's numbering, completed by 'Abd al-Baqi and 'Awad", highestNumber: 3956, subNumbers: subNumbers("tirmidhi")),
        ], defaultGrade: nil),
        .init(key: "nasai", name: "Sunan an-Nasa'i", numberings: [
            .init(key: "abughuddah", name: "'Abd al-Fattah Abu Ghuddah's numbering", highestNumber: 5758, subNumbers: subNumbers("nasai")),
            .init(key: "darussalam", name: "the numbering of the Darussalam English translation", highestNumber: 5761, subNumbers: .none),
        ], defaultGrade: nil),
        .init(key: "ibnmajah", name: "Sunan Ibn Majah", numberings: [
            .init(key: "abdulbaqi", name: "Muhammad Fu'ad 'Abd al-Baqi's numbering", highestNumber: 4341, subNumbers: subNumbers("ibnmajah")),
        ], defaultGrade: nil),
        .init(key: "malik", name: "Muwatta Malik", numberings: [
            .init(key: "arabic", name: "sunnah.com's running Arabic reference numbers", highestNumber: 1861, subNumbers: .none),
        ], defaultGrade: nil),
        .init(key: "ahmad", name: "Musnad Ahmad", numberings: [
            .init(key: "sunnah", name: "sunnah.com's numbering", highestNumber: 28199, subNumbers: .none),
        ], defaultGrade: nil),
        .init(key: "darimi", name: "Sunan ad-Darimi", numberings: [
            .init(key: "asad", name: "Husayn Salim Asad's numbering (Dar al-Mughni)", highestNumber: 3503, subNumbers: .none),
        ], defaultGrade: nil),
        .init(key: "riyadussalihin", name: "Riyad as-Salihin", numberings: [
            .init(key: "sunnah", name: "sunnah.com's numbering", highestNumber: 1896, subNumbers: .none),
        ], defaultGrade: nil),
        .init(key: "nawawi40", name: "Forty Hadith of an-Nawawi", numberings: [
            .init(key: "nawawi", name: "an-Nawawi's numbering", highestNumber: 42, subNumbers: .none),
        ], defaultGrade: nil),
    ]
}
