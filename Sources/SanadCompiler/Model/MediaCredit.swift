import SanadDiagnostics

/// One entry of `sanad.yaml`'s `credits:`: who made the media its `files` name and under what
/// licence. A pattern names a path under the content folder; `*` matches within one folder's
/// names, `**` any number of folders (`media/badges/*.png`, `media/**`).
public struct MediaCredit: Sendable {
    /// The paths and patterns it covers, as written.
    public var files: [Located<String>]
    /// Who made the media: a person, a studio, a project.
    public var author: Located<String>
    /// The licence they are used under (`CC BY 4.0`, `used with permission`).
    public var licence: Located<String>
    /// Where they come from (a URL), when they were not made for this content.
    public var source: Located<String>?
    /// `placeholder: true`: stand-ins the app must replace before it ships (a release refuses
    /// them, V0012); nil when not said.
    public var placeholder: Located<Bool>?

    /// A credit.
    public init(files: [Located<String>], author: Located<String>, licence: Located<String>, source: Located<String>? = nil, placeholder: Located<Bool>? = nil) {
        self.files = files
        self.author = author
        self.licence = licence
        self.source = source
        self.placeholder = placeholder
    }

    /// Whether the credit says its media are stand-ins.
    public var isPlaceholder: Bool { placeholder?.value == true }

    /// Under `--release`: each placeholder credit that covers media the (selected) corpus names,
    /// an error at its `placeholder: true` listing a few of them (V0012). A recitation is the
    /// memorisation unit's to refuse (V0008).
    public static func releaseDiagnostics(in corpus: Corpus) -> [Diagnostic] {
        let credits = (corpus.project?.credits ?? []).filter(\.isPlaceholder)
        guard !credits.isEmpty else { return [] }
        let paths = Set(ContentKinds.all.flatMap { $0.allMediaReferences(in: corpus) }.filter { !$0.creditedWhereNamed }.map { normalised($0.path.value) }).sorted()
        return credits.compactMap { credit -> Diagnostic? in
            let covered = paths.filter { credit.pattern(covering: $0) != nil }
            guard let first = covered.first, let placeholder = credit.placeholder else { return nil }
            let shown = covered.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (covered.count > 3 ? " and \(covered.count - 3) more" : "")
            return Diagnostic(
                ReviewDiagnostics.placeholderMedia,
                "the release would ship \(covered.count == 1 ? "'\(first)', whose credit says it is" : "\(covered.count) media whose credit says they are") a placeholder",
                at: placeholder.range,
                notes: covered.count == 1 ? [] : [.init(message: "among them \(shown)")],
                help: "replace them with licensed media and credit those, or leave the content that names them out of the release")
        }
    }

    /// The pattern of `files` that covers a media path, if any.
    public func pattern(covering path: String) -> Located<String>? {
        let path = Self.normalised(path)
        return files.first { Self.matches($0.value, path) }
    }

    /// A path as written with `./` segments and repeated slashes taken out, as the file system
    /// reads it (`./media//a.png` is `media/a.png`).
    public static func normalised(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// Whether a path matches a pattern: segment by segment, `**` standing for any number of
    /// segments, `*` for any characters of one segment and `?` for one. Both are normalised
    /// first. The cost is at most the product of the two lengths.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = normalised(pattern).split(separator: "/").map { Array($0) }
        let pathParts = normalised(path).split(separator: "/").map { Array($0) }
        // The pattern positions reachable after each path segment: a set, not backtracking.
        func closed(_ positions: Set<Int>) -> Set<Int> {
            var result = positions, frontier = Array(positions)
            while let position = frontier.popLast() {
                // `**` may match no segment: its position reaches the one after it.
                if position < patternParts.count, patternParts[position] == ["*", "*"], result.insert(position + 1).inserted {
                    frontier.append(position + 1)
                }
            }
            return result
        }
        var reachable = closed([0])
        for part in pathParts {
            var next = Set<Int>()
            for position in reachable where position < patternParts.count {
                if patternParts[position] == ["*", "*"] {
                    next.insert(position)
                } else if segmentMatches(patternParts[position][...], part[...]) {
                    next.insert(position + 1)
                }
            }
            reachable = closed(next)
            if reachable.isEmpty { return false }
        }
        return reachable.contains(patternParts.count)
    }

    /// One segment against one pattern segment, `*` and `?` as wildcards (at most quadratic in
    /// the segment's length).
    static func segmentMatches(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        var star: (pattern: Int, text: Int)?
        var p = pattern.startIndex, t = text.startIndex
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                // A star first: a `*` in the pattern is always a wildcard, even against a `*`.
                star = (p, t)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
