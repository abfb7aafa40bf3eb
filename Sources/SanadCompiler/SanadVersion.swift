/// The version of the Sanad tool (not of the bundle format or of any content).
public enum SanadVersion {
    public static let current = "0.1.0"
}
