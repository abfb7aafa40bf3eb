import CLibXML2

/// The one place libxml2's external-entity loader is set: every parse in Sanad (Tanzil texts,
/// imported XLIFF) refuses to load anything from outside the bytes it was given.
public enum XMLSafety {
    private static let installed: Void = { xmlSetExternalEntityLoader { _, _, _ in nil } }()

    /// Installs the refusing loader (once; later calls do nothing).
    public static func refuseExternalEntities() { _ = installed }
}
