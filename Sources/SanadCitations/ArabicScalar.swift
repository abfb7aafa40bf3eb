import Foundation

/// How Sanad's canonical form reads one Unicode scalar of Arabic text. Documented in
/// `docs/citations.md` ("The canonical form").
///
/// The form is canonical in Unicode's sense: the composed letters of the Arabic block are split
/// into their NFD parts (آ = ا + madda, أ = ا + hamza above, إ = ا + hamza below, ؤ = و + hamza
/// above, ئ = ي + hamza above, and ۀ ۂ ۓ), and the marks on a letter are a set, so the order
/// canonical reordering would give them does not matter. NFC, NFD and the raw Tanzil text of an
/// ayah therefore read the same.
enum ArabicScalar: Equatable {
    /// A letter: its base scalar, the letter parts composed into it, and whether it is a
    /// look-alike from another script (ی ک ہ …) read as the Arabic letter it resembles.
    case letter(base: UInt32, parts: UInt32, lookalike: Bool)
    /// A letter part on the preceding letter: hamza above or below, or madda.
    case part(UInt32)
    /// A vowel or Qur'anic pronunciation mark on the preceding letter, as a bit of `ArabicWord.marks`.
    case mark(UInt32)
    /// Tatweel: it carries marks but is not a letter; its marks join the preceding letter,
    /// unless it carries a hamza (the Uthmani ـَٔ), when it is the hamza's seat, a letter.
    case carrier
    /// Not part of the word: pause and sajdah signs, digits, punctuation, bidi and zero-width controls.
    case ignored

    /// Letter-part bits, kept above the 21 bits of a scalar value in `ArabicWord.letters`.
    static let hamzaAbove: UInt32 = 1 << 24
    static let hamzaBelow: UInt32 = 1 << 25
    static let madda: UInt32 = 1 << 26
    static let partMask: UInt32 = hamzaAbove | hamzaBelow | madda

    /// A tatweel that seats a hamza, in `ArabicWord.letters`.
    static let tatweel: UInt32 = 0x0640

    /// The Farsi yeh ی: it reads as ي or ى, whichever the text has there.
    static let farsiYeh: UInt32 = 0x06CC

    static func classify(_ value: UInt32) -> ArabicScalar {
        switch value {
        case 0x0622: return .letter(base: 0x0627, parts: madda, lookalike: false)
        case 0x0623: return .letter(base: 0x0627, parts: hamzaAbove, lookalike: false)
        case 0x0624: return .letter(base: 0x0648, parts: hamzaAbove, lookalike: false)
        case 0x0625: return .letter(base: 0x0627, parts: hamzaBelow, lookalike: false)
        case 0x0626: return .letter(base: 0x064A, parts: hamzaAbove, lookalike: false)
        case 0x06C0: return .letter(base: 0x0647, parts: hamzaAbove, lookalike: true)  // ۀ, Persian heh with yeh
        case 0x06C2: return .letter(base: 0x0647, parts: hamzaAbove, lookalike: true)  // ۂ, heh goal with hamza
        case 0x06D3: return .letter(base: 0x064A, parts: hamzaAbove, lookalike: true)  // ۓ, yeh barree with hamza
        case 0x0653: return .part(madda)
        case 0x0654: return .part(hamzaAbove)
        case 0x0655: return .part(hamzaBelow)
        case 0x0640: return .carrier
        case 0x064B...0x0652: return .mark(1 << (value - 0x064B))           // tanween, fatha, damma, kasra, shadda, sukun
        case 0x06E1: return .mark(1 << 7)                                    // Qur'anic sukun, the same mark as U+0652
        case 0x08F0...0x08F2: return .mark(1 << (value - 0x08F0))           // open tanween, the same marks as U+064B–U+064D
        case 0x0656...0x065F: return .mark(1 << (value - 0x0656 + 8))       // subscript alef, inverted damma, …
        case 0x0670: return .mark(1 << 18)                                   // superscript (dagger) alef
        case 0x06DF...0x06E0: return .mark(1 << (value - 0x06DF + 19))
        case 0x06E2...0x06E8: return .mark(1 << (value - 0x06E2 + 21))      // small high meem, small waw and yeh, …
        case 0x06EA...0x06ED: return .mark(1 << (value - 0x06EA + 28))
        case 0x06D6...0x06DE, 0x06E9: return .ignored                        // pause marks, end of ayah, rub el hizb, sajdah
        case 0x0660...0x0669, 0x06F0...0x06F9, 0x30...0x39: return .ignored  // digits (ayah numbers)
        case 0x09...0x0D, 0x20, 0x85, 0xA0: return .ignored
        case 0x060C, 0x061B, 0x061F, 0x06D4, 0x066A...0x066D, 0xFD3E, 0xFD3F, 0x00AB, 0x00BB: return .ignored
        case 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF, 0x034F: return .ignored
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E, 0x2018...0x201F: return .ignored
        case farsiYeh: return .letter(base: farsiYeh, parts: 0, lookalike: true)
        case 0x06A9, 0x06AA: return .letter(base: 0x0643, parts: 0, lookalike: true)  // keheh, swash kaf → ك
        case 0x06C1, 0x06BE, 0x06D5: return .letter(base: 0x0647, parts: 0, lookalike: true)  // heh goal, heh doachashmee, ae → ه
        case 0x06C3: return .letter(base: 0x0629, parts: 0, lookalike: true)  // teh marbuta goal → ة
        case 0x06D0: return .letter(base: 0x064A, parts: 0, lookalike: true)  // yeh E → ي
        // The letters hamza to ghain and feh to yeh: each its own letter (general category Lo), answered
        // before any Unicode property is looked up (the cases above take their variants first).
        case 0x0621...0x063A, 0x0641...0x064A: return .letter(base: value, parts: 0, lookalike: false)
        default:
            // Other marks (small high signs U+0610–U+061A, extended Arabic marks, variation
            // selectors) are not letters: ignored, so a quotation does not gain a letter.
            guard let scalar = Unicode.Scalar(value) else { return .letter(base: value, parts: 0, lookalike: false) }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark, .format: return .ignored
            default: return .letter(base: value, parts: 0, lookalike: false)
            }
        }
    }

    /// Arabic presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF), as PDFs and old fonts produce
    /// them: look-alikes of the letters their compatibility decomposition gives.
    static func isPresentationForm(_ value: UInt32) -> Bool {
        (0xFB50...0xFDFF).contains(value) && value != 0xFD3E && value != 0xFD3F || (0xFE70...0xFEFC).contains(value)
    }

    /// The scalars a presentation form stands for (its NFKD), e.g. ﻻ → ل ا.
    static func presentationLetters(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        Array(String(Character(scalar)).decomposedStringWithCompatibilityMapping.unicodeScalars)
    }

    /// The Arabic text a presentation form stands for: its NFKC without the space a mark form
    /// decomposes with, Persian letters made Arabic (ی as ي until the compared text says ى).
    static func presentationText(_ scalar: Unicode.Scalar) -> (text: String, farsiYeh: Bool) {
        // By scalars: a space and the mark after it are one Character.
        var scalars = Array(String(Character(scalar)).precomposedStringWithCompatibilityMapping.unicodeScalars)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        var result = String.UnicodeScalarView(), farsiYeh = false
        for scalar in scalars {
            if case .letter(let base, let parts, true) = classify(scalar.value) {
                farsiYeh = farsiYeh || base == Self.farsiYeh
                result.append(contentsOf: arabicText(base: base, parts: parts).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return (String(result), farsiYeh)
    }

    /// The Arabic letter for a base and its parts, composed (ا with hamza above is أ).
    static func arabicText(base: UInt32, parts: UInt32) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(Unicode.Scalar(base == farsiYeh ? 0x064A : base)!)
        if parts & hamzaAbove != 0 { scalars.append("\u{0654}") }
        if parts & hamzaBelow != 0 { scalars.append("\u{0655}") }
        if parts & madda != 0 { scalars.append("\u{0653}") }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// Whether a scalar is in one of the Arabic blocks (letters, marks, presentation forms).
    static func isArabic(_ value: UInt32) -> Bool {
        (0x0600...0x06FF).contains(value) || (0x0750...0x077F).contains(value) || (0x08A0...0x08FF).contains(value)
            || (0xFB50...0xFDFF).contains(value) || (0xFE70...0xFEFC).contains(value)
    }
}
