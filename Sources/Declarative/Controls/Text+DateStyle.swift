import Foundation
import Terminal

extension Text {
    /// Mirrors `Text.DateStyle`: how `Text(_:style:)` writes a date
    /// (https://developer.apple.com/documentation/swiftui/text/datestyle). `date` and `time`
    /// are Foundation's long date and short time in the environment's locale, time zone and
    /// calendar (`January 15, 2026`, `9:30 AM`); `relative`, `offset` and `timer` count from
    /// `SystemClock.now`, which a replay fixes: `relative` in the two largest units (`2 hours,
    /// 23 minutes`), `offset` in the largest, signed (`+2 hours`, `-3 days`), `timer` as a clock
    /// (`2:32`, `36:59:01`). Seam's choice: weeks are the largest unit (Foundation on Linux has
    /// no months in a duration), and the text is current as of the frame it is drawn in — it
    /// does not tick by itself between frames.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// A style displaying a date: `January 15, 2026`.
        public static let date = DateStyle(kind: .date)
        /// A style displaying only the time component for a date: `9:30 AM`.
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date as relative to now: `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now: `+2 hours`, `-3 days`.
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now: `2:32`, `36:59:01`.
        public static let timer = DateStyle(kind: .timer)
    }
}

/// A date and the style a Text writes it in.
struct DatedContent: Hashable, Sendable {
    let date: Date
    let style: Text.DateStyle

    /// The date as `environment` writes it, now.
    func text(in environment: EnvironmentValues) -> String {
        let locale = environment.locale, timeZone = environment.timeZone
        var calendar = environment.calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        let seconds = date.timeIntervalSince(SystemClock.now)
        switch style.kind {
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
                .format(date)
        case .time:
            return Date.FormatStyle(
                date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone
            )
            .format(date)
        case .relative: return Self.units(seconds, count: 2, locale: locale)
        case .offset: return (seconds < 0 ? "-" : "+") + Self.units(seconds, count: 1, locale: locale)
        case .timer:
            let total = Int(abs(seconds).rounded(.down))
            let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
            let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
        }
    }

    /// `seconds`, unsigned, in the `count` largest units from weeks to seconds, as `locale` writes them.
    private static func units(_ seconds: TimeInterval, count: Int, locale: Locale) -> String {
        let whole = Duration.seconds(Int64(abs(seconds).rounded(.down)))
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: count)
        return whole.formatted(style.locale(locale))
    }
}
