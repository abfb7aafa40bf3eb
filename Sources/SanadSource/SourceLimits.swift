/// The hard limits of the front end. Each protects against inputs that would make a parser slow
/// or exhaust memory; each has a test at its boundary.
public enum SourceLimits {
    /// The largest source file read, in bytes (1 MiB).
    public static let maxFileBytes = 1 << 20
    /// The largest XLIFF file `sanad l10n import` reads, in bytes (64 MiB): one file holds a
    /// whole project's texts in a locale, and libxml2 parses it in linear time.
    public static let maxXLIFFBytes = 64 << 20
    /// The deepest nesting of YAML mappings and sequences (libyaml 0.2.5 has no limit of its own).
    public static let maxYAMLDepth = 64
    /// The longest YAML scalar, in bytes.
    public static let maxScalarBytes = 64 * 1024
    /// The largest Markdown body, in bytes (cmark-gfm 0.29 has quadratic inputs).
    public static let maxMarkdownBodyBytes = 64 * 1024
    /// The most container markers (`>`, `-`, `*`, `+`, `1.`) allowed at the start of one line.
    public static let maxLeadingContainerMarkers = 16
}
