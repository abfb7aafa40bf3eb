/// What a build found at a path (`BuildInputs.state(of:)`), held compactly: a regular file's
/// SHA-256 as 32 bytes rather than as the 69 characters of its text (`file <hex>`), which most
/// states are; any other state (a link, a folder, a file that could not be read) as its text.
enum FileState: Equatable, Sendable {
    /// A regular file with this SHA-256 (four big-endian words).
    case file(UInt64, UInt64, UInt64, UInt64)
    /// Any other state, as `BuildInputs` writes it.
    case other(String)

    /// The state whose text `BuildInputs` wrote.
    init(_ text: String) {
        self = Self.file(text.utf8) ?? .other(text)
    }

    /// The state in the bytes a states file wrote.
    init<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) {
        self = Self.file(bytes) ?? .other(String(decoding: bytes, as: UTF8.self))
    }

    /// `file <64 lower-case hex digits>` as a digest, else nil.
    private static func file<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> FileState? {
        guard utf8.count == 69, utf8.starts(with: "file ".utf8) else { return nil }
        var a: UInt64 = 0, b: UInt64 = 0, c: UInt64 = 0, d: UInt64 = 0
        for (offset, byte) in utf8.dropFirst(5).enumerated() {
            let value: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
            switch offset / 16 {
            case 0: a = a << 4 | value
            case 1: b = b << 4 | value
            case 2: c = c << 4 | value
            default: d = d << 4 | value
            }
        }
        return .file(a, b, c, d)
    }

    /// The text `BuildInputs` writes for the state.
    var text: String {
        switch self {
        case .other(let text): return text
        case .file(let a, let b, let c, let d):
            let digits = Array("0123456789abcdef".utf8)
            var bytes = Array("file ".utf8)
            bytes.reserveCapacity(69)
            for word in [a, b, c, d] {
                for shift in stride(from: 60, through: 0, by: -4) { bytes.append(digits[Int(word >> UInt64(shift) & 0xF)]) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
