import SanadDiagnostics

/// A value with the source range it was read from.
public struct Located<Value: Sendable>: Sendable {
    /// The value as read from the source.
    public var value: Value
    /// Where the value is written, for pointing diagnostics and fix-its at it.
    public var range: SourceRange

    /// `value`, read from `range` of its file.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Equatable where Value: Equatable {}

extension Located: Codable where Value: Codable {}
