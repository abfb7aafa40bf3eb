import SanadBundleFormat
import Foundation
import SanadCitations
import SanadDiagnostics
import SanadCompiler

/// The reviewers' citation report: every source cited, grouped and ordered, with its verified
/// text, translation, grading, the lessons using it and their review state, and any problem.
///
/// `version` follows the same policy as the diagnostics report: new optional fields are minor,
/// removals and renames are major. 1.1.0 added `checked`, `note` and `summary.wordingNotVerified`;
/// 1.2.0 added `verifiedLevel`; 1.3.0 added overviews as uses (`LessonUse.kind`), each use's
/// `path`, `line` and `approval` problems, `Entry.mismatches` (the quotation beside the text,
/// differences marked) and the per-lesson view `texts`; 1.4.0 added supplementary items as uses
/// (`LessonUse.kind` `supplementary`); 1.5.0 added family activities (`activity`); 1.6.0 added
/// memorisation units (`memorisation`) and `LessonUse.note` (a placeholder recitation); 1.7.0
/// added the uses of every other kind (`LessonUse.kind` is the kind's name: `quiz-bank`, `copy`…);
/// 1.8.0 verifies hadith wording: a hadith's `verification`, `verifiedLevel` and `text` (the
/// cited hadith as the configured text has it), and `checked` says "reference only" for a
/// collection without a text.
public struct CitationReport: Codable, Sendable, Equatable {
    /// The report's format version, by the policy above.
    public static let formatVersion = "1.8.0"

    /// How far a source's quotations were verified, from worst to best.
    public enum Verification: String, Codable, Sendable, Equatable, CaseIterable, CustomStringConvertible {
        case mismatched, unverifiable, verified
        case notQuoted = "not-quoted"

        /// As written in the report.
        public var description: String { rawValue }

        /// The worse of two states of one source cited in several places.
        func worse(_ other: Verification) -> Verification {
            let order = Self.allCases
            return order.firstIndex(of: self)! <= order.firstIndex(of: other)! ? self : other
        }
    }

    /// What can be wrong with an approval, as the report words it.
    public enum ApprovalProblem: String, Codable, Sendable, Equatable, CustomStringConvertible {
        case stale
        case reviewerOutOfScope = "reviewer out of scope"
        case sampleReviewer = "sample reviewer"
        case expired
        case dateNotValid = "date not valid"

        public var description: String { rawValue }
    }

    /// What uses a source: the kind of content that cites it, by its name (`lesson`,
    /// `supplementary`, `quiz-bank`…; a category's overview is `overview`, as reports before
    /// 1.7.0 named it). Every kind of content is a kind of use, with no list to keep.
    public struct UseKind: RawRepresentable, Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The kind's name (`lesson`, `overview`, `quiz-bank`…).
        public var rawValue: String
        /// A use kind by its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A lesson's use.
        public static let lesson = UseKind(rawValue: "lesson")
        /// A category overview's use.
        public static let overview = UseKind(rawValue: "overview")

        /// The use of a kind of content.
        init(of kind: SourceKind) { self.init(rawValue: kind == .category ? Self.overview.rawValue : kind.name) }

        public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public var description: String { rawValue }
        public static func < (lhs: UseKind, rhs: UseKind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Where uses of the kind come in the report: lessons first, then the kinds in registry order.
        var order: Int {
            if self == .lesson { return -1 }
            let kind = self == .overview ? SourceKind.category : SourceKind.allCases.first { $0.name == rawValue }
            return kind.flatMap { SourceKind.allCases.firstIndex(of: $0) } ?? .max
        }
    }

    /// The counts a reviewer reads first.
    public struct Summary: Codable, Sendable, Equatable {
        /// Sources whose every quotation verified.
        public var verified = 0
        /// Sources with a quotation that does not match the text.
        public var mismatched = 0
        /// Sources quoted where no text was available to verify them.
        public var unverifiable = 0
        /// Lessons whose approval no longer matches their content.
        public var stale = 0
        /// Lessons not approved.
        public var unapproved = 0
        /// The ids of lessons that cite nothing.
        public var lessonsWithoutCitations: [String] = []
        /// Hadith without a text, works and web sources: Sanad checks their references, not their wording.
        public var wordingNotVerified = 0
    }

    /// A lesson, category overview or supplementary item that uses a source.
    public struct LessonUse: Codable, Sendable, Equatable {
        /// Its id.
        public var id: String
        /// Its title.
        public var title: String
        /// draft, in-review, approved, changes-requested, or "approved (stale)".
        public var review: String
        /// What it is; absent means a lesson (reports before 1.3.0).
        public var kind: UseKind?
        /// The source file and the line that cites it.
        public var path: String?
        /// The line of that file.
        public var line: Int?
        /// What is wrong with its approval: stale, out of scope, by a sample reviewer, expired.
        public var approval: [ApprovalProblem]?
        /// What else a reviewer must know of the use: a memorisation unit's placeholder recitation.
        public var note: String?

        /// Whether it is approved, the approval current and without problems.
        var isSoundlyApproved: Bool { review == ReviewStatus.approved.rawValue && (approval ?? []).isEmpty }

        /// The review state as a reader sees it: `approved`, `approved (stale)`, or the state followed by what else is
        /// wrong with the approval (`approved; sample reviewer, expired`). Staleness is already in `review`.
        var reviewState: String {
            let problems = (approval ?? []).filter { $0 != .stale }
            return problems.isEmpty ? review : review + "; " + problems.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// A quotation that does not verify, beside the text.
    public struct QuotationMismatch: Codable, Sendable, Equatable {
        /// The lesson or category quoting it.
        public var id: String
        /// The file that quotes it.
        public var path: String
        /// The line of the quotation.
        public var line: Int
        /// The quotation beside the text, the differences marked.
        public var comparison: SideBySide
    }

    /// One lesson or overview with everything it cites: the per-lesson view.
    public struct CitedTextView: Codable, Sendable, Equatable {
        /// The lesson or overview.
        public var use: LessonUse
        /// The references it cites, as the entries name them (`quran 49:12`, `hadith muslim:2589`).
        public var citations: [String]
        /// Its citation problems, as the report words them.
        public var problems: [String]
    }

    /// One cited ayah's verified text.
    public struct Ayah: Codable, Sendable, Equatable {
        /// Its number in the surah.
        public var number: Int
        /// Its Arabic text, verbatim from the Tanzil text.
        public var text: String
    }

    /// One source cited, with everything a reviewer needs to sign it off.
    public struct Entry: Codable, Sendable, Equatable {
        /// quran, hadith, work or web.
        public var kind: CitationKind
        /// Its reference as cited (`49:12`, `muslim:2589`).
        public var reference: String
        /// The Arabic text of each cited ayah, verbatim from the first Tanzil text (Qur'an only).
        public var ayat: [Ayah]?
        /// A hadith's text, isnad and matn, as the configured hadith text has it (hadith only).
        public var text: String?
        /// How far its quotations verified (nil for a source never quoted).
        public var verification: Verification?
        /// What verification covered, for the least covered quotation: `letters` (unvowelled),
        /// `letters-and-marked-vowels` or `letters-and-vowels` (`QuranVerifier.Level`).
        public var verifiedLevel: String?
        /// The translation shown with it, when one is.
        public var translation: String?
        /// A hadith's grading, as the citation gives it.
        public var grade: String?
        /// Who graded it.
        public var grader: String?
        /// A work's or web page's title.
        public var title: String?
        /// A work's author.
        public var author: String?
        /// A web source's address.
        public var url: String?
        /// What Sanad checked about a source other than the Qur'an, and what it could not.
        public var checked: String?
        /// The author's note on the citation (why a weak hadith is cited, say).
        public var note: String?
        /// Every lesson, overview or item that cites it.
        public var lessons: [LessonUse]
        /// Its problems, as the report words them.
        public var problems: [String]
        /// Quotations of it that do not verify, each beside the text.
        public var mismatches: [QuotationMismatch]?
    }

    /// The format version this report was written in.
    public var version = CitationReport.formatVersion
    /// The project's title.
    public var project: String
    /// The attribution of the reference texts the report quotes.
    public var notice: String?
    /// The counts.
    public var summary = Summary()
    /// The ayat cited, by reference.
    public var quran: [Entry] = []
    /// The hadith cited, by reference.
    public var hadith: [Entry] = []
    /// Works and web pages cited.
    public var other: [Entry] = []
    /// Every lesson and overview with what it cites, in id order.
    public var texts: [CitedTextView]?
}
