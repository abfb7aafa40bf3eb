import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import SanadDiagnostics
import Testing
import _SanadTestSupport

/// Signed approvals and a review board's quorum, end to end: keys from `sanad keys generate`,
/// `sanad review approve --key`, and `sanad build --release`.
@Suite(.serialized) struct ReviewBoardTests {
    typealias Fixture = ReviewApprovalTests

    /// The review fixture with three real reviewers of the wudu category: a and b hold keys, c does not.
    static func board(rules: String) throws -> (folder: URL, keys: [String: String]) {
        let folder = try Fixture.copyFixture(realReviewers: true)
        var keys: [String: String] = [:], publics: [String: String] = [:]
        for name in ["a", "b"] {
            let generated = KeysAction(workingDirectory: folder.path).generate(name: "keys/\(name)")
            #expect(generated.exitCode == 0)
            keys[name] = folder.appendingPathComponent("keys/\(name).private.json").path
            let file = try JSONDecoder().decode(KeysAction.PublicKeyFile.self, from: Data(contentsOf: folder.appendingPathComponent("keys/\(name).public.json")))
            publics[name] = file.publicKey
        }
        try """
        reviewers:
          - { id: scholar-a, name: Scholar A, credentials: Test reviewer., scopes: [fiqh, childrens-education], public-key: "\(publics["a"]!)" }
          - { id: scholar-b, name: Scholar B, credentials: Test reviewer., scopes: [childrens-education], public-key: "\(publics["b"]!)" }
          - { id: scholar-c, name: Scholar C, credentials: Test reviewer., scopes: [childrens-education] }

        """.write(to: folder.appendingPathComponent("reviewers.yaml"), atomically: true, encoding: .utf8)
        try Fixture.edit(folder, "sanad.yaml") { $0 + rules + "\n" }
        return (folder, keys)
    }

    static func approve(_ folder: URL, _ id: String, as reviewer: String, key: String?) -> ReviewAction.Outcome {
        ReviewAction(source: folder.path, workingDirectory: "/").approve(lessonID: id, reviewer: reviewer, date: "2026-11-22", today: Fixture.today, key: key)
    }

    static func problems(_ outcome: BuildAction.Outcome, _ code: DiagnosticCode) -> [Diagnostic] { outcome.diagnostics.filter { $0.code == code } }

    @Test func aSignedApprovalRoundTripsAndAForgedOrMissingSignatureIsRefused() throws {
        let (folder, keys) = try Self.board(rules: "approvals: { require-signatures: true }")
        // Unsigned, or signed with another reviewer's key: refused, nothing written.
        let before = try String(contentsOf: folder.appendingPathComponent("categories/wudu/01-a.md"), encoding: .utf8)
        #expect(Self.approve(folder, "wudu.a", as: "scholar-a", key: nil).exitCode == ExitStatus.usage)
        let wrongKey = Self.approve(folder, "wudu.a", as: "scholar-a", key: keys["b"])
        #expect(wrongKey.exitCode == ExitStatus.usage)
        #expect(wrongKey.output.contains("is not scholar-a's key"))
        #expect(try String(contentsOf: folder.appendingPathComponent("categories/wudu/01-a.md"), encoding: .utf8) == before)

        let approved = Self.approve(folder, "wudu.a", as: "scholar-a", key: keys["a"])
        #expect(approved.exitCode == 0, "\(approved.output)")
        #expect(approved.output.hasSuffix("signed\n"))
        let signed = Fixture.build(folder, release: true)
        #expect(Self.problems(signed, ReviewDiagnostics.approvalSignature).isEmpty, "\(signed.output)")
        #expect(signed.exitCode == 0, "\(signed.output)")

        // One character of the signature changed: the signature is forged.
        let lesson = folder.appendingPathComponent("categories/wudu/01-a.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let signature = try #require(text.range(of: "signature: \"")).upperBound
        let first = text[signature]
        try text.replacingCharacters(in: signature...signature, with: first == "A" ? "B" : "A").write(to: lesson, atomically: true, encoding: .utf8)
        let forged = Fixture.build(folder, release: true)
        let problem = try #require(Self.problems(forged, ReviewDiagnostics.approvalSignature).first)
        #expect(problem.severity == .error)
        #expect(problem.message.contains("does not verify"))
        #expect(forged.exitCode != 0)

        // The signature removed: the approval is unsigned, an error in a release.
        let unsigned = text.replacingOccurrences(of: #", signature: "[^"]*""#, with: "", options: .regularExpression)
        #expect(unsigned != text)
        try unsigned.write(to: lesson, atomically: true, encoding: .utf8)
        let missing = Fixture.build(folder, release: true)
        #expect(Self.problems(missing, ReviewDiagnostics.approvalSignature).first?.message == "the approval by scholar-a is not signed: this project requires signed approvals")
        #expect(Self.problems(missing, ReviewDiagnostics.approvalSignature).first?.severity == .error)
        #expect(missing.exitCode != 0)
    }

    @Test func aSignatureIsBoundToItsItem() throws {
        let (folder, keys) = try Self.board(rules: "approvals: { require-signatures: true }")
        #expect(Self.approve(folder, "wudu.a", as: "scholar-a", key: keys["a"]).exitCode == 0)
        // The same approval copied to another lesson (with that lesson's fingerprint) does not verify.
        let a = try String(contentsOf: folder.appendingPathComponent("categories/wudu/01-a.md"), encoding: .utf8)
        let copied = String(a[try #require(a.range(of: #"signature: "[^"]*""#, options: .regularExpression))])
        #expect(Self.approve(folder, "wudu.b", as: "scholar-b", key: keys["b"]).exitCode == 0)
        let b = folder.appendingPathComponent("categories/wudu/02-b.md")
        let text = try String(contentsOf: b, encoding: .utf8)
        let moved = text.replacingOccurrences(of: "reviewer: scholar-b", with: "reviewer: scholar-a")
            .replacingOccurrences(of: #"signature: "[^"]*""#, with: copied, options: .regularExpression)
        try moved.write(to: b, atomically: true, encoding: .utf8)
        let outcome = Fixture.build(folder, release: true)
        #expect(Self.problems(outcome, ReviewDiagnostics.approvalSignature).map { $0.path?.hasSuffix("02-b.md") } == [true])
    }

    @Test func aQuorumNamesWhoIsMissingUntilItIsMet() throws {
        let (folder, keys) = try Self.board(rules: "approvals: { require-signatures: true, quorum: { childrens-education: 2 } }")
        #expect(Self.approve(folder, "wudu.a", as: "scholar-a", key: keys["a"]).exitCode == 0)
        let one = Fixture.build(folder, release: true)
        let short = try #require(Self.problems(one, ReviewDiagnostics.approvalQuorum).first)
        #expect(short.severity == .error)
        #expect(short.message == "the lesson 'wudu.a' needs approvals by 2 reviewers holding 'childrens-education'; it has 1 (scholar-a): 1 more needed")
        #expect(short.help == "one of scholar-b may approve it: sanad review approve wudu.a --reviewer <id>", "scholar-c holds the scope but has no key to sign with")
        // Outside a release it is a warning.
        #expect(Self.problems(Fixture.build(folder, release: false), ReviewDiagnostics.approvalQuorum).first?.severity == .warning)

        // A second reviewer's approval of the same content joins the first.
        let second = Self.approve(folder, "wudu.a", as: "scholar-b", key: keys["b"])
        #expect(second.exitCode == 0, "\(second.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("categories/wudu/01-a.md"), encoding: .utf8)
        #expect(text.contains("reviewer: scholar-a"))
        #expect(text.contains("co-approvals: [{ reviewer: scholar-b, date: 2026-11-22, signature: "))
        let two = Fixture.build(folder, release: true)
        #expect(Self.problems(two, ReviewDiagnostics.approvalQuorum).isEmpty, "\(two.output)")
        #expect(Self.problems(two, ReviewDiagnostics.approvalSignature).isEmpty, "\(two.output)")
        #expect(two.exitCode == 0, "\(two.output)")

        // A co-approver must be a reviewer of reviewers.yaml who may approve it.
        let stranger = text.replacingOccurrences(of: "co-approvals: [{ reviewer: scholar-b", with: "co-approvals: [{ reviewer: nobody")
        try stranger.write(to: folder.appendingPathComponent("categories/wudu/01-a.md"), atomically: true, encoding: .utf8)
        let unknown = Fixture.build(folder, release: false)
        #expect(unknown.diagnostics.contains { $0.severity == .error && $0.message.contains("nobody") }, "\(unknown.output)")

        // The same reviewer twice is one approval.
        let twice = text.replacingOccurrences(of: "co-approvals: [{ reviewer: scholar-b", with: "co-approvals: [{ reviewer: scholar-a")
        try twice.write(to: folder.appendingPathComponent("categories/wudu/01-a.md"), atomically: true, encoding: .utf8)
        #expect(!Self.problems(Fixture.build(folder, release: true), ReviewDiagnostics.approvalQuorum).isEmpty)
    }
}
