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
    /// How a locale writes an amount of US dollars.
    struct Pattern {
        let prefix: String
        let suffix: String
        let groupingSeparator: String
        let decimalSeparator: String
    }

    /// The patterns of the app's locales, as Foundation on Linux prints them: French groups
    /// with a narrow no-break space (U+202F) and puts `$US` after a no-break space (U+00A0).
    static let patterns: [String: Pattern] = [
        "en_US": Pattern(prefix: "$", suffix: "", groupingSeparator: ",", decimalSeparator: "."),
        "fr_FR": Pattern(prefix: "", suffix: "\u{00A0}$US", groupingSeparator: "\u{202F}", decimalSeparator: ","),
        "ja_JP": Pattern(prefix: "$", suffix: "", groupingSeparator: ",", decimalSeparator: "."),
    ]

    /// `cents` US cents as `locale` writes them; a locale the app does not offer writes as `en_US`.
    public static func format(cents: Int, locale: String = "en_US") -> String {
        let pattern = patterns[locale] ?? patterns["en_US"]!
        let units = String(cents / 100), rest = cents % 100
        var grouped = ""
        for (i, digit) in units.enumerated() {
            if i > 0 && (units.count - i) % 3 == 0 { grouped += pattern.groupingSeparator }
            grouped.append(digit)
        }
        let fraction = rest < 10 ? "0\(rest)" : "\(rest)"
        return pattern.prefix + grouped + pattern.decimalSeparator + fraction + pattern.suffix
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
        let pattern = patterns[locale] ?? patterns["en_US"]!
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
        return whole + pattern.decimalSeparator + String(repeating: "0", count: digits - fraction.count) + fraction
            + unit
    }
}
