import Foundation
import SanadBundleFormat
import SanadCitations
import SanadDiagnostics

extension BundleChange.Subject {
    /// A Qur'an memorisation unit.
    public static let memorisationUnit = BundleChange.Subject(rawValue: "memorisation")
}

extension ContentKinds.Memorisation {
    /// `memorisation.json`, in order (then by id), when the project has units: each verse's text
    /// copied from the unit's Tanzil edition, its recording and its length read from the file.
    public static func emit(_ builder: BundleBuilder) throws -> [BundleBuilder.File] {
        let units = builder.corpus.memorisationUnits.sorted { ($0.order?.value ?? .max, $0.id.value) < ($1.order?.value ?? .max, $1.id.value) }
        guard !units.isEmpty else { return [] }
        let verifier = QuranTexts.load(for: builder.corpus.project, root: builder.corpus.root).verifier
        let root = URL(fileURLWithPath: builder.corpus.root).standardizedFileURL.resolvingSymlinksInPath().path
        func seconds(_ path: String) throws -> Double {
            guard case .success(let info?) = MediaInfo.read(fileAt: root + "/" + path, root: root), info.format.family == .sound, let seconds = info.seconds else {
                throw BundleWriter.WriteError(description: "cannot read the length of the recording \(path)")
            }
            return rounded(seconds)
        }
        let file = BundleMemorisation(units: try units.map { unit in
            guard let reference = unit.reference, let recording = unit.recording else {
                throw BundleWriter.WriteError(description: "the memorisation unit \(unit.id.value) has no valid reference or recitation")
            }
            guard let text = verifier?.editions.first(where: { $0.name == unit.edition.value })?.text else {
                throw BundleWriter.WriteError(description: "the \(unit.edition.value) Qur'an text of the memorisation unit \(unit.id.value) could not be loaded")
            }
            let ayat = Array(reference.firstAyah...reference.lastAyah)
            let verses: [BundleMemorisation.Verse] = try ayat.enumerated().map { index, ayah in
                let words = text.ayah(surah: reference.surah, ayah: ayah) ?? ""
                switch recording {
                case .perVerse(let files):
                    return BundleMemorisation.Verse(ayah: ayah, text: words, audio: files[index].value, start: nil, end: nil, seconds: try seconds(files[index].value))
                case .cued(let file, let cues):
                    let length = try seconds(file.value)
                    let start = rounded(cues[index].value), end = index + 1 < cues.count ? rounded(cues[index + 1].value) : length
                    return BundleMemorisation.Verse(ayah: ayah, text: words, audio: file.value, start: start, end: end, seconds: rounded(end - start))
                }
            }
            return BundleMemorisation.Unit(
                id: unit.id.value, title: unit.title, order: unit.order?.value ?? 0, surah: reference.surah, firstAyah: reference.firstAyah,
                lastAyah: reference.lastAyah, wholeSurah: unit.isWholeSurah, edition: unit.edition.value, citation: unit.citation.key,
                audience: unit.audience?.value, repeatModes: unit.repeatModes,
                recitation: BundleMemorisation.Recitation(reciter: unit.reciter, licence: unit.licence, placeholder: unit.placeholder?.value ?? false),
                verses: verses)
        })
        return [try builder.encode(file, path: "memorisation.json", kind: .memorisation)]
    }

    /// Seconds to the millisecond, so the same recording always writes the same bytes.
    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    /// Throws when the snapshot's `memorisation.json` does not decode as `BundleMemorisation`.
    public static func validateSnapshot(_ snapshot: BundleSnapshot) throws {
        for data in snapshot.files[.memorisation] ?? [] { _ = try BundleJSONDecoder().decode(BundleMemorisation.self, from: data) }
    }

    /// Removing a unit is major (an app keeps its screens and achievements by its id), adding one
    /// minor; other ayat, another edition, order or audience minor; the verse texts (a new Tanzil
    /// file), the recording and its cues, its reciter or licence, the title and the repeat modes a
    /// patch.
    public static func compare(_ diff: inout BundleDiff) {
        let before = diff.old.decoded(.memorisation, as: BundleMemorisation.self).flatMap(\.units)
        let after = diff.new.decoded(.memorisation, as: BundleMemorisation.self).flatMap(\.units)
        diff.compareKeyed(.memorisationUnit, before, after, key: \.id, removed: .major) { a, b in
            [
                ("ayat", .minor, (a.surah, a.firstAyah, a.lastAyah) == (b.surah, b.firstAyah, b.lastAyah)), ("edition", .minor, a.edition == b.edition),
                ("order", .minor, a.order == b.order), ("title", .patch, a.title == b.title), ("recitation", .patch, a.recitation == b.recitation),
                ("verse texts", .patch, a.verses.map(\.text) == b.verses.map(\.text)),
                ("recordings", .patch, a.verses.map { [$0.audio, "\($0.start ?? -1)", "\($0.end ?? -1)", "\($0.seconds)"] }
                    == b.verses.map { [$0.audio, "\($0.start ?? -1)", "\($0.end ?? -1)", "\($0.seconds)"] }),
                ("repeat modes", .patch, a.repeatModes == b.repeatModes), ("audience", .minor, a.audience == b.audience),
            ]
        }
    }
}
