/// Money formatting by locale identifier (`en_US` → `$1,234.50`).
public enum Money {
    public static func format(cents: Int, locale: String = "en_US") -> String {
        let units = cents / 100, rest = cents % 100
        let digits = String(units)
        var grouped = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { grouped += locale == "fr_FR" ? "\u{202F}" : "," }
            grouped.append(c)
        }
        let cents2 = rest < 10 ? "0\(rest)" : "\(rest)"
        switch locale {
        case "fr_FR": return "\(grouped),\(cents2) €"
        case "ja_JP": return "¥\(grouped)"
        default: return "$\(grouped).\(cents2)"
        }
    }
}
