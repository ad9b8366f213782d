import Foundation

/// Money in US dollars — every amount in the Ledger is — written the way a locale writes
/// US dollars: the locale changes the separators and where the currency goes, never the
/// currency (`en_US` → `$1,234.50`, `fr_FR` → `1 234,50 $US`, `ja_JP` → `$1,234.50`).
/// The one rule: this is what Foundation's `Decimal.FormatStyle.Currency(code: "USD",
/// locale:)` writes (a test compares the two for every locale the app offers), spelled out
/// here so that formatting a row does not load ICU's locale data at run time.
///
/// It lives in `Lessons`, the lower of the app's two modules: the lessons show amounts as the
/// Ledger does, `Lessons` may not import `Screens`, and `Screens` already imports `Lessons` for
/// its tab, so the Ledger formats its money with this one copy too.
public enum Money {
    /// How a locale writes an amount of US dollars, as UTF-8.
    struct Pattern {
        let prefix: [UInt8]
        let suffix: [UInt8]
        let groupingSeparator: [UInt8]
        let decimalSeparator: [UInt8]

        init(prefix: String, suffix: String, groupingSeparator: String, decimalSeparator: String) {
            self.prefix = Array(prefix.utf8)
            self.suffix = Array(suffix.utf8)
            self.groupingSeparator = Array(groupingSeparator.utf8)
            self.decimalSeparator = Array(decimalSeparator.utf8)
        }
    }

    /// The patterns of the app's locales, as Foundation on Linux prints them: French groups
    /// with a narrow no-break space (U+202F) and puts `$US` after a no-break space (U+00A0).
    static let enUS = Pattern(prefix: "$", suffix: "", groupingSeparator: ",", decimalSeparator: ".")
    static let frFR = Pattern(
        prefix: "", suffix: "\u{00A0}$US", groupingSeparator: "\u{202F}", decimalSeparator: ",")
    static let jaJP = Pattern(prefix: "$", suffix: "", groupingSeparator: ",", decimalSeparator: ".")

    /// The pattern of `locale`; a locale the app does not offer writes as `en_US`.
    static func pattern(for locale: String) -> Pattern {
        switch locale {
        case "fr_FR": frFR
        case "ja_JP": jaJP
        default: enUS
        }
    }

    /// `cents` US cents as `locale` writes them; a locale the app does not offer writes as `en_US`.
    /// Written byte by byte (a row of the Ledger formats its amount each time it shows a new
    /// invoice): the digits of the dollars grouped by three, the cents in two digits.
    public static func format(cents: Int, locale: String = "en_US") -> String {
        let pattern = pattern(for: locale)
        let negative = cents < 0
        let magnitude = cents.magnitude
        var units = magnitude / 100
        let rest = Int(magnitude % 100)
        // The dollars' digits, least significant first (an Int has at most 19 of them).
        var digits: [UInt8] = []
        digits.reserveCapacity(20)
        repeat {
            digits.append(UInt8(truncatingIfNeeded: units % 10) + 0x30)
            units /= 10
        } while units > 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pattern.prefix.count + digits.count * 4 + 8 + pattern.suffix.count)
        // A debt is written as Foundation writes it: the minus sign first, before the currency.
        if negative { bytes.append(0x2D) }
        bytes += pattern.prefix
        for i in stride(from: digits.count - 1, through: 0, by: -1) {
            bytes.append(digits[i])
            if i > 0, i % 3 == 0 { bytes += pattern.groupingSeparator }
        }
        bytes += pattern.decimalSeparator
        bytes.append(UInt8(rest / 10) + 0x30)
        bytes.append(UInt8(rest % 10) + 0x30)
        bytes += pattern.suffix
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `cents` US cents as `locale` writes them (the environment's `locale`, read with
    /// `@Environment(\.locale)`).
    public static func format(cents: Int, locale: Locale) -> String { format(cents: cents, locale: locale.identifier) }

    /// `compact(cents:locale:)` with the environment's `locale`.
    public static func compact(cents: Int, locale: Locale) -> String {
        compact(cents: cents, locale: locale.identifier)
    }

    /// `cents` in three significant digits and a unit, at most five columns, with the
    /// locale's decimal separator: `75.8k`, `101k`, `7.58M` (a chart's label; no currency).
    public static func compact(cents: Int, locale: String = "en_US") -> String {
        let decimalSeparator = String(decoding: pattern(for: locale).decimalSeparator, as: UTF8.self)
        var value = Double(cents) / 100
        var unit = ""
        for next in ["k", "M", "B"] where value >= 1000 {
            value /= 1000
            unit = next
        }
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = Int((value * scale).rounded())
        let whole = String(rounded / Int(scale))
        guard digits > 0 else { return whole + unit }
        let fraction = String(rounded % Int(scale))
        return whole + decimalSeparator + String(repeating: "0", count: digits - fraction.count) + fraction
            + unit
    }
}
