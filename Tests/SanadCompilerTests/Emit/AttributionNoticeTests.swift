import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// The attribution a bundle carries for the reference texts its content quotes is the project's
/// to say, per text (`notice:` on a Qur'an or hadith text in sanad.yaml), Tanzil's and the hadith
/// data's notices being the defaults.
@Suite struct AttributionNoticeTests {
    static func build(editing change: (String) -> String) throws -> (project: BundleProject, citations: BundleCitations) {
        let folder = try ScratchFolder()
        let content = folder.url.appendingPathComponent("c")
        try BundleTests.copySample(to: content)
        try folder.write("c/sanad.yaml", change(try folder.read("c/sanad.yaml")))
        let output = folder.url.appendingPathComponent("out")
        let outcome = BundleTests.build(source: content.path, output: output)
        let bundle = try #require(outcome.bundle, "\(outcome.output)")
        let decoder = JSONDecoder()
        return (try decoder.decode(BundleProject.self, from: Data(contentsOf: bundle.appendingPathComponent("project.json"))),
                try decoder.decode(BundleCitations.self, from: Data(contentsOf: bundle.appendingPathComponent("citations.json"))))
    }

    @Test func theDefaultsAreTanzilsAndTheHadithDatas() throws {
        let built = try Self.build { $0 }
        #expect(built.project.notices == [BundleBuilder.tanzilNotice, BundleBuilder.hadithNotice])
        #expect(built.citations.notice == BundleBuilder.tanzilNotice)
    }

    @Test func aTextsNoticeReplacesTheDefaultOnceHoweverManyTextsGiveIt() throws {
        let notice = "Qur'an text: an edition this app licenses, used with permission."
        let built = try Self.build { project in
            project
                .replacingOccurrences(of: "      sha256: e7ab47ae9267ce6a3979bf60031b7c40c9701cb2c1d899bbc6e56c67058b17e2\n",
                                      with: "      sha256: e7ab47ae9267ce6a3979bf60031b7c40c9701cb2c1d899bbc6e56c67058b17e2\n      notice: \"\(notice)\"\n")
                .replacingOccurrences(of: "      sha256: cee90e09fc3daa27e846f44e7ed009a6f490cbceb2e3b0225265416aa862c443\n",
                                      with: "      sha256: cee90e09fc3daa27e846f44e7ed009a6f490cbceb2e3b0225265416aa862c443\n      notice: \"\(notice)\"\n")
        }
        #expect(built.project.notices == [notice, BundleBuilder.hadithNotice])
        #expect(built.citations.notice == notice)
    }
}
