import Foundation
import SanadDiagnostics
import SanadSource

/// Compiles JSON Schema draft 2020-12 documents and resolves the references between them.
///
/// Add the documents a schema refers to (or give a loader for them), then ask for a compiled
/// `JSONSchema` by URI. The draft 2020-12 meta-schemas are built in. The `JSONSchema`s it returns
/// are immutable and should be reused.
///
/// Thread safety: every access to the mutable state below happens inside `add(document:uri:)` or
/// `schema(at:)`, each of which holds `lock` for its whole run (a recursive lock: compiling one
/// schema may load and compile another through the loader). The compiled schemas are written
/// only under that lock and read-only once `schema(at:)` has returned them.
public final class SchemaRegistry: @unchecked Sendable {
    /// Returns the document with an absolute URI (without fragment), or `nil` if unknown.
    public typealias Loader = (String) -> Node?

    struct NodeKey: Hashable {
        let file: ObjectIdentifier
        let offset: Int
        init(_ node: Node) {
            file = ObjectIdentifier(node.range.file)
            offset = node.range.start
        }
    }

    private let lock = NSRecursiveLock()
    private let loader: Loader?
    private var documents: [String: Node] = [:]
    var resources: [String: SchemaResource] = [:]
    var anchors: [String: CompiledSchema] = [:]
    var compiled: [NodeKey: CompiledSchema] = [:]
    var pendingLinks: [CompiledSchema] = []
    var regexCache: [String: SchemaPattern] = [:]
    var usesUnevaluated = false

    public init(loader: Loader? = nil) {
        self.loader = loader
    }

    /// Registers and compiles a schema document under an absolute URI (its `$id`, if it has one,
    /// takes precedence for references inside it).
    public func add(document: Node, uri: String) throws(SchemaCompileError) {
        lock.lock()
        defer { lock.unlock() }
        let base = splitFragment(uri).base
        documents[base] = document
        if resources[base] == nil { try compileDocument(document, uri: base) }
    }

    /// The compiled schema at `uri` (a document URI, optionally with a JSON-pointer or anchor
    /// fragment), with every reference it can reach resolved.
    public func schema(at uri: String) throws(SchemaCompileError) -> JSONSchema {
        lock.lock()
        defer { lock.unlock() }
        let root = try resolve(uri, from: nil)
        try link()
        return JSONSchema(root: root, collectsAnnotations: usesUnevaluated)
    }

    /// Compiles a single schema document and returns it ready to validate.
    public static func compile(_ document: Node, uri: String = "urn:sanad:schema") throws(SchemaCompileError) -> JSONSchema {
        let registry = SchemaRegistry()
        try registry.add(document: document, uri: uri)
        return try registry.schema(at: uri)
    }

    func compileDocument(_ node: Node, uri: String) throws(SchemaCompileError) {
        let vocabulary = try vocabulary(declaredBy: node, inherited: .all)
        let root = try compile(node, base: uri, parent: nil, vocabulary: vocabulary)
        // A document is also reachable by the URI it was retrieved under.
        if resources[uri] == nil { resources[uri] = root.resource }
    }

    /// The vocabularies of the meta-schema a schema's `$schema` names.
    func vocabulary(declaredBy node: Node, inherited: Vocabulary) throws(SchemaCompileError) -> Vocabulary {
        guard let metaURI = node["$schema"]?.string else { return inherited }
        let base = splitFragment(metaURI).base
        if base == MetaSchemas.draft202012 { return .all }
        guard let meta = documents[base] ?? MetaSchemas.document(for: base) ?? loader?(base) else { return .all }
        documents[base] = meta
        guard let declared = meta["$vocabulary"]?.members else { return .all }
        return Vocabulary(declared: declared.map(\.key))
    }

    /// Makes sure the document (or embedded resource) with this base URI is compiled.
    private func ensureResource(_ base: String) throws(SchemaCompileError) -> SchemaResource? {
        if let resource = resources[base] { return resource }
        guard let document = documents[base] ?? MetaSchemas.document(for: base) ?? loader?(base) else { return nil }
        documents[base] = document
        try compileDocument(document, uri: base)
        return resources[base]
    }

    /// Resolves an absolute URI reference to a compiled schema.
    func resolve(_ uri: String, from referrer: CompiledSchema?) throws(SchemaCompileError) -> CompiledSchema {
        let (base, fragment) = splitFragment(uri)
        guard let resource = try ensureResource(base) else {
            throw SchemaCompileError(unresolvable: uri, at: referrer?.node)
        }
        if fragment.isEmpty, let root = resource.root { return root }
        if fragment.isEmpty || fragment.hasPrefix("/") {
            guard let target = JSONPointer.evaluate(fragment, in: resource.rootNode) else {
                throw SchemaCompileError(unresolvable: uri, at: referrer?.node)
            }
            return try compile(target, base: resource.uri, parent: resource, vocabulary: resource.vocabulary)
        }
        guard let anchored = anchors[base + "#" + fragment] else {
            throw SchemaCompileError(unresolvable: uri, at: referrer?.node)
        }
        return anchored
    }

    /// Resolves every `$ref` and `$dynamicRef` compiled so far (which may compile more schemas).
    func link() throws(SchemaCompileError) {
        while let schema = pendingLinks.popLast() {
            if let ref = schema.ref { schema.refTarget = try resolve(ref, from: schema) }
            if let ref = schema.dynamicRef { schema.dynamicRefTarget = try resolve(ref, from: schema) }
        }
    }
}

/// A schema that cannot be compiled: a keyword of the wrong type, an invalid pattern or an
/// unresolvable reference.
public struct SchemaCompileError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var diagnostic: Diagnostic?

    init(_ message: String, at node: Node?) {
        self.message = message
        self.diagnostic = node.map { Diagnostic(SchemaDiagnostics.invalidSchema, message, at: $0.range) }
    }

    init(unresolvable uri: String, at node: Node?) {
        self.init("cannot resolve the reference '\(uri)'", at: node)
    }

    public var description: String {
        guard let range = diagnostic?.range else { return message }
        return "\(range.file.path):\(range.startLocation): \(message)"
    }
}
