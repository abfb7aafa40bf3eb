import Foundation
import SanadCitations
import SanadDiagnostics
import SanadSource

extension CitationChecker {
    /// The grading policy of the lesson's audience, as `sanad.yaml` defines it.
    func allowedGrades(for lesson: CitedText) -> (audience: String, grades: [HadithGrade])? {
        guard let audience = context.category(lesson.categoryFolder)?.audience?.value,
            let policy = context.project?.audiences.first(where: { $0.id == audience }) else { return nil }
        return (audience, policy.hadithGrades.compactMap(HadithGrade.init(rawValue:)))
    }

    /// A hadith: a known collection and number, a grading with its grader, allowed for the audience.
    func checkHadith(_ citation: CitationModel, in lesson: CitedText) -> [Diagnostic] {
        let reference: HadithReference
        do {
            reference = try HadithReference(parsing: citation.reference.value, registry: context.hadith)
        } catch {
            return [Diagnostic(CitationDiagnostics.hadithReference, error.description, at: citation.reference.range, help: error.help)]
        }
        var diagnostics: [Diagnostic] = []
        let gradeRange = citation.gradeRange ?? citation.reference.range
        guard let grade = citation.grade.flatMap(HadithGrade.init(rawValue:)) ?? reference.collection.defaultGrade else {
            return [Diagnostic(
                CitationDiagnostics.hadithGrading, "the hadith \(reference) has no grading", at: citation.reference.range,
                help: "add 'grade:' (sahih, hasan, …) and 'grader:' (who graded it, e.g. al-Albani)")]
        }
        if citation.grade != nil, reference.collection.defaultGrade == nil, citation.grader == nil {
            diagnostics.append(Diagnostic(
                CitationDiagnostics.hadithGrading, "the grading of \(reference) does not say who graded it", at: gradeRange,
                help: "add 'grader:', e.g. grader: al-Albani"))
        }
        if let policy = allowedGrades(for: lesson), !grade.isAllowed(by: policy.grades) {
            diagnostics.append(Diagnostic(
                CitationDiagnostics.hadithPolicy, "a \(grade.rawValue) hadith may not be cited for the audience '\(policy.audience)'", at: gradeRange,
                help: "this audience may cite: \(policy.grades.map(\.rawValue).joined(separator: ", "))"))
        }
        if grade.isWeak, citation.note == nil {
            diagnostics.append(Diagnostic(
                CitationDiagnostics.hadithPolicy, "a \(grade.rawValue) hadith needs a note explaining why it is cited", at: gradeRange,
                help: "add 'note:' saying why it is cited and that it is weak"))
        }
        return diagnostics
    }

    /// Lesson-wide source checks: a weak hadith is never the only evidence shown (a citation
    /// declared but shown in no citation block is not evidence a learner sees); web sources are trusted.
    func checkSources(
        _ lesson: CitedText, shownQuran: [QuranReference], shownHadith: Set<String>,
        declaredQuran: [(citation: CitationModel, reference: QuranReference)]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func isWeak(_ citation: CitationModel) -> Bool {
            let grade = citation.grade.flatMap(HadithGrade.init(rawValue:))
                ?? (try? HadithReference(parsing: citation.reference.value, registry: context.hadith))?.collection.defaultGrade
            return grade?.isWeak == true
        }
        let weak = lesson.citations.filter { $0.kind == .hadith && isWeak($0) }
        let shownQuranCitations = declaredQuran.filter { declared in shownQuran.contains { declared.reference.overlaps($0) } }
        let shownStrongHadith = lesson.citations.filter { $0.kind == .hadith && !isWeak($0) && shownHadith.contains($0.reference.value) }
        if let first = weak.first, shownQuranCitations.isEmpty, shownStrongHadith.isEmpty {
            let unshown = lesson.citations.count > weak.count
            diagnostics.append(Diagnostic(
                CitationDiagnostics.hadithPolicy, "a weak hadith may not be a \(lesson.noun)'s only evidence", at: first.reference.range,
                notes: unshown ? [.init(message: "only citations shown in a citation block count as evidence (as for C0010); the others are not shown")] : [],
                help: "show a Qur'an citation or a sahih or hasan hadith as well"))
        }
        let trusted = context.project?.trustedDomains ?? []
        for citation in lesson.citations where citation.kind == .web {
            let host = URL(string: citation.reference.value)?.host?.lowercased() ?? ""
            if !trusted.contains(where: { host == $0 || host.hasSuffix("." + $0) }) {
                diagnostics.append(Diagnostic(
                    CitationDiagnostics.untrustedSource, "'\(host.isEmpty ? citation.reference.value : host)' is not a trusted domain",
                    at: citation.reference.range,
                    help: trusted.isEmpty ? "list trusted domains under 'trusted-domains:' in sanad.yaml" : "trusted domains: \(trusted.joined(separator: ", "))"))
            }
        }
        return diagnostics
    }
}
