import Foundation
import Testing
@testable import Lessons
@testable import Screens

/// Invoices are in US dollars; the locale only changes how the amount is written, exactly
/// as Foundation's currency format with code USD and that locale writes it.
@Suite struct MoneyTests {
    static let amounts = [
        0, 5, 99, 100, 1_000, 24_757, 8_919, 123_450, 99_999, 100_000, 1_234_567,
        51_954_743, 51_979_500, 100_000_000, 987_654_321_00,
        // A budget overspent (the missing-environment-object lesson's "Left").
        -1_320, -5, -123_456,
    ]

    @MainActor
    @Test func everyLocaleTheAppOffersWritesDollarsAsFoundationDoes() {
        #expect(AppSettings.locales.count == 3)
        for locale in AppSettings.locales {
            let style = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: locale))
            for cents in Self.amounts {
                let foundation = (Decimal(cents) / 100).formatted(style)
                #expect(Money.format(cents: cents, locale: locale) == foundation, "\(cents) cents in \(locale)")
            }
        }
    }

    /// The environment's `locale` is a Foundation `Locale`, as SwiftUI's is; it writes as its identifier does.
    @MainActor
    @Test func aFoundationLocaleWritesAsItsIdentifier() {
        for identifier in AppSettings.locales {
            let locale = Locale(identifier: identifier)
            #expect(
                Money.format(cents: 51_954_743, locale: locale) == Money.format(cents: 51_954_743, locale: identifier))
            #expect(
                Money.compact(cents: 7_857_120, locale: locale) == Money.compact(cents: 7_857_120, locale: identifier))
        }
        #expect(Money.format(cents: 24_757, locale: Locale(identifier: "fr_FR")) == "247,57\u{00A0}$US")
    }

    @Test func theLocaleChangesTheWritingNotTheCurrency() {
        #expect(Money.format(cents: 24_757) == "$247.57")
        #expect(Money.format(cents: 24_757, locale: "fr_FR") == "247,57\u{00A0}$US")
        #expect(Money.format(cents: 51_954_743, locale: "fr_FR") == "519\u{202F}547,43\u{00A0}$US")
        #expect(Money.format(cents: 24_757, locale: "ja_JP") == "$247.57")
        #expect(Money.format(cents: 24_757, locale: "de_CH") == "$247.57", "a locale the app does not offer")
    }

    @Test func compactAmountsKeepThreeSignificantDigitsInFiveColumns() {
        #expect(Money.compact(cents: 7_857_12) == "7.86k")
        #expect(Money.compact(cents: 78_571_20) == "78.6k")
        #expect(Money.compact(cents: 101_234_00) == "101k")
        #expect(Money.compact(cents: 757_500_000_00) == "758M")
        #expect(Money.compact(cents: 9_990_00) == "9.99k")
        #expect(Money.compact(cents: 12_00) == "12.0")
        #expect(Money.compact(cents: 78_571_20, locale: "fr_FR") == "78,6k")
    }
}
