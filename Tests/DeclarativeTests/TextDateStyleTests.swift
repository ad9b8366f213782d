import Foundation
import Testing
import Terminal
import TestSupport
@testable import Declarative

/// `Text(_:style:)`: a date written with the environment's locale, time zone and calendar,
/// counted from the system clock, which tests fix where replays do (2026-01-15 09:30 GMT).
@MainActor
@Suite struct TextDateStyleTests {
    init() { SystemClock.fix() }

    var now: Date { SystemClock.now }

    func render(_ view: some View, width: Int = 30) -> String {
        // ICU writes narrow and no-break spaces (`9:30 AM`, `2 heures`): compared as spaces.
        renderText(view, width: width, height: 1).trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    @Test func theClockIsFixedAtTheReplaysMoment() {
        #expect(now == SystemClock.replayDate)
        #expect(EnvironmentValues().timeZone == TimeZone(identifier: "GMT"))
    }

    @Test func dateAndTimeFollowTheEnvironmentsLocale() {
        #expect(render(Text(now, style: .date)) == "January 15, 2026")
        #expect(render(Text(now, style: .date).environment(\.locale, Locale(identifier: "fr_FR"))) == "15 janvier 2026")
        #expect(render(Text(now, style: .date).environment(\.locale, Locale(identifier: "ja_JP"))) == "2026年1月15日")
        #expect(render(Text(now, style: .time)) == "9:30 AM")
        let french = Locale(identifier: "fr_FR"), gmt = TimeZone(identifier: "GMT")!
        let foundation = now.formatted(
            Date.FormatStyle(date: .omitted, time: .shortened, locale: french, timeZone: gmt))
        #expect(render(Text(now, style: .time).environment(\.locale, french)) == foundation, "as Foundation writes it")
        #expect(foundation.hasPrefix("9:30") || foundation.hasPrefix("09:30"), "a 24-hour clock")
    }

    @Test func theTimeZoneMovesTheTimeAndTheDay() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let late = now.addingTimeInterval(15 * 3600)  // 00:30 on the 16th in GMT, 09:30 in Tokyo
        #expect(render(Text(late, style: .date).environment(\.timeZone, tokyo)) == "January 16, 2026")
        let time = render(Text(now, style: .time).environment(\.timeZone, tokyo))
        #expect(time == "6:30 PM")
    }

    @Test func relativeOffsetAndTimerCountFromNow() {
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60)
        let earlier = now.addingTimeInterval(-(3 * 86400 + 7200))
        #expect(render(Text(later, style: .relative)) == "2 hours, 23 minutes")
        #expect(render(Text(earlier, style: .relative)) == "3 days, 2 hours")
        #expect(
            render(Text(later, style: .relative).environment(\.locale, Locale(identifier: "fr_FR")))
                == "2 heures et 23 minutes")
        #expect(render(Text(later, style: .offset)) == "+2 hours")
        #expect(render(Text(earlier, style: .offset)) == "-3 days")
        #expect(render(Text(now.addingTimeInterval(152), style: .timer)) == "2:32")
        #expect(render(Text(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer)) == "36:59:01")
    }

    @Test func theContentIsTheDefaultEnvironmentsWriting() {
        #expect(Text(now, style: .date).content == "January 15, 2026")
        #expect(Text(now, style: .relative).content == "0 seconds")
    }
}
