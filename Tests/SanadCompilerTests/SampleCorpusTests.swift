import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// `content-src/` is a corpus a content team could start from; these are its promises.
@Suite struct SampleCorpusTests {
    static let repository = Fixtures.path("../..")
    static let moralFailings = ["backbiting", "namimah", "lying", "anger"]
    static let curriculum = ["aqeedah", "wudu", "salah"]

    static func bundle() throws -> (BundleSnapshot, ScratchFolder) {
        let output = try ScratchFolder()
        var options = BuildAction.Options()
        options.source = "content-src"
        options.output = output.path
        options.environment = ["SOURCE_DATE_EPOCH": "0"]
        let outcome = BuildAction(options: options, workingDirectory: repository).run()
        #expect(outcome.diagnostics.isEmpty, "make build is clean: \(outcome.output)")
        return (try BundleSnapshot(folder: try #require(outcome.bundle)), output)
    }

    @Test func categoriesHaveTheirLessons() throws {
        let (bundle, _) = try Self.bundle()
        for id in Self.moralFailings {
            let category = try #require(bundle.categories.first { $0.id == id })
            #expect(category.kind == .moralFailing)
            #expect(Set(category.subtopics.map(\.id)) == ["causes", "consequences", "remedies"])
            #expect(category.lessons.count >= 6, "\(id): the milestone after five must be reachable")
            #expect(!category.overview.isEmpty)
        }
        for id in Self.curriculum {
            let category = try #require(bundle.categories.first { $0.id == id })
            #expect(category.kind == .curriculum && category.audience == "children")
            #expect(category.lessons.count >= 3)
            let types = Set(bundle.lessons.filter { $0.category == id }.flatMap { $0.lesson.questions.compactMap(\.type.known) })
            #expect(types == Set(QuestionType.allCases), "\(id) uses every question type")
        }
        #expect(bundle.categories.first { $0.id == "salah" }?.requires.sorted() == ["aqeedah", "wudu"])
    }

    @Test func everyLessonIsComplete() throws {
        let (bundle, _) = try Self.bundle()
        for (category, lesson) in bundle.lessons {
            #expect(lesson.phases.map(\.kind.rawValue) == ["hook", "teach", "practice", "reward"], "\(lesson.id)")
            #expect(!lesson.takeaway.isEmpty && lesson.duration > 0 && !lesson.questions.isEmpty, "\(lesson.id)")
            if Self.moralFailings.contains(category) {
                #expect(lesson.citations.contains { $0.hasPrefix("quran:") || $0.hasPrefix("hadith:") }, "\(lesson.id) cites the Qur'an or a hadith")
            }
            let audio = try #require(lesson.audio, "\(lesson.id)")
            if lesson.completion == .reflected {
                #expect(audio.waiver != nil, "\(lesson.id): reflection prompts may waive narration")
            } else {
                #expect(audio.narration != nil, "\(lesson.id) has narration")
            }
        }
        #expect(bundle.lessons.filter { $0.lesson.completion == .reflected }.count >= Self.moralFailings.count)
    }

    @Test func narrationFilesAreRealAndTheirDurationsDeclared() throws {
        let (bundle, _) = try Self.bundle()
        var checked = 0
        for (_, lesson) in bundle.lessons {
            guard let path = lesson.audio?.narration else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: Self.repository + "/content-src/" + path))
            // A PCM WAV header: "RIFF", "WAVE", byte rate at offset 28, data size at offset 40.
            #expect(data.count > 44 && String(decoding: data[0..<4], as: UTF8.self) == "RIFF" && String(decoding: data[8..<12], as: UTF8.self) == "WAVE")
            func word(_ offset: Int) -> Int { data[offset..<offset + 4].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) } }
            let seconds = Double(word(40)) / Double(word(28))
            let declared = try #require(lesson.audio?.duration)
            #expect(Double(declared) >= seconds && Double(declared) < seconds + 1, "\(lesson.id): declared \(declared)s, file \(seconds)s")
            checked += 1
        }
        #expect(checked >= 25)
    }

    @Test func mediaVideoAndInfographic() throws {
        let (bundle, _) = try Self.bundle()
        #expect(bundle.lessons.flatMap { $0.lesson.videos }.count == 1)
        func images(_ blocks: [Block]) -> [Block] { blocks.flatMap { [$0].filter { $0.type == .image } + images($0.blocks ?? []) } }
        let infographics = bundle.lessons.flatMap { images($0.lesson.phases.flatMap(\.blocks)) }
        #expect(infographics.count == 1)
        #expect((infographics.first?.alt?.count ?? 0) > 40, "the infographic is described in words")
    }

    @Test func everyReviewStateAndEveryTrigger() throws {
        let (bundle, _) = try Self.bundle()
        #expect(Set(bundle.lessons.compactMap(\.lesson.review.status.known)) == Set(ReviewStatus.allCases))
        #expect(Set(bundle.achievements.compactMap(\.trigger.type.known)) == Set(TriggerType.allCases))
    }

    /// A release of the sample: its four unapproved lessons, its four draft memorisation units
    /// (their recitations are placeholders), and its two draft lecture subjects and their two
    /// quiz banks, and the backbiting quiz bank are left out (warnings), one
    /// approved lesson requires one of them (an error naming the chain), and every approval is
    /// by a sample reviewer (an error each: 31 lessons, 7 categories and 2 family activities), and
    /// four placeholder credits cover media the release would ship (an error each: narration,
    /// badges, the Wudu picture, the Wudu icon's animation and still; the fifth covers only the
    /// supplementary recording of a category left out).
    @Test func aReleaseOfTheSampleIsRefusedForItsSampleReviewers() throws {
        var options = BuildAction.Options()
        options.source = "content-src"
        options.output = try ScratchFolder().path
        options.release = true
        let outcome = BuildAction(options: options, workingDirectory: Self.repository).run()
        #expect(outcome.exitCode == 1)
        let counts = Dictionary(grouping: outcome.diagnostics, by: { "\($0.code.id) \($0.severity)" }).mapValues(\.count)
        #expect(counts == ["V0002 warning": 9, "V0004 error": 55, "V0007 error": 1, "V0012 error": 4], "\(outcome.output)")
        #expect(outcome.diagnostics.first { $0.code.id == "V0007" }?.notes.first?.message
                == "left out: lying.truth-is-tranquillity → 'lying.signs-of-the-hypocrite' is in-review")
    }
}
