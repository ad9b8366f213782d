import Foundation
import Terminal

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { SystemClock.timeZone } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `locale`: the Foundation `Locale` that formats money and dates below
    /// (`.environment(\.locale, Locale(identifier: "fr_FR"))`). Seam's choice: the default is
    /// `en_US`, not the machine's locale, so a screen reads the same on every machine; the
    /// inspector and the state dump print its identifier.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `timeZone`: the time zone dates are written in. Its default is the
    /// system clock's (`SystemClock.timeZone`), which a replay fixes to GMT.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/timezone
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `calendar`: the calendar dates are reckoned in (Gregorian by default).
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/calendar
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// An environment value as the inspector, the state dump and diagnostics print it: a
    /// locale or a time zone by its identifier, an optional without `Optional(…)`.
    public static func text(of value: Any) -> String {
        switch value {
        case let locale as Locale: locale.identifier
        case let timeZone as TimeZone: timeZone.identifier
        case let calendar as Calendar: "\(calendar.identifier)"
        case let optional as any OptionalText: optional.unwrappedText
        default: String(describing: value)
        }
    }
}

/// Prints an optional's value without `Optional(…)`, as a diagnostic should.
package protocol OptionalText { var unwrappedText: String { get } }
extension Optional: OptionalText {
    package var unwrappedText: String { map { EnvironmentValues.text(of: $0) } ?? "nil" }
}
