import SanadJSON

/// A wire type whose fast codecs are generated from its declaration (`make codecs`, by
/// `Sources/SanadCodegen`): the tape reader in this target and the JSON writer in the compiler's
/// emit stage, both from the stored properties the struct declares, so neither can drift from
/// the declaration or from synthesized `Codable`. A struct lists it among its conformances; a
/// test fails while the generated files are stale.
package protocol WireCodable: Codable, TapeDecodable {}
