import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// Every error the runtime throws is a `LocalizedError` whose sentence an app can show as it is
/// (GettingStarted: "Every error the runtime throws is a `LocalizedError`"), naming what it is
/// about (a damaged bundle says so in words a learner understands; its file is in the error's
/// description for the log), never Foundation's "The operation couldn't be completed".
@Suite struct RuntimeErrorTests {
    static func sentence(_ error: any Error) -> String { error.localizedDescription }

    @Test(arguments: [
        (QuestionnaireError.finished as any Error, "finished"),
        (QuestionnaireError.wrongKind(question: "consistency"), "consistency"),
        (QuestionnaireError.unknownChoice(question: "areas", choice: "hajj"), "hajj"),
        (QuestionnaireError.notSkippable(question: "consistency"), "consistency"),
        (QuestionnaireError.danglingBranch(question: "consistency", target: "nowhere"), "nowhere"),
        (MemorisationError.verseOutsideUnit(unit: "hifz.al-ikhlas", ayah: 5), "hifz.al-ikhlas"),
        (MemorisationError.content(.missingFile("lessons/x.json")), "content is damaged"),
        (LectureError.unknownTopic("arabic-grammar.no-such-topic"), "arabic-grammar.no-such-topic"),
        (LectureError.topicNotOpen(topic: "arabic-grammar.roots-and-patterns", waitingFor: "arabic-grammar.three-kinds-of-word"), "three-kinds-of-word"),
        (LectureError.content(.missingFile("quizzes.json")), "content is damaged"),
        (SessionError.practiceNotDone, "practice"),
        (BundleError.missingFile("manifest.json"), "content is damaged"),
    ])
    func eachErrorHasASentenceNamingWhatItIsAbout(error: any Error, names: String) {
        let text = Self.sentence(error)
        #expect(error is any LocalizedError)
        #expect(!text.contains("couldn’t be completed") && !text.contains("couldn't be completed"), "\(text)")
        #expect(text.localizedCaseInsensitiveContains(names), "\(text)")
    }

    /// Through the verb an app calls: a topic of another subject is refused with a sentence.
    @Test func aRefusedTopicSaysWhy() throws {
        let grammar = try #require(try LectureTests.library.lecture(id: "arabic-grammar"))
        var learner = Learner()
        do {
            try learner.completeTopic("arabic-grammar.roots-and-patterns", of: grammar, on: LectureTests.day, in: LectureTests.library)
            Issue.record("a topic that is not open was completed")
        } catch {
            #expect(error.localizedDescription == "Complete “arabic-grammar.three-kinds-of-word” before “arabic-grammar.roots-and-patterns”.")
        }
    }
}
