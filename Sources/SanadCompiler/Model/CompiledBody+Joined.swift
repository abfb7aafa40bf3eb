import SanadBundleFormat

extension CompiledBody {
    /// Several compiled texts of one model (an activity's steps, scripts, tips and questions) as
    /// one body, so every body rule and the citation checker read all of them at once. Ranges
    /// keep pointing into each text's own file; sections are renumbered into the joined blocks.
    /// `CompiledBodyJoinedTests` fails when a list of `CompiledBody` is not carried over.
    public static func joined(_ parts: [CompiledBody]) -> CompiledBody {
        var joined = CompiledBody()
        var offset = 0
        for part in parts {
            defer { offset += part.encodedBlocks.count }
            joined.sections += part.sections.map { section in
                var moved = section
                moved.blockRange = section.blockRange.lowerBound + offset..<section.blockRange.upperBound + offset
                return moved
            }
            joined.links += part.links
            joined.media += part.media
            joined.citationBlocks += part.citationBlocks
            joined.callouts += part.callouts
            joined.prose += part.prose
            joined.math += part.math
            joined.codeBlocks += part.codeBlocks
        }
        joined.encodedBlocks = EncodedBlocks.joined(parts.map(\.encodedBlocks))
        return joined
    }
}
