import SanadDiagnostics
import SanadSchema
import SanadSource

/// The built-in schemas of the source kinds (the files in `schemas/`), compiled once.
public enum SourceSchemas {
    /// The base URI the built-in schemas are registered under; `$ref`s between them are relative.
    public static let baseURI = "file:///sanad/schemas/"

    static let files: [String: [UInt8]] = [
        "common.schema.json": PackageResources.common_schema_json,
        "project.schema.json": PackageResources.project_schema_json,
        "category.schema.json": PackageResources.category_schema_json,
        "lesson.schema.json": PackageResources.lesson_schema_json,
        "reviewers.schema.json": PackageResources.reviewers_schema_json,
        "achievements.schema.json": PackageResources.achievements_schema_json,
        "hadith-collections.schema.json": PackageResources.hadith_collections_schema_json,
    ]

    /// The names of the built-in schema files.
    public static var names: [String] { files.keys.sorted() }

    /// The parsed text of a built-in schema file.
    public static func document(named name: String) -> Node? {
        guard let bytes = files[name] else { return nil }
        return try? JSONParser.parse(SourceFile(path: "schemas/" + name, bytes: bytes)).get()
    }

    /// The compiled schema of each source kind. Compiling the built-in schemas cannot fail unless
    /// they are broken, which the test suite rules out; a failure is kept and reported per file.
    public static let compiled: [SourceKind: Result<JSONSchema, SchemaCompileError>] = {
        let registry = SchemaRegistry { uri in
            guard uri.hasPrefix(baseURI) else { return nil }
            return document(named: String(uri.dropFirst(baseURI.count)))
        }
        var result: [SourceKind: Result<JSONSchema, SchemaCompileError>] = [:]
        for kind in SourceKind.allCases {
            result[kind] = Result { () throws(SchemaCompileError) in try registry.schema(at: baseURI + kind.schemaName) }
        }
        return result
    }()

    /// The schema for a kind of source.
    public static func schema(for kind: SourceKind) throws(SchemaCompileError) -> JSONSchema {
        try compiled[kind]!.get()
    }
}
