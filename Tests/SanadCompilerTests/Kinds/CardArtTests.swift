import Foundation
@testable import SanadCompiler
@testable import SanadTools
import SanadBundleFormat
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Card art (Sidrat US-201): a lesson's `thumbnail` and a category's `icon` are pictures checked
/// like every picture, whose `alt` is a learner text, carried in the outlines and the index, in
/// the core pack, and compared by `sanad diff`. A card may animate (Lottie or Rive), its picture
/// the reduced-motion alternative: the sample's Wudu icon does.
@Suite struct CardArtTests {
    static func problems(_ content: ScratchFolder, in file: String) -> [Diagnostic] {
        Linter(workingDirectory: "/").lint(paths: [content.path]).diagnostics.filter { $0.path?.hasSuffix(file) == true }
    }

    @Test func aPictureIsCheckedLikeEveryPictureAndItsAltLikeEveryText() throws {
        let content = try AppCopyTests.sample()
        try content.edit("categories/wudu/02-the-steps-of-wudu.md", "thumbnail: { path: media/wudu-steps.png,", "thumbnail: { path: media/wudu-stepz.png,")
        try content.edit("categories/wudu/category.yaml", "icon: { path: media/animations/wudu-water.png,", "icon: { path: media/wudu-steps.svg,")
        let lesson = Self.problems(content, in: "02-the-steps-of-wudu.md")
        let missing = try #require(lesson.first { $0.code == ResolutionDiagnostics.missingMedia }, "\(lesson.map(\.message))")
        #expect(missing.location?.line == 9 && missing.help?.contains("media/wudu-steps.png") == true, "\(missing.message) / \(missing.help ?? "")")
        let category = Self.problems(content, in: "wudu/category.yaml")
        #expect(category.contains { ($0.code == ResolutionDiagnostics.mediaFormat || $0.code == ResolutionDiagnostics.mediaPolicy) && $0.location?.line == 15 },
                "an SVG, which iOS does not show: \(category.map(\.message))")
        #expect(category.contains { $0.code == ReviewDiagnostics.staleApproval && $0.message.contains("the category changed") })
    }

    @Test func aChangedPictureIsAPatch() throws {
        let content = try AppCopyTests.sample()
        let first = BundleTests.temporaryFolder("card-a"), second = BundleTests.temporaryFolder("card-b")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        let a = try #require(BundleTests.build(source: content.path, output: first).bundle)
        try content.edit("categories/wudu/category.yaml", "alt: \"A drop of water falling into a bowl of water\"", "alt: \"Wudu, step by step\"")
        try content.edit("categories/wudu/02-the-steps-of-wudu.md", "thumbnail: { path: media/wudu-steps.png, alt: \"The six steps of wudu in order: hands, mouth and nose, face, arms, head, feet\" }\n", "")
        let b = try #require(BundleTests.build(source: content.path, output: second).bundle)
        let changes = BundleDiff(old: try BundleSnapshot(folder: a), new: try BundleSnapshot(folder: b)).changes
        #expect(changes.contains { $0.id == "wudu" && $0.detail == "changed: icon" && $0.bump == .patch }, "\(changes.map { "\($0.id) \($0.detail)" })")
        #expect(changes.contains { $0.id == "wudu.the-steps-of-wudu" && $0.detail.contains("thumbnail") && $0.bump == .patch })
        let index = try JSONDecoder().decode(BundleIndex.self, from: Data(contentsOf: b.appendingPathComponent("index.json")))
        #expect(index.categories.first { $0.id == "wudu" }?.icon?.alt == "Wudu, step by step")
    }

    static let icon = "categories/wudu/category.yaml"
    static let animation = "animation: media/animations/wudu-water.json"

    /// The sample's animated icon passes; an animation is checked like every medium: it must be
    /// there, be an animation (and a picture must not be one), meet the project's rule, be
    /// credited, and have its still's proportions.
    @Test func anAnimationIsCheckedLikeEveryMedium() throws {
        let content = try AppCopyTests.sample()
        #expect(Self.problems(content, in: Self.icon).isEmpty, "\(Self.problems(content, in: Self.icon).map(\.message))")
        try content.edit(Self.icon, Self.animation, "animation: media/animations/wudu-waterr.json")
        var found = Self.problems(content, in: Self.icon)
        #expect(found.contains { $0.code == ResolutionDiagnostics.missingMedia && $0.location?.line == 15 && $0.help?.contains("wudu-water.json") == true },
                "\(found.map(\.message))")
        try content.edit(Self.icon, "animation: media/animations/wudu-waterr.json", "animation: media/animations/wudu-water.png")
        found = Self.problems(content, in: Self.icon)
        #expect(found.contains { $0.code == ResolutionDiagnostics.mediaFormat && $0.message.contains("is a picture (PNG), used as an animation") }, "\(found.map(\.message))")
        try content.edit(Self.icon, "animation: media/animations/wudu-water.png", Self.animation)
        try content.edit(Self.icon, "icon: { path: media/animations/wudu-water.png,", "icon: { path: media/wudu-steps.png,")
        found = Self.problems(content, in: Self.icon)
        let still = try #require(found.first { $0.code == ResolutionDiagnostics.animationStill }, "\(found.map(\.message))")
        #expect(still.severity == .warning && still.message.contains("256×256") && still.message.contains("1280×600") && still.notes.first?.range?.startLocation.line == 15)
        try content.edit(Self.icon, "icon: { path: media/wudu-steps.png,", "icon: { path: media/animations/wudu-water.png,")
        try content.edit("sanad.yaml", "animation: { formats: [lottie],", "animation: { formats: [rive],")
        found = Self.problems(content, in: Self.icon)
        #expect(found.contains { $0.code == ResolutionDiagnostics.mediaPolicy && $0.message.contains("is LOTTIE; animation accepts rive") }, "\(found.map(\.message))")
        try content.edit("sanad.yaml", "animation: { formats: [rive],", "animation: { formats: [lottie],")
        try content.edit("sanad.yaml", "  - files: [media/animations/*]\n", "  - files: [media/animations/*.png]\n")
        found = Self.problems(content, in: Self.icon)
        #expect(found.contains { $0.code == ResolutionDiagnostics.mediaWithoutCredit && $0.message.contains("wudu-water.json") }, "\(found.map(\.message))")
    }

    /// An animation is not a picture, a dotLottie archive is named for what it is, and an
    /// animation's name must say its format.
    @Test func anAnimationIsNotAPictureAndADotLottieIsNotRead() throws {
        let content = try AppCopyTests.sample()
        let lesson = "categories/wudu/02-the-steps-of-wudu.md"
        try content.edit(lesson, "thumbnail: { path: media/wudu-steps.png,", "thumbnail: { path: media/animations/wudu-water.json,")
        var found = Self.problems(content, in: lesson)
        #expect(found.contains { $0.code == ResolutionDiagnostics.mediaFormat && $0.message.contains("is an animation (LOTTIE), used as a picture") }, "\(found.map(\.message))")
        try content.write("media/animations/wudu-water.lottie", "PK\u{03}\u{04} a zip archive")
        try content.edit(lesson, "thumbnail: { path: media/animations/wudu-water.json,", "thumbnail: { path: media/wudu-steps.png, animation: media/animations/wudu-water.lottie,")
        found = Self.problems(content, in: lesson)
        let lottie = try #require(found.first { $0.code == ResolutionDiagnostics.mediaFormat }, "\(found.map(\.message))")
        #expect(lottie.message.contains("dotLottie") && lottie.help == "export the animation as Lottie JSON (.json)")
        // The bundle names the player by the file's name, so an animation's name must say which.
        try content.write("media/animations/wudu-water.anim", try content.read("media/animations/wudu-water.json"))
        try content.edit(lesson, "animation: media/animations/wudu-water.lottie,", "animation: media/animations/wudu-water.anim,")
        found = Self.problems(content, in: lesson)
        let unnamed = try #require(found.first { $0.code == ResolutionDiagnostics.mediaFormat }, "\(found.map(\.message))")
        #expect(unnamed.message.contains("its name does not say so") && unnamed.help == "rename it to end in .json", "\(unnamed.message)")
    }

    /// The bundle carries the animation with its format, stores its file in the core pack beside
    /// the still, and a changed animation makes the category's approval stale.
    @Test func theBundleCarriesTheAnimationAndReviewCoversIt() throws {
        let content = try AppCopyTests.sample()
        let output = BundleTests.temporaryFolder("card-animation")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: content.path, output: output).bundle)
        let index = try JSONDecoder().decode(BundleIndex.self, from: Data(contentsOf: bundle.appendingPathComponent("index.json")))
        let icon = try #require(index.categories.first { $0.id == "wudu" }?.icon)
        #expect(icon.animation == BundleAnimation(path: "media/animations/wudu-water.json", format: .lottie))
        let manifest = try JSONDecoder().decode(BundleManifest.self, from: Data(contentsOf: bundle.appendingPathComponent("manifest.json")))
        let stored = try #require(manifest.files.first { $0.sources?.contains("media/animations/wudu-water.json") == true })
        #expect(stored.kind == .media && stored.pack == nil && stored.mimeType == "application/json")
        #expect(manifest.formatVersion == BundleFormat.version && BundleFormat.version.minor >= 19)
        // The preview shows the still, marked with the animation's format and linked to its file.
        let site = try PreviewSite.render(bundle: bundle)
        let page = try #require(site.pages["categories/wudu.html"])
        #expect(page.contains(#"<img class="card" src="../media/animations/wudu-water.png""#)
                && page.contains(#"<a class="animation" href="../media/animations/wudu-water.json""#) && page.contains("▶ Lottie"), "\(page)")
        #expect(site.media["media/animations/wudu-water.json"] != nil, "the preview serves the animation")
        #expect(!Self.problems(content, in: Self.icon).contains { $0.code == ReviewDiagnostics.staleApproval })
        try content.write("media/animations/wudu-water.json", try content.read("media/animations/wudu-water.json").replacingOccurrences(of: "\"op\":60,\"w\"", with: "\"op\":90,\"w\""))
        let found = Self.problems(content, in: Self.icon)
        #expect(found.contains { $0.code == ReviewDiagnostics.staleApproval }, "an animation changed since the approval: \(found.map(\.message))")
    }

    /// An approval recorded before a card's picture was part of the fingerprint is stale, and says
    /// why: nothing it covered changed, but the reviewer has not approved the picture.
    @Test func anApprovalFromBeforeCardArtSaysWhyItIsStale() throws {
        let content = try AppCopyTests.sample()
        let text = try content.read(Self.icon)
        // The category's fingerprint as it was computed before its icon was part of it: its text
        // alone (its overview shows no media).
        let before = try FingerprintTests.fingerprint(text, body: "")
        let current = try #require(text.range(of: #"fingerprint: [0-9a-f]{64}"#, options: .regularExpression))
        try content.write(Self.icon, text.replacingCharacters(in: current, with: "fingerprint: " + before))
        let found = Self.problems(content, in: Self.icon)
        let stale = try #require(found.first { $0.code == ReviewDiagnostics.staleApproval }, "\(found.map(\.message))")
        #expect(stale.notes.contains { $0.message.contains("before a card's picture and animation were part of what a reviewer approves") }, "\(stale.notes.map(\.message))")
    }

    /// A family activity's image may animate too: its animation is bundled with the activity, in
    /// the core pack (where the activities are), beside its picture.
    @Test func anActivitysImageMayAnimate() throws {
        let content = try AppCopyTests.sample()
        try content.edit("activities/01-wudu-together.yaml", "image: { path: media/wudu-steps.png, alt: \"The six steps of wudu in order: hands, mouth and nose, face, arms to the elbows, wiping the head, feet to the ankles\" }",
                         "image: { path: media/animations/wudu-water.png, alt: \"A drop of water falling into a bowl\", animation: media/animations/wudu-water.json }")
        let output = BundleTests.temporaryFolder("card-activity")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: content.path, output: output).bundle)
        let reader = try BundleReader(folder: bundle)
        let activity = try #require(try reader.decode(BundleActivities.self, from: try reader.entry(.activities)).activities.first)
        #expect(activity.image?.animation == BundleAnimation(path: "media/animations/wudu-water.json", format: .lottie))
        let stored = reader.manifest.files.filter { $0.kind == .media && $0.sources?.contains("media/animations/wudu-water.json") == true }
        #expect(stored.count == 1 && stored.first?.pack == nil, "stored once, in the core pack with the activities: \(stored.map(\.path))")
    }
}
