import SanadCompiler
import Foundation
import SanadBundleFormat

/// Everything a cached build or lint result depends on, each part named so that a test can
/// change one and see the result refused. Two keys are equal only when every part is.
public struct BuildCacheKey: Sendable, Equatable, Codable {
    /// The layout version of the entry kept under it (`CachedResult.formatVersion`).
    public var cacheFormat: Int
    /// The tool: its version and the identity of the executable that runs (see `toolIdentity`).
    public var tool: String
    /// The SHA-256 of the source schemas compiled into the tool.
    public var schemas: String
    /// The options and environment that change the result: for a build, release checks, the
    /// review day, `SOURCE_DATE_EPOCH` and the folders (which change the paths shown); for a
    /// lint, `command=lint`, the review day and the folders.
    public var options: [String]
    /// The fingerprint of every file in the content folder, `sanad.yaml` included
    /// (`BuildInputs`).
    public var inputs: String

    /// The SHA-256 of all parts: the name of the cache entry.
    public var digest: String {
        let text = ([String(cacheFormat), tool, schemas, inputs] + options).joined(separator: "\u{0}")
        return SHA256Hex.of(Data(text.utf8))
    }

    /// The running tool: its version and its executable's size, times, device and inode,
    /// so a rebuilt `sanad` of the same version does not trust results of the old one.
    public static let toolIdentity = SanadToolIdentity.current

    /// The SHA-256 over the source schemas compiled into the tool.
    public static let schemasDigest: String = {
        var text = ""
        for name in SourceSchemas.names {
            text += name + "\u{0}" + String(decoding: SourceSchemas.files[name] ?? [], as: UTF8.self) + "\u{0}"
        }
        return SHA256Hex.of(Data(text.utf8))
    }()
}
