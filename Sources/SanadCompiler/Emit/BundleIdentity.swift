import Crypto
import Foundation
import SanadDiagnostics
import SanadBundleFormat

/// The parts of the manifest derived from the sources: the source digest and the creation time.
public enum BundleIdentity {
    /// SHA-256 over every source file and every media file the content names, in relative-path
    /// order: for each, the path, a NUL byte, the size in decimal, a NUL byte and the bytes.
    /// Independent of the folder the sources are in.
    /// Staged media (`BundleBuilder.staging`) are read back, one at a time, through `contents`.
    public static func sourceDigest(_ sources: [SourceSummary], media: [BundleBuilder.File] = [],
                                    contents: (BundleBuilder.File) throws -> Data = BundleBuilder.File.heldBytes) rethrows -> String {
        // Paths with where their bytes are (a source, or a media file), hashed in path order
        // without copying the bytes.
        var entries = sources.indices.map { (path: sources[$0].relativePath, source: $0, media: -1) }
        for (index, file) in media.enumerated() { entries += (file.sources ?? []).map { (path: $0, source: -1, media: index) } }
        var hasher = SHA256()
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let count = entry.source >= 0 ? sources[entry.source].file.bytes.count : media[entry.media].size
            hasher.update(data: Data(entry.path.utf8))
            hasher.update(data: Data([0]))
            hasher.update(data: Data(String(count).utf8))
            hasher.update(data: Data([0]))
            if entry.source >= 0 { hasher.update(data: sources[entry.source].file.bytes) } else { hasher.update(data: try contents(media[entry.media])) }
        }
        return SHA256Hex.of(hasher)
    }

    /// The creation time: `SOURCE_DATE_EPOCH` when set, else the latest date of an approval of
    /// anything in the sources (midnight UTC), else the Unix epoch — never the clock, so two
    /// builds of the same sources are identical.
    public static func creationTime(environment: [String: String], corpus: Corpus) -> String {
        if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init) {
            return iso8601(Date(timeIntervalSince1970: TimeInterval(epoch)))
        }
        let dates = ContentKinds.all.flatMap { $0.allReviewedItems(in: corpus) }.compactMap(\.review.date).filter { LocalDate(iso: $0) != nil }
        if let latest = dates.max() { return latest + "T00:00:00Z" }
        return "1970-01-01T00:00:00Z"
    }

    /// The day a build counts a bundle's validity from: `SOURCE_DATE_EPOCH`'s day when set (a
    /// reproducible build), else `today`. Not `createdAt`, the latest approval's day, which can
    /// lie long before the build.
    public static func buildDay(environment: [String: String], today: LocalDate) -> LocalDate {
        guard let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init) else { return today }
        return LocalDate(Date(timeIntervalSince1970: TimeInterval(epoch)), in: TimeZone(identifier: "UTC")!)
    }

    /// The end of the last day a bundle built on `day` is current for `validFor`
    /// (`bundle-valid-for`); nil without one.
    public static func expiry(builtOn day: LocalDate, validFor: ReviewValidity?) -> String? {
        guard let validFor else { return nil }
        return validFor.lastDay(approvedOn: day).description + "T23:59:59Z"
    }

    /// A bundle that would be past its expiry on `today`, the day it is built (V0011): a
    /// `SOURCE_DATE_EPOCH` long ago with a short `bundle-valid-for`. An app would refuse it.
    package static func bornExpired(_ project: ProjectModel?, environment: [String: String], today: LocalDate) -> Diagnostic? {
        guard let project, let validFor = project.bundleValidFor else { return nil }
        let lastDay = validFor.lastDay(approvedOn: buildDay(environment: environment, today: today))
        guard lastDay < today else { return nil }
        return Diagnostic(
            ReviewDiagnostics.bornExpired, "the bundle would expire on \(lastDay), before today (\(today)): an app would refuse it at once",
            at: project.bundleValidForRange,
            notes: [.init(message: "its validity counts from SOURCE_DATE_EPOCH's day, \(buildDay(environment: environment, today: today))")],
            help: "set SOURCE_DATE_EPOCH to the release's time, or lengthen bundle-valid-for")
    }

    static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
