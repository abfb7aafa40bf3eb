import SanadDiagnostics
import Foundation
import SanadSource

/// RFC 6901 JSON Pointer evaluation over a `Node` tree.
enum JSONPointer {
    /// The node `pointer` (e.g. `/$defs/a~1b/0`) designates inside `root`, or `nil`.
    static func evaluate(_ pointer: String, in root: Node) -> Node? {
        guard !pointer.isEmpty else { return root }
        guard pointer.hasPrefix("/") else { return nil }
        var node = root
        for rawToken in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = rawToken.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch node.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == token }) else { return nil }
                node = member.value
            case .array(let elements):
                guard let index = Int(token), index >= 0, index < elements.count,
                    token == "0" || !token.hasPrefix("0") else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }
}

extension Substring {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        String(self).replacingAll(target, with: replacement)
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
