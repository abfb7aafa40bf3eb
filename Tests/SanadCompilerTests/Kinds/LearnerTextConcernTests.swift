import Foundation
import SanadCitations
import SanadCompiler
import SanadTools
import SanadDiagnostics
import SanadSource
import Testing
import _SanadTestSupport

/// Every text a learner reads is one value, and every concern follows it: one table over every
/// registered kind. A file with a value at every text field its schema declares gives a
/// `LearnerText` for each; in each kind's example file, every text is seen by the text rules
/// (tone), the search for uncited Qur'an, localisation (XLIFF export) and review (its
/// fingerprint); a kind with learner texts is reviewed, or says why not.
@Suite(.serialized) struct LearnerTextConcernTests {
    static var kinds: [String] { ContentKinds.all.map { $0.source.name } }

    // MARK: Every declared field is a LearnerText

    /// A document with the value `"<marker> <path>"` at every text field's path (a list of one
    /// element at each `[]`, a mapping of one key at each `{}`), as JSON (YAML reads JSON).
    static func document(filling fields: [TextField]) throws -> String {
        var root: [String: Any] = [:]
        func fill(_ node: Any?, _ rest: ArraySlice<String>, value: String) -> Any {
            guard let component = rest.first else { return value }
            let isList = component.hasSuffix("[]"), isMap = component.hasSuffix("{}")
            let name = isList || isMap ? String(component.dropLast(2)) : component
            var object = node as? [String: Any] ?? [:]
            if isList {
                var list = object[name] as? [Any] ?? []
                let element = fill(list.first, rest.dropFirst(), value: value)
                if list.isEmpty { list.append(element) } else { list[0] = element }
                object[name] = list
            } else if isMap {
                var map = object[name] as? [String: Any] ?? [:]
                map["k"] = fill(map["k"], rest.dropFirst(), value: value)
                object[name] = map
            } else {
                object[name] = fill(object[name], rest.dropFirst(), value: value)
            }
            return object
        }
        for field in fields where field != .body {
            root = fill(root, field.components[...], value: "value of \(field)") as! [String: Any]
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test(arguments: kinds)
    func everyDeclaredFieldIsALearnerText(_ name: String) throws {
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        let fields = TextFields.of(kind.source)
        guard kind.source != .translation else {
            // A translation's texts are its source's fields: one text per entry, whatever its key.
            let file = SourceFile(path: "x.ar.yaml", text: "{\"texts\": {\"title\": {\"source\": \"000000000000\", \"text\": \"t\"}, \"body\": {\"source\": \"000000000000\", \"text\": \"b\"}}}")
            let parsed = ParsedSource.parse(file, kind: kind.source, relativePath: "copy/x.ar.yaml", validating: false)
            let owner = TextOwner(kind: kind.source, file: file, relativePath: "copy/x.ar.yaml", id: nil, categoryFolder: "")
            #expect(kind.learnerTexts(of: try #require(parsed.root), source: parsed, owner: owner).texts.map(\.key) == ["title", "body"])
            return
        }
        // A counted text's forms (`text{}`) are the alternative to its one text (`text`): the
        // two are filled in documents of their own.
        let plural = fields.filter(\.isPlural)
        let alternatives = Set(plural.map { String($0.description.dropLast(2)) })
        let documents = plural.isEmpty ? [fields] : [fields.filter { !$0.isPlural }, fields.filter { !alternatives.contains($0.description) }]
        for fields in documents {
            let json = try Self.document(filling: fields)
            let text = kind.isMarkdown ? "---\n\(json)\n---\n\n## Hook\n\nvalue of body\n" : json
            let path = kind.example?.path ?? "x.yaml"
            let file = SourceFile(path: path, text: text)
            let parsed = ParsedSource.parse(file, kind: kind.source, relativePath: path, validating: false)
            let owner = TextOwner(kind: kind.source, file: file, relativePath: path, id: nil, categoryFolder: "")
            let texts = kind.learnerTexts(of: try #require(parsed.root, "\(parsed.diagnostics)"), source: parsed, owner: owner).texts
            for field in fields {
                let found = texts.filter { $0.field == field }
                #expect(found.count == 1, "\(name): \(field) gives \(found.count) texts")
                #expect(found.first?.value.value == "value of \(field)" || field == .body, "\(name): \(field)")
            }
            #expect(texts.count == fields.count, "\(name): only declared fields are texts")
        }
        if kind.source == .appCopy { #expect(plural.map(\.description) == ["strings[].text{}"], "the copy's counted forms are declared") }
    }

    // MARK: Every concern sees every text of every kind

    static let tanzil = Fixtures.path("../../../../shared/data/tanzil")
    /// A phrase the project refuses, and an ayah (113:5) in prose: the tone rule and the search
    /// for uncited Qur'an must each find it in every text.
    static let marker = "you missed your prayer ومن شر حاسد إذا حسد "

    /// A project with one file of every kind that declares an example, in a scratch folder.
    static func project() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("sanad.yaml", """
            id: example-project
            title: Example
            content-version: 1.0.0
            locales: [en, ar]
            audiences:
              adults: { title: Adults, hadith-grades: [sahih, hasan], humane-gamification: true }
            video-hosts: [player.vimeo.com]
            trusted-domains: [sunnah.com]
            tone:
              en: [{ refuse: "you missed your prayer", prefer: your prayer is waiting for you }]
            quran:
              texts:
                - { edition: simple, path: \(tanzil)/quran-simple.xml, sha256: e7ab47ae9267ce6a3979bf60031b7c40c9701cb2c1d899bbc6e56c67058b17e2 }
                - { edition: uthmani, path: \(tanzil)/quran-uthmani.xml, sha256: cee90e09fc3daa27e846f44e7ed009a6f490cbceb2e3b0225265416aa862c443 }

            """)
        try folder.write("reviewers.yaml", "reviewers:\n  - { id: r, name: A reviewer, credentials: Test, scopes: [akhlaq, fiqh, tafsir, childrens-education], languages: [ar] }\n")
        for kind in ContentKinds.all {
            guard let example = kind.example, kind.source != .project, kind.source != .reviewers else { continue }
            try folder.write(example.path, example.base)
        }
        return folder
    }

    static func run(_ folder: ScratchFolder) -> Pipeline.Result {
        Pipeline(discovery: ContentDiscovery(workingDirectory: "/")).run(root: folder.path)
    }

    /// Where to put a marker in a text: before its value (a plain text) or before its first
    /// paragraph (Markdown: a heading's `#` must stay first on its line).
    static func insertionPoint(of text: LearnerText) -> Int? {
        guard text.field.isMarkdown else { return text.sourceRange(ofValueBytes: 0..<0).start }
        return text.body?.prose.map(\.inContainingFile).first { range in range.file.bytes[range.start] != UInt8(ascii: "#") }?.start
    }

    @Test(arguments: kinds)
    func everyConcernSeesEveryTextOfTheKind(_ name: String) throws {
        try #require(FileManager.default.fileExists(atPath: Self.tanzil + "/quran-simple.xml"), "the Tanzil texts are in ../shared/data/tanzil")
        let kind = try #require(ContentKinds.all.first { $0.source.name == name })
        guard let example = kind.example else {
            #expect(TextFields.of(kind.source).isEmpty, "\(name) has texts: it needs an example file")
            return
        }
        let folder = try Self.project()
        // The example approved as it is, its texts' fingerprints recorded.
        let before = Self.run(folder)
        let file = try #require(before.corpus.sources.first { $0.relativePath == example.path })
        let items = kind.reviewedItems(in: before.corpus).filter { $0.file === file.file }
        #expect(!items.isEmpty, "\(name) has texts a learner reads and is not reviewed")
        var approved = file.file.bytes
        if let item = items.first {
            approved = try ReviewEditor.approve(item, reviewer: "r", date: "2026-11-27", root: folder.path, texts: file.texts)
            try Data(approved).write(to: folder.url.appendingPathComponent(example.path))
        }
        let reviewed = Self.run(folder)
        let source = try #require(reviewed.corpus.sources.first { $0.relativePath == example.path })
        #expect(!reviewed.diagnostics.contains { $0.code == ReviewDiagnostics.staleApproval && $0.path?.hasSuffix(example.path) == true })
        // The texts a learner reads as the author's words (a quotation is verified as one).
        let texts = source.texts.filter { $0.field.role != .quotation }
        #expect(!texts.isEmpty, "\(name)'s example has texts")
        var bytes = source.file.bytes
        var inserted = 0
        for text in texts.sorted(by: { (Self.insertionPoint(of: $0) ?? 0) > (Self.insertionPoint(of: $1) ?? 0) }) {
            guard let point = Self.insertionPoint(of: text) else { continue }
            bytes.insert(contentsOf: Array(Self.marker.utf8), at: point)
            inserted += 1
        }
        #expect(inserted == texts.count, "\(name): a place for the marker in every text")
        try Data(bytes).write(to: folder.url.appendingPathComponent(example.path))
        let after = Self.run(folder)
        let changed = try #require(after.corpus.sources.first { $0.relativePath == example.path })
        let found = after.diagnostics.filter { $0.path?.hasSuffix(example.path) == true }
        let stale = found.first { $0.code == ReviewDiagnostics.staleApproval || ($0.code == ReviewDiagnostics.unapprovedLesson && $0.message.contains("changed after")) }
        let namedByReview = ([stale?.message ?? ""] + (stale?.notes.map(\.message) ?? [])).joined(separator: "\n")
        for text in changed.texts where text.field.role != .quotation {
            let lines = Set((text.range.inContainingFile.startLocation.line...text.range.inContainingFile.endLocation.line))
            func seen(_ code: DiagnosticCode) -> Bool { found.contains { $0.code == code && lines.contains($0.location?.line ?? -1) } }
            #expect(seen(ToneRule.description.code), "\(name) \(text.key): the tone rule did not see it")
            #expect(seen(CitationDiagnostics.uncitedQuran), "\(name) \(text.key): the search for uncited Qur'an did not see it")
            #expect(namedByReview.contains("'\(text.key)'"), "\(name) \(text.key): the stale approval does not name it")
        }
    }

    /// Localisation: every translated text of every kind's example is in the XLIFF export, in the
    /// `<file>` of its source.
    @Test func everyTranslatedTextOfEveryKindIsExported() throws {
        let folder = try Self.project()
        let result = Self.run(folder)
        let outcome = L10nAction(source: folder.path, workingDirectory: "/").export(locale: "ar", output: nil)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        let files = outcome.output.components(separatedBy: "<file ").dropFirst()
        for source in result.corpus.sources where source.kind != .translation && !source.translatedTexts.isEmpty {
            let file = try #require(files.first { $0.hasPrefix("original=\"\(source.relativePath)\"") }, "\(source.relativePath) is not exported")
            for text in source.translatedTexts {
                #expect(file.contains("<trans-unit id=\"\(text.key)\""), "\(source.relativePath) \(text.key) is not exported")
            }
        }
    }

    /// A citation block is verified wherever it is written: in a quiz bank's question and in an
    /// app's copy as in a lesson.
    @Test(arguments: [
        ("quizzes/backbiting.yaml", ContentKinds.QuizBank.bank(questions: """
              - id: ikhlas
                type: true-false
                prompt: |
                  > [!QURAN 112:1]
                  > قُلْ هُوَ اللَّهُ وَاحِدٌ
                answer: true
                feedback: So begins al-Ikhlas.
        """).replacingOccurrences(of: "sets:", with: "citations: [{ id: ikhlas, quran: \"112:1\" }]\nsets:")),
        ("copy/app.yaml", """
            id: app
            citations: [{ id: ikhlas, quran: "112:1" }]
            strings:
              - id: ikhlas
                text: |
                  > [!QURAN 112:1]
                  > قُلْ هُوَ اللَّهُ وَاحِدٌ
                comment: Shown on the first day.

            """),
    ])
    func aMisquotedBlockInAnyKindIsRefused(_ path: String, _ text: String) throws {
        let folder = try Self.project()
        try folder.write(path, text)
        let found = Self.run(folder).diagnostics.filter { $0.path?.hasSuffix(path) == true }
        #expect(found.contains { $0.code == CitationDiagnostics.quranMismatch }, "\(found.map { "\($0.code) \($0.message)" })")
    }
}

extension ContentKind {
    /// What a reviewer approves in the kind's files.
    static func reviewedItems(in corpus: Corpus) -> [ReviewedItem] { corpus.models(of: Self.self).flatMap(reviewedItems) }
}
