/// A value with an empty state (`init()`), which `Sparse` stores as nothing.
public protocol SparseValue: Equatable, Sendable {
    /// The empty value: every field unset.
    init()
}

/// Stores a value out of line, behind one reference, and stores nothing at all for its empty
/// value. The rarely set fields of a type there are many of (a `Block`'s image, table and citation
/// fields; a link's address) take eight bytes in each value that leaves them empty, so a lesson's
/// blocks take a third of the memory they would hold inline, in the compiler and in an app.
///
/// The wrapped value reads and writes like a stored one (the wire codecs reach it as the field
/// it wraps); each write of a non-empty value makes a new box, which is never shared mutably.
@propertyWrapper
public struct Sparse<Value: SparseValue>: Sendable, Equatable {
    /// The box a non-empty value lives in.
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    /// Holds `wrappedValue`: nothing when it is empty.
    public init(wrappedValue: Value) {
        box = wrappedValue == Value() ? nil : Box(wrappedValue)
    }

    /// The value: the empty one when nothing is held.
    public var wrappedValue: Value {
        get { box?.value ?? Value() }
        set { box = newValue == Value() ? nil : Box(newValue) }
    }

    /// Whether two hold equal values.
    public static func == (lhs: Sparse, rhs: Sparse) -> Bool {
        lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
    }
}
