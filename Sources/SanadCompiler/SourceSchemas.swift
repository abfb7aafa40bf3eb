import SanadDiagnostics
import SanadSchema
import SanadSource

/// The built-in schemas of the source kinds (the files in `schemas/`), compiled once. Each kind
/// brings its own schema (`ContentKind.schema`); `common.schema.json` holds what they share.
public enum SourceSchemas {
    /// The base URI the built-in schemas are registered under; `$ref`s between them are relative.
    public static let baseURI = "file:///sanad/schemas/"
    /// The schema the kinds' schemas share.
    static let commonName = "common.schema.json"

    package static let files: [String: [UInt8]] = {
        var files = [commonName: PackageResources.common_schema_json]
        for kind in ContentKinds.all { files[kind.source.schemaName] = kind.schema }
        return files
    }()

    /// The names of the built-in schema files.
    public static var names: [String] { files.keys.sorted() }

    /// The parsed text of a built-in schema file.
    public static func document(named name: String) -> Node? { documents[name] }

    /// Every built-in schema file parsed, once: compiling the schemas and reading the kinds' text
    /// fields (`TextFields`) follow `$ref`s into the same few files.
    private static let documents: [String: Node] = {
        var documents: [String: Node] = [:]
        for (name, bytes) in files {
            documents[name] = try? JSONParser.parse(SourceFile(path: "schemas/" + name, bytes: bytes)).get()
        }
        return documents
    }()

    /// The compiled schema of each source kind. Compiling the built-in schemas cannot fail unless
    /// they are broken, which the test suite rules out; a failure is kept and reported per file.
    /// Built once, before any file is validated: the registry is used by one thread only here.
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
