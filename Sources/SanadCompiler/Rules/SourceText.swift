import SanadDiagnostics

/// A source file's whole text, a rule subject for checks that read every text channel of every
/// kind alike: whatever a kind adds, its text is in one of its files. The pipeline offers each
/// file once (a file of several models, such as achievements.yaml, is not checked twice).
public struct SourceText: Sendable {
    public var file: SourceFile
    public var kind: SourceKind

    public init(file: SourceFile, kind: SourceKind) {
        self.file = file
        self.kind = kind
    }
}
