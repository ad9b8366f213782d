/// Display width of text in terminal columns, computed from Unicode data alone
/// (never the C locale), so headless frames match the terminal on every machine.
///
/// A grapheme cluster is as wide as its base: 2 for East Asian wide and fullwidth
/// characters and emoji shown as emoji, 0 for a lone combining mark or a control, else 1.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        if character.isASCII {
            let v = character.asciiValue!
            return (v < 0x20 || v == 0x7F) ? 0 : 1
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        if scalars.contains(where: { $0.value == 0x200D }) && first.properties.isEmoji { return 2 }
        return of(first)
    }

    /// True for a cluster whose width terminals disagree on, so that a terminal may advance
    /// its cursor by more or fewer columns than `of(_:)` says: an emoji sequence (a variation
    /// selector 16 as in `❤️`, a zero-width joiner, a skin-tone modifier as in `👍🏽`, a keycap,
    /// tag characters) or regional indicators (flags, `🇯🇵`). Combining marks (`é` as `e` and
    /// U+0301) and East Asian wide characters are not disputed: terminals agree on them.
    public static func isDisputed(_ character: Character) -> Bool {
        if character.isASCII { return false }
        var first = true
        for scalar in character.unicodeScalars {
            let v = scalar.value
            if v >= 0x1F1E6 && v <= 0x1F1FF { return true }
            if !first
                && (v == 0xFE0F || v == 0x200D || v == 0x20E3 || (v >= 0x1F3FB && v <= 0x1F3FF)
                    || (v >= 0xE0020 && v <= 0xE007F))
            {
                return true
            }
            first = false
        }
        return false
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v >= 0x1160 && v <= 0x11FF { return 0 }  // Hangul medial vowels and final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(v) ? 2 : 1
    }

    public static func of(_ text: some StringProtocol) -> Int { width(of: text) }
    /// Concrete overloads, so callers in other modules run code specialized for their type.
    public static func of(_ text: String) -> Int { width(of: text) }
    public static func of(_ text: Substring) -> Int { width(of: text) }

    private static func width<S: StringProtocol>(of text: S) -> Int {
        if let ascii = asciiWidth(text.utf8) { return ascii }
        if let standalone = standaloneWidth(text.unicodeScalars) { return standalone }
        var total = 0
        for c in text { total += of(c) }
        return total
    }

    /// The width of text whose every scalar is a character of its own (`isStandalone`), a
    /// scalar at a time, or nil when it holds any other: arrows, dashes and symbols (the
    /// footer's `↑↓ ⏎`) measured without forming grapheme clusters, which costs several times more.
    @inline(__always)
    static func standaloneWidth(_ scalars: some Sequence<Unicode.Scalar>) -> Int? {
        var n = 0
        for s in scalars {
            guard isStandalone(s) else { return nil }
            n += width(ofStandalone: s)
        }
        return n
    }

    /// `of(_:)` for a standalone scalar, without reading its Unicode properties: none of them
    /// is a mark or a format character, and the wide ones (`⌚`, `⭐`) are all in `wideRanges`.
    @inline(__always)
    static func width(ofStandalone scalar: Unicode.Scalar) -> Int {
        scalar.value >= 0x2100 && isWide(scalar.value) ? 2 : 1
    }

    /// True for a scalar that never joins its neighbours in a grapheme cluster, whatever they
    /// are, and is not a control: printable ASCII, Latin-1 and the Latin extensions up to the
    /// combining marks (U+00A0–U+02FF), general punctuation outside its joiners, marks and
    /// controls, super- and subscripts and currency (U+2070–U+20CF), and the symbol blocks from
    /// letterlike symbols to miscellaneous symbols and arrows (U+2100–U+2BFF). Text made of
    /// them is as wide as the sum of its scalars, as `of(_:)` of each character says
    /// (`DisplayWidthTests` checks every one of them).
    @inline(__always)
    static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF: true
        default: false
        }
    }

    /// The width of printable ASCII text (one column a byte), or nil when `bytes` holds
    /// anything else: the common case, measured without forming characters.
    @inline(__always)
    static func asciiWidth(_ bytes: some Sequence<UInt8>) -> Int? {
        var n = 0
        for b in bytes {
            guard b >= 0x20 && b < 0x7F else { return nil }
            n += 1
        }
        return n
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, Unicode 15.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ v: UInt32) -> Bool {
        var lo = 0, hi = wideRanges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = wideRanges[mid]
            if v < r.lowerBound { hi = mid - 1 } else if v > r.upperBound { lo = mid + 1 } else { return true }
        }
        return false
    }

    /// The longest prefix of `text` that fits in `columns`, with `…` when cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        if columns <= 0 { return "" }
        if of(text) <= columns { return text }
        var out = "", used = 0
        for c in text {
            let w = of(c)
            if used + w > columns - 1 { break }
            out.append(c); used += w
        }
        return out + "…"
    }

    /// `text` padded with spaces (or cut) to exactly `columns`.
    public static func pad(_ text: String, to columns: Int) -> String {
        let t = truncate(text, to: columns)
        return t + String(repeating: " ", count: max(0, columns - of(t)))
    }
}
