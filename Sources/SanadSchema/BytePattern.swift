/// A schema `pattern` decided over a string's UTF-8 bytes, for the kinds of pattern Sanad's
/// schemas use: `^` and `$`, ASCII literals and escaped punctuation, classes of ASCII characters
/// and ranges, groups with alternatives, and the quantifiers `?`, `*`, `+`, `{n}`, `{n,}` and
/// `{n,m}`. It answers whether `NSRegularExpression` (ICU) finds a match, `$` included: ICU's `$`
/// also matches before a line terminator that ends the text.
///
/// Every thread of the pattern's automaton runs at once (a Pike VM), so no pattern backtracks: a
/// text costs its length times the pattern's size. A pattern outside these kinds (`.`, `\d`, a
/// negated class, a lookaround, a lazy or possessive quantifier, a non-ASCII character) is left
/// to ICU: `init` returns nil. ICU is the reference; a test holds the two to the same answers.
struct BytePattern: Sendable {
    /// A set of bytes, one bit each.
    struct ByteSet: Sendable, Equatable {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        static func == (lhs: ByteSet, rhs: ByteSet) -> Bool { lhs.words == rhs.words }

        mutating func insert(_ byte: UInt8) {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: return words.0 & bit != 0
            case 1: return words.1 & bit != 0
            case 2: return words.2 & bit != 0
            default: return words.3 & bit != 0
            }
        }

        /// The ASCII bytes in the set, in order.
        var members: [UInt8] { (0..<128).map(UInt8.init).filter(contains) }
    }

    /// A parsed pattern.
    indirect enum Node: Sendable, Equatable {
        case bytes(ByteSet)
        case sequence([Node])
        case alternatives([Node])
        /// A node repeated at least `min` and at most `max` times (nil: without bound).
        case repeated(Node, min: Int, max: Int?)
        /// `^`: the start of the text.
        case start
        /// `$`: the end of the text, or before a line terminator that ends it.
        case end
    }

    enum Instruction: Sendable {
        case byte(ByteSet)
        case split(Int, Int)
        case jump(Int)
        case start
        case end
        case match
    }

    /// The parsed pattern (for tests).
    let node: Node
    let program: [Instruction]
    /// Whether every path begins with `^`: threads start at the text's start only.
    let anchored: Bool

    /// The most instructions a pattern may compile to (counted repetitions are copied out).
    static let instructionLimit = 4096

    /// The pattern as a byte matcher, or nil when it is not of the kinds above.
    init?(_ source: String) {
        var parser = Parser(bytes: Array(source.utf8))
        guard let node = parser.alternatives(), parser.index == parser.bytes.count,
            Self.size(of: node) <= Self.instructionLimit else { return nil }
        var compiler = Compiler()
        guard compiler.emit(node) else { return nil }
        compiler.program.append(.match)
        guard compiler.program.count <= Self.instructionLimit else { return nil }
        self.node = node
        program = compiler.program
        anchored = Self.startsAnchored(node)
    }

    /// How many instructions `node` compiles to, counted without compiling it (at most one more
    /// than the limit): a repetition of a body that compiles to nothing is nothing.
    static func size(of node: Node) -> Int {
        let cap = instructionLimit + 1
        switch node {
        case .bytes, .start, .end: return 1
        case .sequence(let nodes): return min(cap, nodes.reduce(0) { min(cap, $0 + size(of: $1)) })
        case .alternatives(let options): return min(cap, options.reduce(2 * (options.count - 1)) { min(cap, $0 + size(of: $1)) })
        case .repeated(let body, let low, let high):
            let each = size(of: body)
            guard each > 0 else { return 0 }
            let required = low.multipliedReportingOverflow(by: each)
            let optional = high.map { ($0 - low).multipliedReportingOverflow(by: each + 1) } ?? (partialValue: each + 2, overflow: false)
            guard !required.overflow, !optional.overflow else { return cap }
            return min(cap, required.partialValue + optional.partialValue)
        }
    }

    private static func startsAnchored(_ node: Node) -> Bool {
        switch node {
        case .start: return true
        case .sequence(let nodes): return nodes.first.map(startsAnchored) ?? false
        case .alternatives(let nodes): return !nodes.isEmpty && nodes.allSatisfy(startsAnchored)
        default: return false
        }
    }

    /// Whether the pattern matches somewhere in `string`.
    func matches(_ string: String) -> Bool {
        var text = string
        return text.withUTF8 { run($0) }
    }

    private func run(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var current: [Int] = [], next: [Int] = []
        current.reserveCapacity(program.count)
        next.reserveCapacity(program.count)
        var seen = [Int](repeating: -1, count: program.count)
        var stack: [Int] = []
        var list = 0
        // Adds the threads `pc` leads to without reading a byte, at `position`; true on a match.
        func add(_ pc: Int, at position: Int, to threads: inout [Int]) -> Bool {
            stack.append(pc)
            while let pc = stack.popLast() {
                guard seen[pc] != list else { continue }
                seen[pc] = list
                switch program[pc] {
                case .byte: threads.append(pc)
                case .split(let first, let second):
                    stack.append(second)
                    stack.append(first)
                case .jump(let target): stack.append(target)
                case .start: if position == 0 { stack.append(pc + 1) }
                case .end: if Self.endsHere(text, at: position) { stack.append(pc + 1) }
                case .match:
                    stack.removeAll(keepingCapacity: true)
                    return true
                }
            }
            return false
        }
        if add(0, at: 0, to: &current) { return true }
        for position in 0..<text.count {
            if anchored, current.isEmpty { return false }
            list += 1
            next.removeAll(keepingCapacity: true)
            let byte = text[position]
            for pc in current {
                guard case .byte(let set) = program[pc], set.contains(byte) else { continue }
                if add(pc + 1, at: position + 1, to: &next) { return true }
            }
            // A match may begin at any byte (ICU searches the text).
            if !anchored, add(0, at: position + 1, to: &next) { return true }
            swap(&current, &next)
        }
        return false
    }

    /// ICU's `$` without multi-line mode: the end of the text, or a line terminator that ends it
    /// (LF, VT, FF, CR, CR LF, NEL, LS, PS).
    static func endsHere(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let rest = text.count - position
        if rest == 0 { return true }
        let first = text[position]
        switch rest {
        // A LF after a CR is the end of a CR LF: `$` matches before the CR, not between the two.
        case 1: return (0x0A...0x0D).contains(first) && !(first == 0x0A && position > 0 && text[position - 1] == 0x0D)
        case 2: return (first == 0x0D && text[position + 1] == 0x0A) || (first == 0xC2 && text[position + 1] == 0x85)
        case 3: return first == 0xE2 && text[position + 1] == 0x80 && (text[position + 2] == 0xA8 || text[position + 2] == 0xA9)
        default: return false
        }
    }

    /// A recursive-descent parser of the pattern kinds above; nil for anything else.
    struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// How many groups are open; deeper nesting than `depthLimit` is left to ICU (parsing and
        /// compiling recurse once per group).
        var depth = 0
        static let depthLimit = 32

        /// Punctuation that stands for itself when escaped outside a class.
        static let escapable = Set("\\.+*?()[]{}|^$/-".utf8)
        /// Characters with a meaning outside a class.
        static let special = Set("\\.+*?()[]{}|^$".utf8)
        /// Characters a class may hold as themselves besides letters and digits (ICU's sets give
        /// `[`, `&`, `$`, `{` and `^` meanings of their own: those are left to ICU).
        static let classPunctuation = Set("+#/._*:@!,;=%' ".utf8)

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func alternatives() -> Node? {
            var options: [Node] = []
            repeat {
                guard let sequence = sequence() else { return nil }
                options.append(sequence)
            } while eat(UInt8(ascii: "|"))
            return options.count == 1 ? options[0] : .alternatives(options)
        }

        mutating func sequence() -> Node? {
            var nodes: [Node] = []
            while let byte = peek, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                guard let atom = atom() else { return nil }
                guard let quantified = quantified(atom) else { return nil }
                nodes.append(quantified)
            }
            return .sequence(nodes)
        }

        mutating func eat(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        mutating func atom() -> Node? {
            guard let byte = peek, byte < 0x80 else { return nil }
            index += 1
            switch byte {
            case UInt8(ascii: "^"): return .start
            case UInt8(ascii: "$"): return .end
            case UInt8(ascii: "("):
                guard peek != UInt8(ascii: "?"), depth < Self.depthLimit else { return nil }
                depth += 1
                defer { depth -= 1 }
                guard let inner = alternatives(), eat(UInt8(ascii: ")")) else { return nil }
                return inner
            case UInt8(ascii: "["): return characterClass()
            case UInt8(ascii: "\\"):
                guard let escaped = peek, Self.escapable.contains(escaped) else { return nil }
                index += 1
                return .bytes(Self.set([escaped]))
            default:
                guard byte >= 0x20, byte != 0x7F, !Self.special.contains(byte) else { return nil }
                return .bytes(Self.set([byte]))
            }
        }

        mutating func characterClass() -> Node? {
            // `[:alpha:]` is a property set in ICU.
            guard peek != UInt8(ascii: ":") else { return nil }
            var set = ByteSet()
            var first = true
            while true {
                guard let byte = peek, byte < 0x80 else { return nil }
                index += 1
                if byte == UInt8(ascii: "]"), !first { return .bytes(set) }
                var low = byte
                if byte == UInt8(ascii: "\\") {
                    guard let escaped = peek, Self.escapable.contains(escaped) else { return nil }
                    index += 1
                    low = escaped
                } else if byte == UInt8(ascii: "-") {
                    // A dash stands for itself first or last in the class only.
                    guard first || peek == UInt8(ascii: "]") else { return nil }
                    set.insert(byte)
                    first = false
                    continue
                } else {
                    guard Self.isClassMember(byte) else { return nil }
                }
                first = false
                if peek == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]") {
                    index += 1
                    guard let high = peek, Self.isClassMember(high), high >= low, Self.isAlphanumeric(low) == Self.isAlphanumeric(high) else { return nil }
                    index += 1
                    for member in low...high { set.insert(member) }
                } else {
                    set.insert(low)
                }
            }
        }

        static func isAlphanumeric(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        static func isClassMember(_ byte: UInt8) -> Bool { isAlphanumeric(byte) || classPunctuation.contains(byte) }

        mutating func quantified(_ atom: Node) -> Node? {
            let bounds: (min: Int, max: Int?)
            switch peek {
            case UInt8(ascii: "?"): bounds = (0, 1)
            case UInt8(ascii: "*"): bounds = (0, nil)
            case UInt8(ascii: "+"): bounds = (1, nil)
            case UInt8(ascii: "{"):
                index += 1
                guard let low = number() else { return nil }
                var high: Int? = low
                if eat(UInt8(ascii: ",")) { high = peek == UInt8(ascii: "}") ? nil : number() ?? -1 }
                guard eat(UInt8(ascii: "}")), high.map({ $0 >= low }) ?? true else { return nil }
                index -= 1
                bounds = (low, high)
            default: return atom
            }
            index += 1
            // Lazy (`*?`) and possessive (`*+`) forms, and a quantified anchor, are left to ICU.
            if let byte = peek, byte == UInt8(ascii: "?") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "{") { return nil }
            if atom == .start || atom == .end { return nil }
            return .repeated(atom, min: bounds.min, max: bounds.max)
        }

        mutating func number() -> Int? {
            var value = 0, digits = 0
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 4 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            return digits > 0 && !(peek.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false) ? value : nil
        }

        static func set(_ bytes: [UInt8]) -> ByteSet {
            var set = ByteSet()
            for byte in bytes { set.insert(byte) }
            return set
        }
    }

    /// Thompson's construction: the program of a node.
    struct Compiler {
        var program: [Instruction] = []

        /// Emits `node`; false when the program grows past the limit.
        mutating func emit(_ node: Node) -> Bool {
            guard program.count <= BytePattern.instructionLimit else { return false }
            switch node {
            case .bytes(let set): program.append(.byte(set))
            case .start: program.append(.start)
            case .end: program.append(.end)
            case .sequence(let nodes):
                for node in nodes { guard emit(node) else { return false } }
            case .alternatives(let options):
                var jumps: [Int] = []
                for (index, option) in options.enumerated() {
                    if index < options.count - 1 {
                        let split = program.count
                        program.append(.split(split + 1, -1))
                        guard emit(option) else { return false }
                        jumps.append(program.count)
                        program.append(.jump(-1))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        guard emit(option) else { return false }
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let body, let min, let max):
                // `init` has counted the copies (`size(of:)`); a body of no instructions has none.
                guard BytePattern.size(of: body) > 0 else { return true }
                for _ in 0..<min { guard emit(body) else { return false } }
                if let max {
                    // Each further copy is optional: `x{1,3}` is `x x? x?`.
                    for _ in min..<max {
                        let split = program.count
                        program.append(.split(split + 1, -1))
                        guard emit(body) else { return false }
                        program[split] = .split(split + 1, program.count)
                    }
                } else {
                    let split = program.count
                    program.append(.split(split + 1, -1))
                    guard emit(body) else { return false }
                    program.append(.jump(split))
                    program[split] = .split(split + 1, program.count)
                }
            }
            return program.count <= BytePattern.instructionLimit
        }
    }
}
