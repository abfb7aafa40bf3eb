import Foundation
import SanadBundleFormat

extension ContentLibrary {
    /// The name of the bundle folder that Sanad's SwiftPM build-tool plugin compiles into a
    /// target's resources.
    public static let resourceName = "SanadContent"

    /// Opens the bundle Sanad's SwiftPM plugin compiled into a target's resources: pass the
    /// target's `Bundle.module`. The bundle is verified as any other (every file against the
    /// manifest's SHA-256); a bundle shipped inside a signed app needs no `trust`, but one can
    /// be given. Throws `missingFile` when `bundle` has no compiled content (the plugin is not
    /// applied to that target).
    public convenience init(resourcesOf bundle: Bundle, trust: TrustPolicy? = nil) throws(BundleError) {
        guard let folder = bundle.url(forResource: Self.resourceName, withExtension: nil) else {
            throw .missingFile(Self.resourceName)
        }
        try self.init(folder: folder, trust: trust)
    }
}
