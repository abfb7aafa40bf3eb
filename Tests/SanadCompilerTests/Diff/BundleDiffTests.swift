import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// Each class of change between two builds of the same content, with the bump it requires.
@Suite struct BundleDiffTests {
    static let repository = Fixtures.path("../../..")
    static let fixture = Fixtures.path("../../SanadRuntimeTests/Fixtures/curriculum")

    /// Builds a content folder into a bundle and reads it back.
    static func snapshot(_ content: ScratchFolder) throws -> BundleSnapshot {
        let output = try ScratchFolder()
        var options = BuildAction.Options()
        options.source = content.path
        options.output = output.path
        options.environment = ["SOURCE_DATE_EPOCH": "0"]
        let outcome = BuildAction(options: options, workingDirectory: repository).run()
        let bundle = try #require(outcome.bundle, "the fixture builds: \(outcome.output)")
        return try BundleSnapshot(folder: bundle)
    }

    /// The diff between the fixture and the fixture after `change`.
    static func diff(_ change: (ScratchFolder) throws -> Void) throws -> BundleDiff {
        let before = try ScratchFolder(copying: fixture)
        let after = try ScratchFolder(copying: fixture)
        try change(after)
        return BundleDiff(old: try snapshot(before), new: try snapshot(after))
    }

    static let lesson2 = "categories/wudu/02-lesson-2.md"

    /// Columns as wide as their widest entry, two spaces apart: a 13-letter subject and a
    /// two-word one no longer run into the id ("questionnairerefresh").
    @Test func textColumnsNeverRunTogether() {
        let lines = BundleDiff.textLines([
            BundleChange(bump: .major, subject: .init(rawValue: "questionnaire"), id: "refresh", detail: "removed"),
            BundleChange(bump: .patch, subject: .init(rawValue: "questionnaire question"), id: "onboarding#intention", detail: "changed: prompt"),
            BundleChange(bump: .minor, subject: .lesson, id: "wudu.lesson-4", detail: "added"),
        ])
        #expect(lines == [
            "major  questionnaire           refresh               removed",
            "patch  questionnaire question  onboarding#intention  changed: prompt",
            "minor  lesson                  wudu.lesson-4         added",
        ])
    }

    @Test func identicalBundlesNeedNoBump() throws {
        let diff = try Self.diff { _ in }
        #expect(diff.changes.isEmpty)
        #expect(diff.requiredBump == .none)
        #expect(diff.versionCheck.isCovered)
    }

    @Test func textEditsArePatch() throws {
        let diff = try Self.diff { try $0.edit(Self.lesson2, "title: Wudu lesson 2", "title: Washing for prayer") }
        #expect(diff.changes == [BundleChange(bump: .patch, subject: .lesson, id: "wudu.lesson-2", detail: "changed: title")])
        #expect(diff.requiredBump == .patch)
        #expect(!diff.versionCheck.isCovered, "1.0.0 → 1.0.0 does not cover a patch")
        #expect(diff.versionCheck.minimum == "1.0.1")
    }

    @Test func additionsAreMinor() throws {
        let diff = try Self.diff { folder in
            let text = try folder.read("categories/wudu/03-lesson-3.md")
            try folder.write("categories/wudu/04-lesson-4.md", text.replacingOccurrences(of: "wudu.lesson-3", with: "wudu.lesson-4")
                .replacingOccurrences(of: "order: 3", with: "order: 4").replacingOccurrences(of: "requires: [wudu.lesson-2]", with: "requires: [wudu.lesson-3]"))
        }
        #expect(diff.changes.contains(BundleChange(bump: .minor, subject: .lesson, id: "wudu.lesson-4", detail: "added")))
        #expect(diff.requiredBump == .minor)
        #expect(diff.versionCheck.minimum == "1.1.0")
    }

    @Test func removingALessonIsMajor() throws {
        let diff = try Self.diff { try $0.remove("categories/salah/03-lesson-3.md") }
        #expect(diff.changes.contains(BundleChange(bump: .major, subject: .lesson, id: "salah.lesson-3", detail: "removed")))
        #expect(diff.requiredBump == .major)
        #expect(diff.versionCheck.minimum == "2.0.0")
    }

    @Test func renamingWithoutReplacesIsMajorAndWithItMinor() throws {
        func rename(_ folder: ScratchFolder, replaces: Bool) throws {
            try folder.edit(Self.lesson2, "id: wudu.lesson-2", "id: wudu.washing" + (replaces ? "\nreplaces: wudu.lesson-2" : ""))
            try folder.edit("categories/wudu/03-lesson-3.md", "requires: [wudu.lesson-2]", "requires: [wudu.washing]")
        }
        let plain = try Self.diff { try rename($0, replaces: false) }
        #expect(plain.changes.contains(BundleChange(bump: .major, subject: .lesson, id: "wudu.lesson-2", detail: "removed")))
        #expect(plain.requiredBump == .major)
        let declared = try Self.diff { try rename($0, replaces: true) }
        #expect(declared.changes.contains(BundleChange(bump: .minor, subject: .lesson, id: "wudu.washing", detail: "renamed from wudu.lesson-2 (replaces:)")))
        #expect(!declared.changes.contains { $0.detail == "removed" })
        #expect(declared.requiredBump == .minor)
    }

    @Test func changingAQuestionsTypeOrAnswerKeyIsMajor() throws {
        let type = try Self.diff {
            try $0.edit(Self.lesson2, "{ id: q1, type: true-false, prompt: A statement., answer: true, feedback: Because. }",
                        "{ id: q1, type: multiple-choice, prompt: A statement., choices: [{ text: Yes, correct: true }, { text: No, correct: false }], explanation: Because. }")
        }
        #expect(type.changes.contains { $0.subject == .question && $0.id == "wudu.lesson-2#q1" && $0.bump == .major && $0.detail.contains("type") })
        let key = try Self.diff { try $0.edit(Self.lesson2, "answer: true", "answer: false") }
        #expect(key.changes.contains(BundleChange(bump: .major, subject: .question, id: "wudu.lesson-2#q1", detail: "changed: answer key, text")))
        let wording = try Self.diff { try $0.edit(Self.lesson2, "prompt: A statement.", "prompt: A clearer statement.") }
        #expect(wording.changes.contains(BundleChange(bump: .patch, subject: .question, id: "wudu.lesson-2#q1", detail: "changed: text")))
        #expect(wording.requiredBump == .patch)
    }

    @Test func removingACategoryIsMajor() throws {
        let diff = try Self.diff { try $0.remove("categories/salah") }
        #expect(diff.changes.contains(BundleChange(bump: .major, subject: .category, id: "salah", detail: "removed")))
        #expect(diff.changes.contains(BundleChange(bump: .major, subject: .lesson, id: "salah.lesson-1", detail: "removed")))
    }

    @Test func citationsAddedAreMinorAndRemovedArePatch() throws {
        let addition: (ScratchFolder) throws -> Void = {
            try $0.edit(Self.lesson2, #"  - { id: ikhlas, quran: "112:1-4" }"#, "  - { id: ikhlas, quran: \"112:1-4\" }\n  - { id: nas, quran: \"114:1\" }")
        }
        let added = try Self.diff(addition)
        #expect(added.changes.contains(BundleChange(bump: .minor, subject: .citation, id: "quran:114:1", detail: "added")))
        // The same change the other way round.
        let before = try ScratchFolder(copying: Self.fixture), after = try ScratchFolder(copying: Self.fixture)
        try addition(before)
        let removed = BundleDiff(old: try Self.snapshot(before), new: try Self.snapshot(after))
        #expect(removed.changes.contains(BundleChange(bump: .patch, subject: .citation, id: "quran:114:1", detail: "removed")))
        #expect(removed.requiredBump == .patch)
    }

    @Test func achievementsRemovedAreMajor() throws {
        let diff = try Self.diff {
            try $0.edit("achievements.yaml", "  - id: family\n    title: Family time\n    description: Do two family activities.\n    trigger: { type: family-activities, count: 2 }\n", "")
        }
        #expect(diff.changes == [BundleChange(bump: .major, subject: .achievement, id: "family", detail: "removed")])
    }

    /// What a parent's filter passes, a seasonal window, an audience's ages, an achievement's group
    /// and XP: each with its bump.
    /// A media credit or an attribution notice changed is a patch the diff names (an app's
    /// credits screen shows them).
    @Test func creditsAndNoticesChangedArePatch() throws {
        let credit = try Self.diff { try $0.edit("sanad.yaml", "licence: Sample data,", "licence: CC BY 4.0,") }
        #expect(credit.changes == [BundleChange(bump: .patch, subject: .project, id: "runtime-fixture", detail: "changed: media credits")])
        let notice = try Self.diff { try $0.write("sanad.yaml", try $0.read("sanad.yaml") + "notices: [\"Stories: retold for this fixture.\"]\n") }
        #expect(notice.changes == [BundleChange(bump: .patch, subject: .project, id: "runtime-fixture", detail: "changed: attribution notices")])
    }

    @Test func childrensContentChangesHaveTheirBumps() throws {
        let tags = try Self.diff { try $0.edit(Self.lesson2, "nasheed: instrument-free", "nasheed: with-instruments") }
        #expect(tags.changes == [BundleChange(bump: .minor, subject: .lesson, id: "wudu.lesson-2", detail: "changed: suitability")])
        let season = try Self.diff { try $0.edit(Self.lesson2, "tags: [later]", "tags: [later]\navailable: { hijri: { from: 10-01, to: 10-03 } }") }
        #expect(season.changes == [BundleChange(bump: .minor, subject: .lesson, id: "wudu.lesson-2", detail: "changed: available")])
        let ages = try Self.diff { try $0.edit("sanad.yaml", "ages: { min: 5, max: 7 }", "ages: { min: 4, max: 7 }") }
        #expect(ages.changes == [BundleChange(bump: .minor, subject: .project, id: "runtime-fixture", detail: "changed: audiences")])
        let achievement = try Self.diff { try $0.edit("achievements.yaml", "    trigger: { type: family-activities, count: 2 }", "    group: family\n    xp: 20\n    trigger: { type: family-activities, count: 2 }") }
        #expect(achievement.changes == [BundleChange(bump: .minor, subject: .achievement, id: "family", detail: "changed: group, xp")])
    }

    @Test(arguments: [
        (VersionBump.patch, "1.0.0", "1.0.1", true), (.patch, "1.0.0", "1.0.0", false), (.minor, "1.0.0", "1.0.9", false),
        (.minor, "1.2.3", "1.3.0", true), (.minor, "1.2.3", "2.0.0", true), (.major, "1.2.3", "1.9.0", false), (.major, "1.2.3", "2.0.0", true),
        (.none, "1.2.3", "1.2.3", true), (.none, "1.2.3", "1.2.2", false),
    ])
    func bumpsCoverVersions(_ bump: VersionBump, _ old: String, _ new: String, _ covered: Bool) throws {
        #expect(bump.isCovered(from: try #require(SemanticVersion(old)), to: try #require(SemanticVersion(new))) == covered)
    }
}
