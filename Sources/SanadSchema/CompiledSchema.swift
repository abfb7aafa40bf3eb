import SanadDiagnostics
import Foundation
import SanadSource

/// A schema resource: a schema with an `$id` (or a document root) and the dynamic anchors
/// declared inside it. Written only while its `SchemaRegistry` holds its lock (see there), and
/// read-only once the registry has returned a schema that reaches it.
final class SchemaResource: @unchecked Sendable {
    let uri: String
    let rootNode: Node
    let vocabulary: Vocabulary
    var root: CompiledSchema?
    var dynamicAnchors: [String: CompiledSchema] = [:]

    init(uri: String, rootNode: Node, vocabulary: Vocabulary) {
        self.uri = uri
        self.rootNode = rootNode
        self.vocabulary = vocabulary
    }
}

/// One schema object (or boolean schema) compiled into its keywords. Its properties are written
/// only while its `SchemaRegistry` holds its lock (compiling and linking), and it is immutable
/// once the registry has returned it, so one compiled schema can validate many documents in
/// parallel.
final class CompiledSchema: @unchecked Sendable {
    let node: Node
    let resource: SchemaResource
    var boolean: Bool?

    // Core.
    var ref: String?
    var refTarget: CompiledSchema?
    var dynamicRef: String?
    var dynamicRefTarget: CompiledSchema?
    var dynamicRefAnchor: String?
    var dynamicAnchor: String?

    // Validation.
    var types: [String]?
    var enumValues: [Node]?
    var constValue: Node?
    var multipleOf: Number?
    var maximum: Number?
    var exclusiveMaximum: Number?
    var minimum: Number?
    var exclusiveMinimum: Number?
    var maxLength: Int?
    var minLength: Int?
    var pattern: (source: String, matcher: SchemaPattern)?
    var maxItems: Int?
    var minItems: Int?
    var uniqueItems = false
    var maxContains: Int?
    var minContains: Int?
    var maxProperties: Int?
    var minProperties: Int?
    var required: [String] = []
    var dependentRequired: [(String, [String])] = []

    // Applicators.
    var allOf: [CompiledSchema] = []
    var anyOf: [CompiledSchema]?
    var oneOf: [CompiledSchema]?
    var not: CompiledSchema?
    var ifSchema: CompiledSchema?
    var thenSchema: CompiledSchema?
    var elseSchema: CompiledSchema?
    var dependentSchemas: [(String, CompiledSchema)] = []
    var prefixItems: [CompiledSchema] = []
    var items: CompiledSchema?
    var contains: CompiledSchema?
    var properties: [String: CompiledSchema] = [:]
    var propertyOrder: [String] = []
    var patternProperties: [(source: String, matcher: SchemaPattern, schema: CompiledSchema)] = []
    var additionalProperties: CompiledSchema?
    var propertyNames: CompiledSchema?
    var unevaluatedItems: CompiledSchema?
    var unevaluatedProperties: CompiledSchema?

    init(node: Node, resource: SchemaResource) {
        self.node = node
        self.resource = resource
    }
}
