import SanadDiagnostics
import SanadSource

/// The learner texts of one file, as its kind's lowering reads them: a Markdown field's compiled
/// body is taken from here, found by where its value is written, never compiled a second time.
public struct LearnerTexts: Sendable {
    /// The texts in the order their fields are declared.
    public let all: [LearnerText]
    private let byStart: [Int: Int]

    init(_ texts: [LearnerText]) {
        all = texts
        var byStart: [Int: Int] = [:]
        for (index, text) in texts.enumerated() where text.body != nil { byStart[text.range.start] = index }
        self.byStart = byStart
    }

    /// The compiled body of the Markdown value written at `node`, if it is one of the file's texts.
    public func body(at node: Node?) -> CompiledBody? {
        guard let node, let index = byStart[node.range.start], all[index].range.file === node.range.file else { return nil }
        return all[index].body
    }

    /// The compiled bodies of the Markdown values of a list of strings, in order.
    public func bodies(at node: Node?) -> [CompiledBody] { (node?.elements ?? []).compactMap { body(at: $0) } }

    /// The text at a key (`body`, `title`), if there is one.
    public subscript(key: String) -> LearnerText? { all.first { $0.key == key } }
}
