import Foundation
import Testing
import _SanadTestSupport

/// A project that declares its tags (`tags:` in sanad.yaml) gets every lesson tag outside them
/// reported at the tag, with the nearest declared tag as its fix; without the list, tags are free.
@Suite struct TagVocabularyTests {
    @Test func aTagOutsideTheVocabularyIsAnErrorWithItsNearestTagAsTheFix() throws {
        let scratch = try LSPCommandTests.scratchProject()
        try scratch.edit("categories/backbiting/02-why-we-backbite.md", "subtopic: causez", "subtopic: causes")
        try scratch.edit("categories/backbiting/01-what-is-ghibah.md", "tags: [definition, tongue]", "tags: [definitoin, tongue]")
        let free = try LintCommandTests.run(["lint", "."], in: scratch.path)
        #expect(free.status == 0, "without a vocabulary, tags are free: \(free.stdout)")

        try scratch.edit("sanad.yaml", "locales: [en]", "locales: [en]\ntags: [causes, definition, reflection, tongue]")
        let checked = try LintCommandTests.run(["lint", "."], in: scratch.path)
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("categories/backbiting/01-what-is-ghibah.md:7:8: error[R0002]: no tag in sanad.yaml has the id 'definitoin'"), "\(checked.stdout)")
        #expect(checked.stdout.contains("did you mean 'definition'?"), "\(checked.stdout)")
        #expect(!checked.stdout.contains("'tongue'"), "a declared tag passes")

        let fixed = try LintCommandTests.run(["fix", "."], in: scratch.path)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(try String(contentsOfFile: scratch.path + "/categories/backbiting/01-what-is-ghibah.md", encoding: .utf8).contains("tags: [definition, tongue]"))
        #expect(try LintCommandTests.run(["lint", "."], in: scratch.path).status == 0)
    }
}
