import Foundation
import SanadCompiler

/// The Arabic font the preview carries (Amiri, SIL Open Font License 1.1; see
/// `third_party/amiri/README.md`), so that Qur'an and hadith text, the end-of-ayah marks with
/// their numbers, and ﷺ in an English sentence show on a machine with no Arabic font. An
/// installed Amiri is used first; the carried one only for Arabic characters, so that Latin text
/// keeps the page's own font.
public enum PreviewFont {
    /// Where the site holds the font, relative to its root.
    public static let path = "fonts/Amiri-Regular.ttf"
    /// Where the site holds the font's licence, beside it.
    public static let licencePath = "fonts/OFL.txt"

    /// The font file's bytes.
    public static let bytes: [UInt8] = {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { preconditionFailure("the embedded font is not Base64") }
        return [UInt8](data)
    }()

    /// The `@font-face` rule for a page `depth` folders below the site's root (`/` for a page
    /// that may be served at any path, as the error page is), limited to the Arabic blocks.
    static func face(depth: Int?) -> String {
        let url = depth.map { String(repeating: "../", count: $0) + path } ?? "/" + path
        return """
            @font-face { font-family: "Amiri"; src: local("Amiri"), local("Amiri Regular"), url("\(url)") format("truetype"); font-display: swap; \
            unicode-range: U+0600-06FF, U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFF; }
            """
    }

    /// The files the font brings to a site: the font and its licence.
    static var files: [String: [UInt8]] { [path: bytes, licencePath: Array(licence.utf8)] }
}
