/// The bundle's content types (lessons, categories, blocks, dates) are part of the runtime's
/// API: an app imports `SanadRuntime` only.
@_exported import SanadBundleFormat
