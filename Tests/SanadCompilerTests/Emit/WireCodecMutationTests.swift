import Foundation
import SanadBundleFormat
import SanadCompiler
import SanadTools
import Testing

/// The generated tape readers accept and refuse exactly what synthesized `Decodable` does, on
/// more than valid files: every member of every kind of object in the sample bundle's hot files
/// (lessons, categories, the index, outlines, the manifest) is, in turn, removed, made null and
/// given a value of the wrong type, and `BundleJSONDecoder` and Foundation's `JSONDecoder` must
/// then agree: both refuse, or both read the same value.
@Suite struct WireCodecMutationTests {
    /// A member's place, indices left out: one mutation per member of each kind of object.
    static func signatures(_ value: Any, path: String, into seen: inout [String: [Any]], at route: [Any]) {
        if let object = value as? [String: Any] {
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                let signature = path + "/" + key
                if seen[signature] == nil { seen[signature] = route + [key] }
                signatures(member, path: signature, into: &seen, at: route + [key])
            }
        } else if let array = value as? [Any] {
            for (offset, element) in array.enumerated() { signatures(element, path: path + "[]", into: &seen, at: route + [offset]) }
        }
    }

    /// `document` with the member at `route` changed by `change` (nil removes it).
    static func mutated(_ document: Any, _ route: ArraySlice<Any>, _ change: (Any) -> Any?) -> Any {
        guard let step = route.first else { return document }
        if var object = document as? [String: Any], let key = step as? String {
            if route.count == 1 {
                object[key] = change(object[key]!)
            } else {
                object[key] = mutated(object[key]!, route.dropFirst(), change)
            }
            return object
        }
        if var array = document as? [Any], let offset = step as? Int {
            array[offset] = mutated(array[offset], route.dropFirst(), change)
            return array
        }
        return document
    }

    static func agree<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, _ what: String) {
        let foundation = Result { try JSONDecoder().decode(type, from: data) }
        let tape = Result { try BundleJSONDecoder().decode(type, from: data) }
        switch (foundation, tape) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(what): both read it, differently")
        case (.failure, .failure): break
        case (.success, .failure(let error)): Issue.record("\(what): Foundation reads it, the tape decoder refuses it: \(error)")
        case (.failure(let error), .success): Issue.record("\(what): the tape decoder reads it, Foundation refuses it: \(error)")
        }
    }

    static func mutateEveryMember<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, _ path: String) throws -> Int {
        let document = try JSONSerialization.jsonObject(with: data)
        var seen: [String: [Any]] = [:]
        Self.signatures(document, path: "", into: &seen, at: [])
        let changes: [(String, (Any) -> Any?)] = [
            ("removed", { _ in nil }),
            ("null", { _ in NSNull() }),
            ("of the wrong type", { value in value is String ? 7 : "7" }),
        ]
        for (signature, route) in seen.sorted(by: { $0.key < $1.key }) {
            for (name, change) in changes {
                let bytes = try JSONSerialization.data(withJSONObject: Self.mutated(document, route[...], change))
                Self.agree(type, bytes, "\(path) \(signature) \(name)")
            }
        }
        return seen.count
    }

    @Test func everyMemberRemovedNulledOrMistypedIsReadAlikeByBothDecoders() throws {
        let output = BundleTests.temporaryFolder("mutations")
        defer { try? FileManager.default.removeItem(at: output) }
        let bundle = try #require(BundleTests.build(source: "content-src", output: output).bundle)
        let reader = try BundleReader(folder: bundle)
        var members = 0
        for kind in [BundleManifest.FileKind.lessons, .categories, .index, .outlines] {
            let entry = try #require(reader.manifest.files.first { $0.kind == kind })
            let data = try reader.data(of: entry)
            switch kind {
            case .lessons: members += try Self.mutateEveryMember(BundleLessons.self, data, entry.path)
            case .categories: members += try Self.mutateEveryMember(BundleCategories.self, data, entry.path)
            case .index: members += try Self.mutateEveryMember(BundleIndex.self, data, entry.path)
            default: members += try Self.mutateEveryMember(BundleOutlines.self, data, entry.path)
            }
        }
        members += try Self.mutateEveryMember(BundleManifest.self, try Data(contentsOf: bundle.appendingPathComponent("manifest.json")), "manifest.json")
        #expect(members > 100, "only \(members) kinds of member were mutated")
    }
}
