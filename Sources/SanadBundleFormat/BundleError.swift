import Foundation

/// Why a bundle cannot be used. Every case names what is wrong, so an app can log it and fall
/// back to the bundle it shipped with.
public enum BundleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The manifest's format has a major version this runtime does not read.
    case unsupportedFormat(found: SemanticVersion, supported: SemanticVersion)
    /// A file the manifest lists, or the manifest itself, is missing.
    case missingFile(String)
    /// A file's size differs from the manifest (truncated or replaced).
    case sizeMismatch(file: String, expected: Int, actual: Int)
    /// A file's SHA-256 differs from the manifest (tampered or corrupted).
    case digestMismatch(file: String)
    /// A file could not be decoded.
    case malformed(file: String, reason: String)
    /// A path in the manifest leaves the bundle folder, is not in its one canonical spelling, or
    /// leads through a link outside the folder.
    case invalidPath(String)
    /// The manifest contradicts itself: a path listed twice, two entries of a kind a bundle has
    /// one of, a creation time that is not one.
    case invalidManifest(String)
    /// A file in the bundle folder that the manifest does not list (`verifyAll` only).
    case unlistedFile(String)
    /// A file of a pack that is not installed was asked for; the app downloads the pack first.
    case packNotInstalled(String)
    /// A pack the manifest does not list.
    case unknownPack(String)
    /// A downloaded pack belongs to another bundle.
    case foreignPack(expected: String, found: String)
    /// A downloaded pack was built for an older content version than the installed bundle's.
    case outdatedPack(pack: String, found: String, installed: String)
    /// A downloaded pack was built for a newer content version: the app updates the core pack
    /// (the manifest) first.
    case newerPack(pack: String, found: String, installed: String)
    /// A downloaded pack's label names another pack or another digest than the manifest's.
    case packMismatch(pack: String, reason: String)
    /// A progress rule in `project.json` is outside the range the runtime accepts
    /// (`ProgressRules.Limits`).
    case invalidRule(field: String, value: String, allowed: String)
    /// A verified pack could not be written into the bundle folder (disk full, permissions); the
    /// installed copy, if any, is untouched.
    case installFailed(pack: String, reason: String)
    /// The app requires a signed bundle and this one has no signature.
    case unsigned
    /// No signature is by a key the app trusts (the keys named).
    case untrustedKey(keyIDs: [String])
    /// A signature by a trusted key does not match the manifest: it was changed after signing.
    case invalidSignature(keyID: String)
    /// The only trusted signatures are by keys past their expiry.
    case expiredKey(keyID: String)
    /// The bundle's content version is lower than the one the app last installed (rollback).
    case rollback(found: String, installed: String)
    /// The bundle is past its `expiresAt`: a newer release should have replaced it (freeze).
    case expiredBundle(expiresAt: String)
    /// The content version the app passed as last installed (`TrustPolicy.lastInstalledContentVersion`)
    /// is not a version: the app's saved setting is damaged, and rollback protection cannot work
    /// until the app replaces it (with the version of the bundle it has, or nil).
    case unreadableInstalledVersion(String)

    /// A sentence naming what is wrong and where, for a log.
    public var description: String {
        switch self {
        case .unsupportedFormat(let found, let supported):
            return "the bundle's format is \(found); this runtime reads format \(supported.major).x"
        case .missingFile(let file): return "\(file) is missing from the bundle"
        case .sizeMismatch(let file, let expected, let actual): return "\(file) is \(actual) bytes; the manifest says \(expected)"
        case .digestMismatch(let file): return "\(file) does not match its SHA-256 in the manifest"
        case .malformed(let file, let reason): return "\(file) cannot be read: \(reason)"
        case .invalidPath(let path): return "the manifest names a path that is not a canonical path inside the bundle: \(path)"
        case .invalidManifest(let reason): return "the manifest is not valid: \(reason)"
        case .unlistedFile(let path): return "\(path) is in the bundle folder but not in the manifest"
        case .packNotInstalled(let pack): return "the pack '\(pack)' is not installed"
        case .unknownPack(let pack): return "the bundle has no pack '\(pack)'"
        case .foreignPack(let expected, let found): return "the pack belongs to the bundle '\(found)', not '\(expected)'"
        case .outdatedPack(let pack, let found, let installed):
            return "the pack '\(pack)' was built for content version \(found), older than the installed \(installed)"
        case .newerPack(let pack, let found, let installed):
            return "the pack '\(pack)' was built for content version \(found), newer than the installed \(installed): update the core pack first"
        case .packMismatch(let pack, let reason): return "the pack '\(pack)' does not match the manifest: \(reason)"
        case .installFailed(let pack, let reason): return "the pack '\(pack)' could not be installed: \(reason)"
        case .invalidRule(let field, let value, let allowed): return "the progress rule \(field) is \(value); allowed: \(allowed)"
        case .unsigned: return "the bundle is not signed, and this app requires a signature"
        case .untrustedKey(let ids): return "the bundle is signed only by keys this app does not trust: \(ids.joined(separator: ", "))"
        case .invalidSignature(let id): return "the signature by key \(id) does not match the manifest: it changed after it was signed"
        case .expiredKey(let id): return "the bundle is signed by key \(id), which has expired"
        case .rollback(let found, let installed): return "the bundle's content version \(found) is older than the installed \(installed)"
        case .expiredBundle(let expiresAt): return "the bundle expired at \(expiresAt): a newer release should have replaced it"
        case .unreadableInstalledVersion(let saved):
            return "the app's last installed content version '\(saved)' is not a version (MAJOR.MINOR.PATCH), so a rollback cannot be checked"
        }
    }
}

extension BundleError: LocalizedError {
    /// A sentence an app can show in an alert: what went wrong with the content, in plain words.
    public var errorDescription: String? {
        switch self {
        case .unsupportedFormat(let found, let supported) where found.major < supported.major:
            return "This content was made for an older version of the app."
        case .unsupportedFormat: return "This content needs a newer version of the app."
        case .unreadableInstalledVersion: return "The app's record of its installed content is damaged."
        case .packNotInstalled: return "This part of the content has not been downloaded yet."
        case .foreignPack, .unknownPack, .outdatedPack, .packMismatch: return "The downloaded content does not belong to this version of the app's content."
        case .newerPack: return "The downloaded content is newer than the app's content. Update the content first."
        case .installFailed: return "The downloaded content could not be saved on this device."
        case .unsigned, .untrustedKey, .invalidSignature, .expiredKey: return "The downloaded content could not be verified as coming from the app's publisher."
        case .rollback, .expiredBundle: return "The downloaded content is out of date."
        default: return "The app's content is damaged or incomplete."
        }
    }

    /// What went wrong exactly, for a log or a support request (`description`).
    public var failureReason: String? { description }

    /// What the learner can do.
    public var recoverySuggestion: String? {
        switch self {
        case .unsupportedFormat(let found, let supported) where found.major < supported.major:
            return "Download the content again: this version of the app reads newer content."
        case .unsupportedFormat: return "Update the app from the App Store."
        case .packNotInstalled, .outdatedPack, .packMismatch: return "Download it again when you are online."
        case .newerPack: return "Open the app while online so it can update its content."
        case .installFailed: return "Free some space on the device and try again."
        default: return "Reinstall the app or download the content again."
        }
    }
}
