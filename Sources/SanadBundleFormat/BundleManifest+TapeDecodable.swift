/// A manifest lists one entry per file, thousands in a large bundle, and every open decodes
/// them all; so an entry decodes in one pass over its members. Keys and requirements match the
/// synthesized `Decodable`: `category`, `mimeType`, `sources` and `pack` may be absent or null;
/// the rest are required; unknown keys are ignored.
extension BundleManifest.File: TapeDecodable {
    package init(tapeDecoder decoder: TapeDecoder) throws {
        let tape = decoder.tape
        var path: String?, kind: OpenEnum<BundleManifest.FileKind>?, size: Int?, sha256: String?
        var category: String?, mimeType: String?, sources: [String]?, pack: String?
        func at(_ key: String) -> () -> [any CodingKey] { { decoder.codingPath + [NamedKey(key)] } }
        func optionalString(_ value: Int, _ key: String) throws -> String? {
            tape[value].kind == .null ? nil : try tape.string(at: value, at(key))
        }
        try decoder.forEachMember { key, value in
            if tape.stringEquals(key, "path") {
                path = try tape.string(at: value, at("path"))
            } else if tape.stringEquals(key, "kind") {
                kind = OpenEnum(rawValue: try tape.string(at: value, at("kind")))
            } else if tape.stringEquals(key, "size") {
                size = try tape.integer(Int.self, at: value, at("size"))
            } else if tape.stringEquals(key, "sha256") {
                sha256 = try tape.string(at: value, at("sha256"))
            } else if tape.stringEquals(key, "category") {
                category = try optionalString(value, "category")
            } else if tape.stringEquals(key, "mimeType") {
                mimeType = try optionalString(value, "mimeType")
            } else if tape.stringEquals(key, "pack") {
                pack = try optionalString(value, "pack")
            } else if tape.stringEquals(key, "sources") {
                sources = tape[value].kind == .null ? nil : try decoder.strings(at: value, key: "sources")
            }
        }
        guard let path else { throw decoder.missing("path") }
        guard let kind else { throw decoder.missing("kind") }
        guard let size else { throw decoder.missing("size") }
        guard let sha256 else { throw decoder.missing("sha256") }
        self = BundleManifest.File(path: path, kind: .project, size: size, sha256: sha256, category: category, mimeType: mimeType, sources: sources, pack: pack)
        self.kind = kind
    }
}
