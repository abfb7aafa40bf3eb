import Foundation
import SanadCompiler
import SanadTools
import SanadSource
import Testing
import _SanadTestSupport

/// Every kind says how a learner who does not read follows its texts (`ContentKind.listening`),
/// and what it says is held here: a narrated kind's item without a recording or a waiver is
/// reported, a recited kind cannot leave out its recitation, a kind read by a parent gives the
/// parent words to say, and only a kind without learner texts is not learner-facing.
@Suite struct ListeningTests {
    static var kinds: [String] { ContentKinds.all.map { $0.source.name } }

    @Test(arguments: kinds)
    func aKindIsHeardAsItDeclares(_ name: String) throws {
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        let fields = TextFields.of(kind.source)
        let schema = try #require(SourceSchemas.document(named: kind.source.schemaName))
        switch kind.listening {
        case .notLearnerFacing:
            #expect(fields.isEmpty, "\(name) has texts a learner reads: say how one who does not read follows them")
        case .narrated:
            #expect(schema["properties"]?["audio"] != nil, "\(name) is narrated: its schema has an 'audio:'")
            let declared = kind.example
            let example = try #require(declared, "\(name) is narrated and has an example to check it by")
            let silent = example.base.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("audio:") }.joined(separator: "\n")
            #expect(silent != example.base, "the example names its audio")
            let folder = try LearnerTextConcernTests.project()
            try folder.write(example.path, silent)
            let result = LearnerTextConcernTests.run(folder)
            #expect(result.diagnostics.contains { $0.code == AudioAlternativeRule.description.code && $0.path?.hasSuffix(example.path) == true },
                    "\(name) without narration or a waiver is reported")
        case .narratedAsItsSource:
            #expect(schema["properties"]?["narration"] != nil, "\(name) can name a recording of its own")
            // What it asks is held by LocalisationCheckTests.aNarratedChildrensBodyIsNarratedInItsTranslation.
        case .recited:
            #expect(schema["required"]?.elements?.contains { $0.string == "recitation" } == true, "\(name) cannot leave out its recitation")
        case .readByAParent:
            #expect(fields.contains { $0.components.last == "say" }, "\(name) gives the parent words to say")
        case .readOnScreen:
            // A declaration only: nothing here can tell a label from a text a child must hear.
            #expect(!fields.isEmpty, "\(name) has no texts: it is not learner-facing")
        }
    }

    /// `docs/content-kinds.md` says how each kind is heard, in its table.
    @Test func theDocsSayHowEachKindIsHeard() throws {
        let docs = try String(contentsOfFile: KindCompletenessTests.repository + "/docs/content-kinds.md", encoding: .utf8)
        for kind in ContentKinds.all {
            #expect(docs.contains("| \(kind.documentation) | `\(kind.listening.rawValue)` |"), "docs/content-kinds.md: | \(kind.documentation) | `\(kind.listening.rawValue)` |")
        }
    }
}
