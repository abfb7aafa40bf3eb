import SanadDiagnostics
import Foundation
import SanadSource

extension SchemaRegistry {
    /// Compiles one schema node (and, eagerly, its subschemas), registering `$id`s and anchors.
    func compile(_ node: Node, base: String, parent: SchemaResource?, vocabulary inherited: Vocabulary) throws(SchemaCompileError) -> CompiledSchema {
        let key = NodeKey(node)
        if let existing = compiled[key] { return existing }
        var base = base
        var resource = parent
        var isResourceRoot = parent == nil
        var vocabulary = inherited
        if let id = node["$id"]?.string {
            base = splitFragment(resolveURI(id, against: base)).base
            vocabulary = try self.vocabulary(declaredBy: node, inherited: inherited)
            isResourceRoot = true
        }
        if isResourceRoot {
            let created = SchemaResource(uri: base, rootNode: node, vocabulary: vocabulary)
            resources[base] = created
            resource = created
        }
        guard let resource else { throw SchemaCompileError("schema has no resource", at: node) }
        let schema = CompiledSchema(node: node, resource: resource)
        compiled[key] = schema
        if isResourceRoot { resource.root = schema }

        switch node.value {
        case .bool(let value):
            schema.boolean = value
            return schema
        case .object:
            break
        default:
            throw SchemaCompileError("a schema must be an object or a boolean", at: node)
        }
        var compiler = KeywordCompiler(registry: self, schema: schema, base: base, vocabulary: resource.vocabulary)
        try compiler.compileKeywords()
        return schema
    }
}

/// Reads the keywords of one schema object into a `CompiledSchema`.
struct KeywordCompiler {
    let registry: SchemaRegistry
    let schema: CompiledSchema
    let base: String
    let vocabulary: Vocabulary
    var node: Node { schema.node }

    mutating func compileKeywords() throws(SchemaCompileError) {
        try compileCore()
        if vocabulary.contains(.applicator) { try compileApplicators() }
        if vocabulary.contains(.unevaluated) {
            schema.unevaluatedItems = try subschema("unevaluatedItems")
            schema.unevaluatedProperties = try subschema("unevaluatedProperties")
            if schema.unevaluatedItems != nil || schema.unevaluatedProperties != nil { registry.usesUnevaluated = true }
        }
        if vocabulary.contains(.validation) { try compileValidation() }
    }

    private func compileCore() throws(SchemaCompileError) {
        if let anchor = node["$anchor"]?.string {
            registry.anchors[base + "#" + anchor] = schema
        }
        if let anchor = node["$dynamicAnchor"]?.string {
            registry.anchors[base + "#" + anchor] = schema
            schema.resource.dynamicAnchors[anchor] = schema
            schema.dynamicAnchor = anchor
        }
        if let ref = node["$ref"]?.string {
            schema.ref = resolveURI(ref, against: base)
            registry.pendingLinks.append(schema)
        }
        if let ref = node["$dynamicRef"]?.string {
            let absolute = resolveURI(ref, against: base)
            schema.dynamicRef = absolute
            let fragment = splitFragment(absolute).fragment
            if !fragment.isEmpty, !fragment.hasPrefix("/") { schema.dynamicRefAnchor = fragment }
            registry.pendingLinks.append(schema)
        }
        _ = try schemaMap("$defs")
    }

    private func compileApplicators() throws(SchemaCompileError) {
        schema.allOf = try schemaArray("allOf") ?? []
        schema.anyOf = try schemaArray("anyOf")
        schema.oneOf = try schemaArray("oneOf")
        schema.not = try subschema("not")
        schema.ifSchema = try subschema("if")
        schema.thenSchema = try subschema("then")
        schema.elseSchema = try subschema("else")
        schema.dependentSchemas = try schemaMap("dependentSchemas") ?? []
        schema.prefixItems = try schemaArray("prefixItems") ?? []
        schema.items = try subschema("items")
        schema.contains = try subschema("contains")
        for (name, property) in try schemaMap("properties") ?? [] {
            schema.properties[name] = property
            schema.propertyOrder.append(name)
        }
        for (source, property) in try schemaMap("patternProperties") ?? [] {
            schema.patternProperties.append((source, try regex(source, at: node), property))
        }
        schema.additionalProperties = try subschema("additionalProperties")
        schema.propertyNames = try subschema("propertyNames")
    }

    private func compileValidation() throws(SchemaCompileError) {
        if let type = node["type"] {
            switch type.value {
            case .string(let name): schema.types = [name]
            case .array(let names): schema.types = names.compactMap(\.string)
            default: throw SchemaCompileError("'type' must be a string or an array of strings", at: type)
            }
        }
        if let values = node["enum"] {
            guard let elements = values.elements else { throw SchemaCompileError("'enum' must be an array", at: values) }
            schema.enumValues = elements
        }
        schema.constValue = node["const"]
        schema.multipleOf = try number("multipleOf")
        schema.maximum = try number("maximum")
        schema.exclusiveMaximum = try number("exclusiveMaximum")
        schema.minimum = try number("minimum")
        schema.exclusiveMinimum = try number("exclusiveMinimum")
        schema.maxLength = try count("maxLength")
        schema.minLength = try count("minLength")
        if let pattern = node["pattern"] {
            guard let source = pattern.string else { throw SchemaCompileError("'pattern' must be a string", at: pattern) }
            schema.pattern = (source, try regex(source, at: pattern))
        }
        schema.maxItems = try count("maxItems")
        schema.minItems = try count("minItems")
        if case .bool(let unique)? = node["uniqueItems"]?.value { schema.uniqueItems = unique }
        schema.maxContains = try count("maxContains")
        schema.minContains = try count("minContains")
        schema.maxProperties = try count("maxProperties")
        schema.minProperties = try count("minProperties")
        if let required = node["required"] {
            guard let names = required.elements?.compactMap(\.string) else { throw SchemaCompileError("'required' must be an array of strings", at: required) }
            schema.required = names
        }
        if let dependent = node["dependentRequired"]?.members {
            schema.dependentRequired = dependent.map { ($0.key, $0.value.elements?.compactMap(\.string) ?? []) }
        }
    }

    private func subschema(_ keyword: String) throws(SchemaCompileError) -> CompiledSchema? {
        guard let value = node[keyword] else { return nil }
        return try registry.compile(value, base: base, parent: schema.resource, vocabulary: vocabulary)
    }

    private func schemaArray(_ keyword: String) throws(SchemaCompileError) -> [CompiledSchema]? {
        guard let value = node[keyword] else { return nil }
        guard let elements = value.elements else { throw SchemaCompileError("'\(keyword)' must be an array of schemas", at: value) }
        var result: [CompiledSchema] = []
        for element in elements {
            result.append(try registry.compile(element, base: base, parent: schema.resource, vocabulary: vocabulary))
        }
        return result
    }

    private func schemaMap(_ keyword: String) throws(SchemaCompileError) -> [(String, CompiledSchema)]? {
        guard let value = node[keyword] else { return nil }
        guard let members = value.members else { throw SchemaCompileError("'\(keyword)' must be an object of schemas", at: value) }
        var result: [(String, CompiledSchema)] = []
        for member in members {
            result.append((member.key, try registry.compile(member.value, base: base, parent: schema.resource, vocabulary: vocabulary)))
        }
        return result
    }

    private func number(_ keyword: String) throws(SchemaCompileError) -> Number? {
        guard let value = node[keyword] else { return nil }
        guard case .number(let number) = value.value else { throw SchemaCompileError("'\(keyword)' must be a number", at: value) }
        return number
    }

    private func count(_ keyword: String) throws(SchemaCompileError) -> Int? {
        guard let value = node[keyword] else { return nil }
        guard case .number(let number) = value.value, number.isInteger, number.double >= 0 else {
            throw SchemaCompileError("'\(keyword)' must be a non-negative integer", at: value)
        }
        return number.int ?? Int.max
    }

    private func regex(_ source: String, at node: Node) throws(SchemaCompileError) -> SchemaPattern {
        if let cached = registry.regexCache[source] { return cached }
        guard let compiled = try? NSRegularExpression(pattern: source, options: []) else {
            throw SchemaCompileError("invalid regular expression '\(source)'", at: node)
        }
        let pattern = SchemaPattern(compiled)
        registry.regexCache[source] = pattern
        return pattern
    }
}
