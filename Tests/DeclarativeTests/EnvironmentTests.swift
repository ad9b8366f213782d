import Foundation
import Rules
import Observation
import Testing
import Terminal
import TestSupport
@testable import Declarative

private struct AccentKey: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

@Observable
@MainActor
private final class Account {
    var balance = 10
}

private struct ShowsAccent: View {
    @Environment(\.accent) var accent
    var body: some View { Text(accent) }
}

private struct ShowsLocale: View {
    @Environment(\.locale) var locale
    var body: some View { Text(locale.identifier) }
}

private struct ShowsBalance: View {
    @Environment(Account.self) var account
    var body: some View { Text("balance \(account.balance)") }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func customKeyFallsBackToItsDefaultValue() {
        #expect(renderText(ShowsAccent(), width: 6, height: 1) == "none")
    }

    @Test func environmentModifierReachesEveryViewBelow() {
        let view = VStack(alignment: .leading) {
            ShowsAccent(); HStack { ShowsAccent() }
        }.environment(\.accent, "teal")
        #expect(renderText(view, width: 6, height: 2) == "teal\nteal")
    }

    @Test func innerEnvironmentOverridesOuter() {
        let view = VStack(alignment: .leading) {
            ShowsLocale()
            ShowsLocale().environment(\.locale, Locale(identifier: "ja_JP"))
        }.environment(\.locale, Locale(identifier: "fr_FR"))
        #expect(renderText(view, width: 6, height: 2) == "fr_FR\nja_JP")
    }

    @Test func rootEnvironmentFlowsFromTheHost() {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "fr_FR")
        #expect(renderText(ShowsLocale(), width: 6, height: 1, environment: env) == "fr_FR")
    }

    /// SwiftUI's `locale`, `timeZone` and `calendar` are Foundation's types.
    @Test func localeTimeZoneAndCalendarAreFoundationValues() {
        let values = EnvironmentValues()
        #expect(values.locale == Locale(identifier: "en_US"), "the same on every machine")
        #expect(values.calendar.identifier == .gregorian)
        SystemClock.fix()
        #expect(values.timeZone.identifier == "GMT", "a fixed clock fixes the default time zone")
        #expect(EnvironmentValues.text(of: Locale(identifier: "fr_FR")) == "fr_FR")
        #expect(EnvironmentValues.text(of: Optional(TimeZone(identifier: "Europe/Paris")!)) == "Europe/Paris")
        #expect(EnvironmentValues.text(of: Optional<Locale>.none) == "nil")
    }

    @Test func environmentObjectIsReadByType() {
        let view = ShowsBalance().environment(Account())
        #expect(renderText(view, width: 12, height: 1) == "balance 10")
    }

    @Test func missingEnvironmentObjectShowsAPanelAndRecordsTheRule() {
        let host = RecordingGraphHost(name: "HostingController<ShowsBalance>")
        let graph = host.graph(ShowsBalance())
        graph.setRootView(AnyView(ShowsBalance()))
        let text = renderText(graph, width: 80, height: 8)
        #expect(text.contains("SwiftUI would crash here: missing environment object"))
        #expect(text.contains("Type          Account"))
        #expect(text.contains("Required by   ShowsBalance"))
        #expect(text.contains("Missing from  HostingController<ShowsBalance>"))
        #expect(host.reported.map(\.rule) == [.missingEnvironmentObject])
    }

    @Test func aTreeWithoutAHostNamesItsRootAsWhereTheObjectIsMissing() {
        let text = renderText(ShowsBalance(), width: 80, height: 8)
        #expect(text.contains("Missing from  the root of this view tree"))
    }

    @Test func traitsChangeTheTextStyle() {
        var env = EnvironmentValues()
        #expect(!env.textStyle.attributes.contains(.bold))
        env.legibilityWeight = .bold
        #expect(env.textStyle.attributes.contains(.bold))
        env.colorScheme = .light
        #expect(env.textStyle.background == Palette.light.background)
    }

    @Test func accessibilitySizesWidenStackSpacing() {
        var env = EnvironmentValues()
        let view = VStack {
            Text("a"); Text("b")
        }
        #expect(renderText(view, width: 1, height: 3, environment: env) == "a\nb\n")
        env.dynamicTypeSize = .accessibility2
        #expect(renderText(view, width: 1, height: 3, environment: env) == "a\n\nb")
    }
}
