/// The version of the Sanad tool (not of the bundle format or of any content).
public enum SanadVersion {
    /// The tool's version: what `sanad --version` prints, JSON and SARIF reports name, and build caches key on.
    public static let current = "0.1.0"
}
