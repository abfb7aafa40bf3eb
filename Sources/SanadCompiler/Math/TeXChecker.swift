import SanadDiagnostics

/// Reads a formula's TeX and reports what a renderer of a `TeXSubset` could not typeset:
/// unbalanced braces, unknown commands and control symbols, and environments that are unknown
/// or not closed in order. It never changes the TeX.
public enum TeXChecker {
    /// A problem in a formula, at UTF-8 offsets into its TeX.
    public struct Problem: Sendable, Equatable {
        /// What is wrong, worded for the diagnostic ("this '}' closes no '{'").
        public var message: String
        /// Where the problem is, in UTF-8 offsets into the formula's TeX.
        public var range: Range<Int>
        /// How to fix it, when there is advice to give (nil otherwise).
        public var help: String?
        /// The TeX that a "did you mean" offers in place of the range, if any.
        public var replacement: String?

        /// A problem at `range` of the TeX, with optional help and "did you mean" replacement.
        public init(message: String, range: Range<Int>, help: String? = nil, replacement: String? = nil) {
            self.message = message
            self.range = range
            self.help = help
            self.replacement = replacement
        }
    }

    /// The problems in `tex`, in order.
    public static func problems(in tex: String, subset: TeXSubset) -> [Problem] {
        let bytes = Array(tex.utf8)
        var problems: [Problem] = []
        var braces: [Int] = []
        var environments: [(name: String, range: Range<Int>)] = []
        var index = 0
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "%"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "$"):
                problems.append(Problem(message: "a '$' inside a formula", range: index..<index + 1,
                                        help: "a formula ends at its closing '$'; write '\\$' for a dollar sign"))
                index += 1
            case UInt8(ascii: "{"):
                braces.append(index)
                index += 1
            case UInt8(ascii: "}"):
                if braces.popLast() == nil {
                    problems.append(Problem(message: "this '}' closes no '{'", range: index..<index + 1, help: "remove it, or open the group it closes"))
                }
                index += 1
            case UInt8(ascii: "\\"):
                var end = index + 1
                while end < bytes.count, isLetter(bytes[end]) { end += 1 }
                if end == index + 1 {
                    guard end < bytes.count else {
                        problems.append(Problem(message: "the formula ends with a lone backslash", range: index..<end, help: "remove it, or write '\\\\' for a line break"))
                        index = end
                        continue
                    }
                    // The character after the backslash, whole (a non-ASCII one takes several bytes).
                    var after = end + 1
                    while after < bytes.count, bytes[after] & 0xC0 == 0x80 { after += 1 }
                    let symbol = String(decoding: bytes[end..<after], as: UTF8.self)
                    if !(symbol.count == 1 && TeXSubset.controlSymbols.contains(symbol.first!)) {
                        problems.append(Problem(message: "'\\\(symbol)' is not a control symbol the apps can typeset", range: index..<after,
                                                help: "spacing is '\\,' '\\;' '\\quad'; a literal character is escaped only if it is one of { } $ % & # _"))
                    }
                    index = after
                    continue
                }
                let name = String(decoding: bytes[index + 1..<end], as: UTF8.self)
                if !subset.commands.contains(name) {
                    let close = Suggestion.closest(to: name, in: subset.commands.sorted()).map { "\\" + $0 }
                    problems.append(Problem(message: "'\\\(name)' is not a TeX command the apps can typeset", range: index..<end,
                                            help: close.map { "did you mean '\($0)'?" } ?? "declare it under 'math: commands:' in sanad.yaml if the apps can render it",
                                            replacement: close))
                } else if name == "begin" || name == "end" {
                    let argument = environmentName(bytes, from: end)
                    guard let argument else {
                        problems.append(Problem(message: "'\\\(name)' names no environment", range: index..<end, help: "write '\\\(name){matrix}'"))
                        index = end
                        continue
                    }
                    let range = index..<argument.end
                    if name == "begin" {
                        if !subset.environments.contains(argument.name) {
                            let close = Suggestion.closest(to: argument.name, in: subset.environments.sorted())
                            problems.append(Problem(message: "'\(argument.name)' is not an environment the apps can typeset", range: range,
                                                    help: close.map { "did you mean '\($0)'?" } ?? "declare it under 'math: environments:' in sanad.yaml if the apps can render it",
                                                    replacement: close.map { "\\begin{\($0)}" }))
                        }
                        environments.append((argument.name, range))
                    } else if let open = environments.popLast() {
                        if open.name != argument.name {
                            problems.append(Problem(message: "'\\end{\(argument.name)}' closes '\\begin{\(open.name)}'", range: range, help: "write '\\end{\(open.name)}'"))
                        }
                    } else {
                        problems.append(Problem(message: "'\\end{\(argument.name)}' ends no environment", range: range, help: "remove it, or begin the environment with '\\begin{\(argument.name)}'"))
                    }
                    index = argument.end
                    continue
                }
                index = end
            default:
                index += 1
            }
        }
        for open in braces {
            problems.append(Problem(message: "unbalanced brace: this '{' is never closed", range: open..<open + 1, help: "close the group with '}'"))
        }
        for open in environments {
            problems.append(Problem(message: "'\\begin{\(open.name)}' is never ended", range: open.range, help: "end it with '\\end{\(open.name)}'"))
        }
        return problems.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// `{name}` right after `\begin` or `\end` (spaces allowed before it).
    private static func environmentName(_ bytes: [UInt8], from start: Int) -> (name: String, end: Int)? {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
        let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        return name.isEmpty ? nil : (String(name.filter { $0 != " " }), close + 1)
    }
}
