/// `memorisation.json`: the Qur'an memorisation units (Sidrat US-205), in the order a learner
/// takes them, in the core pack (format 2.4).
///
/// Each verse's text is the configured Tanzil edition's (Uthmani by default), copied at build
/// time: authors write the reference, not the text. `citations.json` carries the Tanzil notice.
public struct BundleMemorisation: Codable, Sendable, Equatable {
    /// Every unit, by `order`.
    public var units: [Unit]

    /// A file of units.
    public init(units: [Unit]) { self.units = units }

    /// One unit: a surah, or a range of its ayat, learnt verse by verse.
    public struct Unit: Codable, Sendable, Equatable, Identifiable {
        /// The unit's id (`hifz.al-ikhlas`).
        public var id: String
        /// Its title.
        public var title: String
        /// Its place in the order units are offered, from 1.
        public var order: Int
        /// The surah's number, 1 to 114.
        public var surah: Int
        /// The first ayah of the unit.
        public var firstAyah: Int
        /// The last ayah of the unit, included.
        public var lastAyah: Int
        /// Whether the unit is the whole surah: memorising it counts toward `surahs-memorised`.
        public var wholeSurah: Bool
        /// The Tanzil edition the verse texts are taken from (`uthmani`).
        public var edition: String
        /// The key of the unit's citation in `citations.json` (`quran:112:1-4`).
        public var citation: String
        /// The audience the unit is for, when it names one.
        public var audience: String?
        /// The repeat modes the player offers: how many times each verse is played (1, 3, 5).
        public var repeatModes: [Int]
        /// Who recites, and under what licence.
        public var recitation: Recitation
        /// The verses, in order, each with its text and its recording.
        public var verses: [Verse]

        /// A unit with every field given.
        public init(id: String, title: String, order: Int, surah: Int, firstAyah: Int, lastAyah: Int, wholeSurah: Bool, edition: String,
                    citation: String, audience: String?, repeatModes: [Int], recitation: Recitation, verses: [Verse]) {
            self.id = id
            self.title = title
            self.order = order
            self.surah = surah
            self.firstAyah = firstAyah
            self.lastAyah = lastAyah
            self.wholeSurah = wholeSurah
            self.edition = edition
            self.citation = citation
            self.audience = audience
            self.repeatModes = repeatModes
            self.recitation = recitation
            self.verses = verses
        }
    }

    /// The recording's reciter and licence.
    public struct Recitation: Codable, Sendable, Equatable {
        /// Who recites.
        public var reciter: String
        /// The recording's licence, as the credits show it.
        public var licence: String
        /// True when the recording is a placeholder (a synthetic voice, not a qualified reciter):
        /// an app must not ship it as a recitation.
        public var placeholder: Bool

        /// A recitation with every field given.
        public init(reciter: String, licence: String, placeholder: Bool) {
            self.reciter = reciter
            self.licence = licence
            self.placeholder = placeholder
        }
    }

    /// One verse of a unit.
    public struct Verse: Codable, Sendable, Equatable {
        /// The ayah's number in its surah.
        public var ayah: Int
        /// The ayah's text in the unit's edition.
        public var text: String
        /// The recording's path as the content names it (a `media` file's `sources`).
        public var audio: String
        /// Where the verse starts in the recording, in seconds, when one file holds several verses.
        public var start: Double?
        /// Where the verse ends in the recording, in seconds, when one file holds several verses.
        public var end: Double?
        /// How long the verse's recitation lasts, in seconds, read from the file.
        public var seconds: Double

        /// A verse with every field given.
        public init(ayah: Int, text: String, audio: String, start: Double?, end: Double?, seconds: Double) {
            self.ayah = ayah
            self.text = text
            self.audio = audio
            self.start = start
            self.end = end
            self.seconds = seconds
        }
    }
}
