import Foundation
@testable import SanadCodegen
import Testing

/// The wire types' fast codecs are generated from their declarations (`make codecs`): the files
/// in the tree are what the generator writes today, no codec of a wire type is kept by hand, and
/// the generator refuses, at the line, a declaration it could misread.
@Suite struct GeneratedCodecsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theGeneratedFilesAreCurrent() throws {
        let files = try CodecGenerator.generate(repository: Self.repository)
        #expect(Set(files.keys) == Set(CodecGenerator.existing(repository: Self.repository)), "generated files to write or to delete: run `make codecs`")
        #expect(files.count >= 2 * 9, "a reader and a writer for each file of wire types")
        for (path, text) in files {
            let onDisk = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
            #expect(onDisk == text, "\(path) is stale: run `make codecs`")
        }
    }

    /// A reader or writer written by hand beside the generated ones would be a second codec to
    /// keep in step: none exists outside the generated files (the JSON target's own generic
    /// conformances aside).
    @Test func noWireTypeHasAHandWrittenCodec() throws {
        let sources = Self.repository.appendingPathComponent("Sources")
        var handWritten: [String] = []
        for case let file as String in FileManager.default.enumerator(atPath: sources.path)! where file.hasSuffix(".swift") && !file.hasSuffix(".generated.swift") {
            guard !file.hasPrefix("SanadJSON/"), !file.hasPrefix("SanadCodegen/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains("init(tapeDecoder") || text.contains(": JSONWritable {") && !file.hasSuffix("Emit/JSONWriter.swift") {
                handWritten.append(file)
            }
        }
        #expect(handWritten.isEmpty, "hand-written codecs: \(handWritten)")
    }

    static func scan(_ text: String) throws(CodecGeneratorError) -> WireModule {
        try WireDeclarationScanner.scan([(path: "T.swift", text: text)])
    }

    @Test func readsFieldsTheirTypesAndNames() throws {
        let module = try Self.scan("""
            /// A doc comment with a { brace.
            public struct Outer: Codable, WireCodable {
                @available(*, deprecated, message: "a (b) c") public var old: String?
                public fileprivate(set) var id = "" // a comment about wire: inline
                public var count = 0
                public var flag = false
                public var review = Review()
                public let kind: OpenEnum<Kind>
                public var items: [[Inner]]?
                public var names: [String: String]
                public static let empty = Outer()
                public var computed: Int { count * 2 }
                public var shared = Shared() // wire: inline
                public init() { let x = 1; _ = x }
                public struct Inner: Codable, WireCodable {
                    var text: String
                }
                public enum Kind: String { case a }
            }
            public struct Shared: Codable, WireCodable {
                public var title = ""
            }
            """)
        #expect(module.declarations.map(\.name) == ["Outer", "Outer.Inner", "Shared"])
        let outer = module.declarations[0]
        #expect(outer.fields.map(\.name) == ["old", "id", "count", "flag", "review", "kind", "items", "names", "shared"])
        #expect(outer.fields.map(\.type) == [.string, .string, .int, .bool, .named("Review"), .openEnum("Kind"), .array(.array(.named("Inner"))),
                                             .dictionary(.string), .named("Shared")])
        #expect(outer.fields.map(\.isOptional) == [true, false, false, false, false, false, true, false, false])
        #expect(outer.fields.map(\.isInline) == [false, false, false, false, false, false, false, false, true])
        #expect(module.typeNames == ["Outer", "Outer.Inner", "Outer.Kind", "Shared"])
        let generator = CodecGenerator(module)
        #expect(generator.resolvedText(outer.fields[6].type, in: outer) == "[[Outer.Inner]]")
        #expect(generator.resolvedText(outer.fields[5].type, in: outer) == "OpenEnum<Outer.Kind>")
    }

    @Test(arguments: [
        ("struct A: WireCodable {\n    var a, b: Int\n}", "T.swift:2: declare one wire field per line"),
        ("struct A: WireCodable {\n    let a = 1\n}", "T.swift:2: `a` is a constant with a value, which Decodable cannot set; make it a var"),
        ("struct A: WireCodable {\n    var a = .known(.x)\n}", "T.swift:2: `a`: write its type; only a string, integer or boolean literal or `Name()` says it"),
        ("struct A: WireCodable {\n    var a: (Int, Int)\n}", "T.swift:2: `a`: the type `(Int, Int)` is not one a wire field can have"),
        ("struct A: WireCodable {\n    var a: Int\n    enum CodingKeys: String, CodingKey { case a = \"b\" }\n}",
         "T.swift:3: a wire type takes its keys from its property names; it cannot declare CodingKeys"),
        ("struct A: WireCodable {\n    var a: Int\n    init(from decoder: Decoder) throws { a = 1 }\n}",
         "T.swift:3: a wire type's Codable conformance is synthesized or generated, never written by hand"),
        ("enum A: WireCodable {\n    case a\n}", "T.swift:1: only a struct can be WireCodable; this is an enum"),
        ("struct A: WireCodable {\n    var a: Int? // wire: inline\n}", "T.swift:2: `a`: only a non-optional wire type can be inline"),
        ("struct A: WireCodable {\n}", "T.swift:1: `A` is WireCodable but has no stored property"),
        ("struct A: WireCodable { var a = 0\n}", "T.swift:1: start a wire type's fields on the line after its `{`"),
        ("struct A: WireCodable {\n    public weak var a: Int?\n}", "T.swift:2: cannot read this declaration (`weak` before `var`/`let`); write the field as `public var name: Type`"),
        ("struct A: WireCodable {\n    public var\n}", "T.swift:2: a property without a name"),
        ("struct A: WireCodable {\n    var a = B() // wire: inline\n}\nstruct B: Codable {\n    var b = 0\n}", "T.swift:1: `a` is inline, but `B` is not a WireCodable struct"),
        ("struct A: WireCodable {\n    var b = 0\n    var a = B() // wire: inline\n}\nstruct B: WireCodable {\n    var b = 0\n}", "T.swift:1: the key `b` would be written twice, by `b` and by `a`"),
        ("struct A: WireCodable {\n    var a = B() // wire: inline\n}\nstruct C: WireCodable {\n    var c = B() // wire: inline\n}\nstruct B: WireCodable {\n    var b = 0\n}",
         "T.swift:4: `c` holds `B` inline, which `A` holds as `a`; name them alike"),
    ])
    func refusesWhatItCouldMisread(_ source: String, _ message: String) {
        #expect(throws: CodecGeneratorError(messages: [message])) { try Self.scan(source) }
    }

    /// An inline field's members are written in the object's own sorted order, and the type gets
    /// the `Codable` conformance synthesis cannot give it.
    @Test func inlineFieldsAreFlattened() throws {
        let module = try Self.scan("""
            struct Shared: Codable, WireCodable {
                var title = ""
                /// Its Arabic term,
                /// when it has one.
                var arabic: String?
            }
            struct Whole: Codable, WireCodable {
                var shared = Shared() // wire: inline
                var lessons: [Int] = []
            }
            """)
        let generator = CodecGenerator(module)
        let writer = generator.writer()
        let whole = try #require(writer.range(of: "extension Whole: JSONWritable"))
        let body = writer[whole.upperBound...].prefix { $0 != "}" }
        let members = body.split(separator: "\n").filter { $0.contains("w.member(") || $0.contains("writeMembers(") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(members == ["shared.writeMembers(to: &w, 0..<1)", #"w.member("lessons", lessons)"#, "shared.writeMembers(to: &w, 1..<2)"])
        // The inline type writes its members by their place in its sorted keys, once for all.
        let shared = try #require(writer.range(of: "extension Shared: JSONWritable"))
        let cases = writer[shared.upperBound..<whole.lowerBound].split(separator: "\n").filter { $0.contains("case ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cases == [#"case 0: w.member("arabic", arabic)"#, #"case 1: w.member("title", title)"#])
        let reader = generator.reader()
        // Read first, stored after the type's own fields (a wrapped inline field, `@Sparse`, can
        // only be set then).
        #expect(reader.contains("let _shared = try Shared(tapeDecoder: decoder)"))
        #expect(reader.contains("let _shared = try Shared(from: decoder)"))
        for initialiser in ["init(tapeDecoder", "init(from"] {
            let start = try #require(reader.range(of: "extension Whole")).upperBound
            let opening = try #require(reader.range(of: initialiser, range: start..<reader.endIndex)).upperBound
            let body = reader[opening..<(try #require(reader.range(of: "\n    }\n", range: opening..<reader.endIndex)).lowerBound)]
            let stores = body.components(separatedBy: "\n").filter { $0.contains("self.") }.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(stores.last == "self.shared = _shared", "\(initialiser): \(stores)")
        }
        // The holder reads the inline fields as its own, through one protocol written once.
        #expect(reader.contains("extension Whole: SharedHolder {"))
        #expect(reader.contains("public protocol SharedHolder {\n    /// The `Shared` held inline.\n    var shared: Shared { get set }"))
        #expect(reader.contains("    public var arabic: String? {\n        get { shared.arabic }\n        set { shared.arabic = newValue }"))
        // With the member's own documentation, so that `holder.arabic` explains itself.
        #expect(reader.contains("    /// Its Arabic term,\n    /// when it has one.\n    ///\n    /// `shared.arabic` (`Shared.arabic`).\n    public var arabic"))
        #expect(reader.contains("extension SharedHolder {\n    /// `shared.title` (`Shared.title`).\n    public var title"), "no documentation, no empty lines")
        #expect(reader.contains("try shared.encode(to: encoder)"))
    }

    /// A `@Sparse` inline field whose members are all optional is read only when the object holds
    /// a key the holder does not: one pass over a plain object's members. One with a required
    /// member is always read, so that its absence is refused.
    @Test func aSparseInlineFieldOfOptionalMembersIsReadOnlyWhenTheObjectHoldsOne() throws {
        let module = try Self.scan("""
            struct Rare: Codable, WireCodable, SparseValue {
                var url: String?
            }
            struct Needed: Codable, WireCodable, SparseValue {
                var id: String
            }
            struct Plain: Codable, WireCodable {
                var type: String
                @Sparse var rare = Rare() // wire: inline
            }
            struct Strict: Codable, WireCodable {
                var type: String
                @Sparse var needed = Needed() // wire: inline
            }
            """)
        let reader = CodecGenerator(module).reader()
        #expect(reader.contains("let _rare = _othersHeld ? try Rare(tapeDecoder: decoder) : Rare()"))
        #expect(reader.contains("} else {\n                _othersHeld = true\n            }"))
        #expect(reader.contains("let _needed = try Needed(tapeDecoder: decoder)"))
        let strict = try #require(reader.range(of: "extension Strict"))
        #expect(!reader[strict.lowerBound...].prefix(800).contains("_othersHeld"))
    }
}
