// The JSON decoder bundles are read with (`BundleJSONDecoder`, `JSONDocument`) lives in the leaf
// target `SanadJSON`, which the source parser uses too; a client of the wire format sees it as
// before.
@_exported import SanadJSON
