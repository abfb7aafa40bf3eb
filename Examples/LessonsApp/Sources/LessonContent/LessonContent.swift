import Foundation
@_exported import SanadRuntime

/// The lessons this app ships: `content-src/`, compiled into this target's resources by Sanad's
/// plugin when the target is built.
public enum LessonContent {
    /// Opens and verifies the compiled bundle.
    public static func library() throws(BundleError) -> ContentLibrary {
        try ContentLibrary(resourcesOf: .module)
    }
}
