import CYAML
import SanadDiagnostics

/// Parses YAML with libyaml's event API into a `Node` tree that keeps a source range for every
/// key and value, enforcing Sanad's strict subset:
///
/// - plain scalars typed by the YAML 1.2 core schema only (`YAMLScalarResolver`);
/// - duplicate keys, anchors, aliases, tags, merge keys, directives, several documents and
///   non-scalar keys are errors;
/// - nesting depth and scalar length are limited (`SourceLimits`).
///
/// The parser reports every problem it can and keeps going where the tree stays meaningful; a
/// syntax error ends the parse.
public struct YAMLParser {
    public struct Result: Sendable {
        /// The document's root, or `nil` when the YAML could not be parsed.
        public var root: Node?
        public var diagnostics: [Diagnostic]
    }

    /// Parses `file`, or only `region` of it (the front matter of a Markdown file).
    ///
    /// The caller is expected to have checked the size and UTF-8 validity of the bytes.
    public static func parse(_ file: SourceFile, region: Range<Int>? = nil) -> Result {
        let region = region ?? 0..<file.bytes.count
        var builder = YAMLTreeBuilder(file: file, region: region)
        file.bytes.withUnsafeBufferPointer { buffer in
            builder.run(buffer)
        }
        return Result(root: builder.root, diagnostics: builder.diagnostics)
    }
}

/// Maps libyaml's marks (which count characters from the start of the input, a leading BOM
/// excluded) to byte offsets in the file. Marks arrive almost always in increasing order, so a
/// cursor walks forward and restarts only when asked for an earlier mark.
struct YAMLMarkMapper {
    let bytes: [UInt8]
    let base: Int
    let end: Int
    private var characterIndex = 0
    private var byteOffset: Int

    init(file: SourceFile, region: Range<Int>) {
        bytes = file.bytes
        base = region.lowerBound == 0 ? file.byteOrderMarkLength : region.lowerBound
        end = region.upperBound
        byteOffset = base
    }

    mutating func offset(_ mark: yaml_mark_t) -> Int {
        let target = Int(mark.index)
        if target < characterIndex {
            characterIndex = 0
            byteOffset = base
        }
        while characterIndex < target, byteOffset < end {
            byteOffset += 1
            while byteOffset < end, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset += 1 }
            characterIndex += 1
        }
        return byteOffset
    }
}
