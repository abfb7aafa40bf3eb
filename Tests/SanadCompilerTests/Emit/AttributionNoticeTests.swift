import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing
import _SanadTestSupport

/// The attribution a bundle carries: Tanzil's notice when it quotes ayat (its licence asks for
/// it verbatim, so no setting replaces it), each hadith text's own `notice:` or the hadith data's
/// default, then the project's own `notices:` (a published translation, a source of stories).
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

    @Test func aHadithTextsNoticeAndTheProjectsOwnAreCarriedAfterTanzils() throws {
        let hadith = "Hadith text: a collection this app licenses, used with permission."
        let translation = "Translations of the meanings: an edition this app licenses."
        let built = try Self.build { project in
            project
                .replacingOccurrences(of: "      sha256: 9ec8e19aaab80ffbc01aa162122060099bc0a5de3841b544b4afa1c381414246\n",
                                      with: "      sha256: 9ec8e19aaab80ffbc01aa162122060099bc0a5de3841b544b4afa1c381414246\n      notice: \"\(hadith)\"\n")
                .replacingOccurrences(of: "\ncredits:\n", with: "\nnotices: [\"\(translation)\"]\ncredits:\n")
        }
        #expect(built.project.notices == [BundleBuilder.tanzilNotice, hadith, translation])
        #expect(built.citations.notice == BundleBuilder.tanzilNotice)
    }
}
