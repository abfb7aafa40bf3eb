import SanadDiagnostics
import SanadSource

/// The JSON Schema draft 2020-12 meta-schema and its vocabulary meta-schemas, built in so that
/// `$schema` and `$ref`s to them resolve without a network.
///
/// Copyright (c) 2022 Julian Berman; MIT licence, see `licenseNotice` and
/// `Sources/SanadSchema/MetaSchemas/LICENSE`.
public enum MetaSchemas {
    /// The URI of the draft 2020-12 meta-schema.
    public static let draft202012 = "https://json-schema.org/draft/2020-12/schema"

    /// The MIT licence notice of the embedded meta-schemas.
    public static var licenseNotice: String { String(decoding: PackageResources.LICENSE, as: UTF8.self) }

    static let sources: [String: [UInt8]] = [
        draft202012: PackageResources.schema_json,
        "https://json-schema.org/draft/2020-12/meta/core": PackageResources.meta_core_json,
        "https://json-schema.org/draft/2020-12/meta/applicator": PackageResources.meta_applicator_json,
        "https://json-schema.org/draft/2020-12/meta/unevaluated": PackageResources.meta_unevaluated_json,
        "https://json-schema.org/draft/2020-12/meta/validation": PackageResources.meta_validation_json,
        "https://json-schema.org/draft/2020-12/meta/meta-data": PackageResources.meta_meta_data_json,
        "https://json-schema.org/draft/2020-12/meta/format-annotation": PackageResources.meta_format_annotation_json,
        "https://json-schema.org/draft/2020-12/meta/format-assertion": PackageResources.meta_format_assertion_json,
        "https://json-schema.org/draft/2020-12/meta/content": PackageResources.meta_content_json,
    ]

    /// The parsed meta-schema with this URI, if it is built in.
    static func document(for uri: String) -> Node? {
        guard let bytes = sources[uri] else { return nil }
        let file = SourceFile(path: "<builtin>/" + (uri.split(separator: "/").last.map(String.init) ?? "schema") + ".json", bytes: bytes)
        return try? JSONParser.parse(file).get()
    }
}
