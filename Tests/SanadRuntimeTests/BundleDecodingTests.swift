import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// The runtime reads bundle files with `BundleJSONDecoder`; on every file of a real bundle it
/// must produce exactly what Foundation's `JSONDecoder` produces.
@Suite struct BundleDecodingTests {
    private func agree<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, _ path: String) throws {
        let ours = try BundleJSONDecoder().decode(type, from: data)
        let foundation = try JSONDecoder().decode(type, from: data)
        #expect(ours == foundation, "\(path) decodes differently")
    }

    @Test func everyBundleFileDecodesAsFoundationDecodesIt() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let reader = try BundleReader(folder: folder)
        try agree(BundleManifest.self, try Data(contentsOf: folder.appendingPathComponent("manifest.json")), "manifest.json")
        for entry in reader.manifest.files {
            let data = try reader.data(of: entry)
            switch entry.kind.known {
            case .project?: try agree(BundleProject.self, data, entry.path)
            case .categories?: try agree(BundleCategories.self, data, entry.path)
            case .lessons?: try agree(BundleLessons.self, data, entry.path)
            case .citations?: try agree(BundleCitations.self, data, entry.path)
            case .achievements?: try agree(BundleAchievements.self, data, entry.path)
            case .reviewers?: try agree(BundleReviewers.self, data, entry.path)
            case .supplementary?: try agree(BundleSupplementary.self, data, entry.path)
            case .activities?: try agree(BundleActivities.self, data, entry.path)
            case .memorisation?: try agree(BundleMemorisation.self, data, entry.path)
            case .questionnaires?: try agree(BundleQuestionnaires.self, data, entry.path)
            case .worship?: try agree(BundleWorshipPlan.self, data, entry.path)
            case .lectures?: try agree(BundleLectures.self, data, entry.path)
            case .quizzes?: try agree(BundleQuizzes.self, data, entry.path)
            case .translations?: try agree(BundleTranslations.self, data, entry.path)
            case .copy?: try agree(BundleCopy.self, data, entry.path)
            case .index?: try agree(BundleIndex.self, data, entry.path)
            case .outlines?: try agree(BundleOutlines.self, data, entry.path)
            case .texts?: try agree(BundleTexts.self, data, entry.path)
            case .journal?: try agree(BundleJournal.self, data, entry.path)
            case .media?: #expect(!data.isEmpty && entry.mimeType != nil && entry.sources?.isEmpty == false)
            case nil: Issue.record("a file of a kind this reader does not know")
            }
        }
        #expect(reader.manifest.files.contains { $0.kind == .lessons })
        #expect(reader.manifest.files.contains { $0.kind == .supplementary })
        #expect(reader.manifest.files.contains { $0.kind == .journal })
    }

    @Test func aVerifiedFileThatDoesNotFitItsTypeIsRefusedByName() throws {
        let folder = try TestBundle.build()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let reader = try BundleReader(folder: folder)
        let entry = try reader.entry(.reviewers)
        #expect {
            _ = try reader.decode(BundleLessons.self, from: entry)
        } throws: { error in
            guard case .malformed(let file, let reason)? = error as? BundleError else { return false }
            return file == entry.path && reason.contains("category")
        }
    }
}
