import Foundation
@testable import SanadCompiler
@testable import SanadTools
import SanadBundleFormat
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Card art (Sidrat US-201): a lesson's `thumbnail` and a category's `icon` are pictures checked
/// like every picture, whose `alt` is a learner text, carried in the outlines and the index, in
/// the core pack, and compared by `sanad diff`.
@Suite struct CardArtTests {
    static func problems(_ content: ScratchFolder, in file: String) -> [Diagnostic] {
        Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.path?.hasSuffix(file) == true }
    }

    @Test func aPictureIsCheckedLikeEveryPictureAndItsAltLikeEveryText() throws {
        let content = try AppCopyTests.sample()
        try content.edit("categories/wudu/02-the-steps-of-wudu.md", "thumbnail: { path: media/wudu-steps.png,", "thumbnail: { path: media/wudu-stepz.png,")
        try content.edit("categories/wudu/category.yaml", "icon: { path: media/wudu-steps.png,", "icon: { path: media/wudu-steps.svg,")
        let lesson = Self.problems(content, in: "02-the-steps-of-wudu.md")
        let missing = try #require(lesson.first { $0.code == ResolutionDiagnostics.missingMedia }, "\(lesson.map(\.message))")
        #expect(missing.location?.line == 9 && missing.help?.contains("media/wudu-steps.png") == true, "\(missing.message) / \(missing.help ?? "")")
        let category = Self.problems(content, in: "wudu/category.yaml")
        #expect(category.contains { ($0.code == ResolutionDiagnostics.mediaFormat || $0.code == ResolutionDiagnostics.mediaPolicy) && $0.location?.line == 13 },
                "an SVG, which iOS does not show: \(category.map(\.message))")
        #expect(category.contains { $0.code == ReviewDiagnostics.staleApproval && $0.message.contains("the category changed") })
    }

    @Test func aChangedPictureIsAPatch() throws {
        let content = try AppCopyTests.sample()
        let first = BundleTests.temporaryFolder("card-a"), second = BundleTests.temporaryFolder("card-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("categories/wudu/category.yaml", "alt: \"The six steps of wudu, drawn in order\"", "alt: \"Wudu, step by step\"")
        try content.edit("categories/wudu/02-the-steps-of-wudu.md", "thumbnail: { path: media/wudu-steps.png, alt: \"The six steps of wudu in order: hands, mouth and nose, face, arms, head, feet\" }\n", "")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
        #expect(changes.contains { $0.id == "wudu" && $0.detail == "changed: icon" && $0.bump == .patch }, "\(changes.map { "\($0.id) \($0.detail)" })")
        #expect(changes.contains { $0.id == "wudu.the-steps-of-wudu" && $0.detail.contains("thumbnail") && $0.bump == .patch })
        let index = try JSONDecoder().decode(BundleIndex.self, from: Data(contentsOf: b.appendingPathComponent("index.json")))
        #expect(index.categories.first { $0.id == "wudu" }?.icon?.alt == "Wudu, step by step")
    }
}
