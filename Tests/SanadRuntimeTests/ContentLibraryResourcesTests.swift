import Foundation
import SanadBundleFormat
import SanadRuntime
import Testing

/// `ContentLibrary(resourcesOf:)`: the bundle the SwiftPM plugin puts in a target's resources,
/// found by its folder name. (`make check` also builds `Examples/LessonsApp`, whose test opens
/// its real `Bundle.module` this way.)
@Suite struct ContentLibraryResourcesTests {
    @Test func opensTheBundleNamedSanadContentInAResourceBundle() throws {
        let built = try TestBundle.build()
        let resources = built.deletingLastPathComponent().appendingPathComponent("Example.resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: built, to: resources.appendingPathComponent(ContentLibrary.resourceName))
        defer { try? FileManager.default.removeItem(at: resources.deletingLastPathComponent()) }
        let bundle = try #require(Bundle(url: resources))
        let library = try ContentLibrary(resourcesOf: bundle)
        #expect(!library.categories.isEmpty)
    }

    @Test func aResourceBundleWithoutContentIsMissingFile() throws {
        let empty = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sanad-empty-\(UUID().uuidString).resources")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let bundle = try #require(Bundle(url: empty))
        #expect(throws: BundleError.missingFile(ContentLibrary.resourceName)) { try ContentLibrary(resourcesOf: bundle) }
    }

    /// The plugin (which cannot import the runtime) names the folder the runtime looks for.
    @Test func thePluginWritesTheFolderTheRuntimeOpens() throws {
        let plugin = try String(contentsOfFile: TestBundle.repository + "/Plugins/SanadContentPlugin/SanadContentPlugin.swift", encoding: .utf8)
        #expect(plugin.contains("static let resourceName = \"\(ContentLibrary.resourceName)\""))
    }
}
