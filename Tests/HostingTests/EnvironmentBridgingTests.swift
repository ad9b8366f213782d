import Foundation
import Rules
import Observation
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

private struct AccentNameKey: EnvironmentKey { static let defaultValue = "none" }

extension EnvironmentValues {
    /// A custom key, as an app declares its own.
    fileprivate var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

/// Shows the locale and the custom key it reads from its environment.
private struct LocaleProbe: View {
    @Environment(\.locale) var locale
    @Environment(\.accentName) var accentName
    var body: some View { Text("locale \(locale.identifier) accent \(accentName)") }
}

/// App state an environment bridge reads, as the Ledger's settings are.
@Observable
@MainActor
private final class Preferences {
    var locale = "en_US"
}

@MainActor
@Suite struct EnvironmentBridgingTests {
    private func show(_ controller: ViewController, size: Size = Size(width: 60, height: 12)) -> Window {
        let window = Window(size: size)
        window.rootViewController = controller
        return window
    }

    @Test func theSixTraitsBridgeAndFollowResizeAndSettingsChanges() {
        let host = HostingController(rootView: LocaleProbe())
        let window = show(host, size: Size(width: 80, height: 24))
        #expect(
            host.environmentSummary.map(\.1).prefix(6) == [
                "dark", "compact", "regular", "large", "leftToRight", "regular",
            ])
        window.resize(to: Size(width: 120, height: 20))
        for key in [3, 5, 6, 7] { window.send(.function(key)) }
        let env = host.contentEnvironment
        #expect(env.colorScheme == .light)
        #expect(env.horizontalSizeClass == .regular)
        #expect(env.verticalSizeClass == .compact)
        #expect(env.dynamicTypeSize == .xLarge)
        #expect(env.layoutDirection == .rightToLeft)
        #expect(env.legibilityWeight == .bold)
        #expect(env.source(of: \EnvironmentValues.dynamicTypeSize) == .trait)
    }

    @Test func overrideUserInterfaceStyleFlowsIntoAChildHostsColorScheme() {
        let parent = ViewController()
        let host = HostingController(rootView: LocaleProbe())
        let window = show(parent)
        parent.addChild(host)
        parent.view.addSubview(host.view)
        host.didMove(toParent: parent)
        #expect(host.contentEnvironment.colorScheme == .dark)
        parent.overrideUserInterfaceStyle = .light
        #expect(host.contentEnvironment.colorScheme == .light)
        #expect(host.contentEnvironment.source(of: \EnvironmentValues.colorScheme) == .trait)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aCustomKeyReachesTheHostedView() {
        let host = HostingController(rootView: LocaleProbe().environment(\.accentName, "teal"))
        let window = show(host)
        #expect(window.render().line(0).hasPrefix("locale en_US accent teal"))
        #expect(host.contentEnvironment.accentName == "teal")
    }

    @Test func aSourceReadsItsValuesAsPropertiesAndTheDefaultWhenUnset() {
        let source = EnvironmentSource()
        #expect(source.locale == EnvironmentValues().locale)
        source.set(\.locale, Locale(identifier: "fr_FR"))
        source.set(\.accentName, "teal", named: "accentName")
        #expect(source.locale.identifier == "fr_FR")
        #expect(source.accentName == "teal")
    }

    @Test func environmentSetFromTheSettingsOnTheRootViewGoesStaleAndReports() {
        let source = EnvironmentSource()
        source.set(\.locale, Locale(identifier: "en_US"))
        let host = HostingController(rootView: LocaleProbe().environment(\.locale, source.locale))
        let window = show(host)
        #expect(window.diagnostics.entries.isEmpty)
        source.set(\.locale, Locale(identifier: "fr_FR"))
        #expect(window.render().line(0).hasPrefix("locale en_US"))
        #expect(window.diagnostics.contains(rule: .environmentAfterHost))
        #expect(window.diagnostics.entries.first?.message.contains("locale = en_US") == true)
        #expect(window.diagnostics.entries.first?.message.contains("now say fr_FR") == true)
    }

    @Test func aCopyStillStaleAfterTwoChangesNamesTheValueItKept() {
        let source = EnvironmentSource()
        source.set(\.locale, Locale(identifier: "en_US"))
        source.set(\.locale, Locale(identifier: "fr_FR"))
        let host = HostingController(rootView: LocaleProbe().environment(\.locale, source.locale))
        let window = show(host)
        source.set(\.locale, Locale(identifier: "ja_JP"))
        source.set(\.locale, Locale(identifier: "en_US"))
        _ = window.render()
        #expect(window.diagnostics.entries.map(\.message).contains { $0.contains("locale = fr_FR") })
        #expect(window.diagnostics.entries.map(\.message).contains { $0.contains("now say en_US") })
    }

    @Test func reassigningRootViewAfterTheSourceChangesIsSeenSilently() {
        let source = EnvironmentSource()
        source.set(\.locale, Locale(identifier: "en_US"))
        let host = HostingController(rootView: LocaleProbe().environment(\.locale, source.locale))
        let window = show(host)
        _ = window.render()
        host.rootView = LocaleProbe().environment(\.locale, Locale(identifier: "ja_JP"))
        source.set(\.locale, Locale(identifier: "fr_FR"))
        host.rootView = LocaleProbe().environment(\.locale, source.locale)
        #expect(window.render().line(0).hasPrefix("locale fr_FR"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aValueTheSettingsNeverHeldOrAHostMadeAfterTheChangeIsNotReported() {
        let source = EnvironmentSource()
        source.set(\.locale, Locale(identifier: "en_US"))
        let pinned = HostingController(rootView: LocaleProbe().environment(\.locale, Locale(identifier: "ja_JP")))
        let window = show(pinned)
        source.set(\.locale, Locale(identifier: "fr_FR"))
        #expect(window.render().line(0).hasPrefix("locale ja_JP"))
        let later = HostingController(rootView: LocaleProbe().environment(\.locale, source.locale))
        window.rootViewController = later
        #expect(window.render().line(0).hasPrefix("locale fr_FR"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aValueOnlyInheritedFromTheDefaultsIsNotACopy() {
        let source = EnvironmentSource()
        source.set(\.locale, Locale(identifier: "en_US"))
        let host = HostingController(rootView: LocaleProbe())
        let window = show(host)
        source.set(\.locale, Locale(identifier: "fr_FR"))
        #expect(window.render().line(0).hasPrefix("locale en_US"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aBridgeContainerFollowsItsSourceWithoutANewRootView() {
        let source = EnvironmentSource()
        source.set(\.accentName, "teal", named: "accentName")
        let host = HostingController(rootView: EnvironmentBridge(source) { LocaleProbe() })
        let window = show(host)
        source.set(\.locale, Locale(identifier: "ja_JP"))
        #expect(window.render().line(0).hasPrefix("locale ja_JP accent teal"))
        #expect(host.contentEnvironment.source(of: \EnvironmentValues.accentName) == .bridge)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aBridgeContainerReadsAnObservableStateObjectAndMarksItsValues() {
        let preferences = Preferences()
        let host = HostingController(
            rootView: EnvironmentBridge(
                preferences,
                inject: { p, values in
                    values.set(\.locale, Locale(identifier: p.locale))
                }
            ) { LocaleProbe() })
        let window = show(host)
        #expect(window.render().line(0).hasPrefix("locale en_US"))
        preferences.locale = "fr_FR"
        #expect(window.render().line(0).hasPrefix("locale fr_FR"))
        #expect(host.environmentSummary.last! == ("locale", "fr_FR"))
        #expect(host.contentEnvironment.source(of: \EnvironmentValues.locale) == .bridge)
        #expect(window.diagnostics.entries.isEmpty)
    }
}

/// Every list row's content starts from the environment of its traits, made once per traits.
@MainActor
@Suite struct TraitEnvironmentTests {
    @Test func theTraitsEnvironmentHoldsTheTraitsAndIsMadeAgainOnlyForOtherTraits() {
        var traits = TraitCollection()
        traits.userInterfaceStyle = .light
        traits.layoutDirection = .rightToLeft
        let first = TraitBridge.environment(for: traits)
        #expect(first.colorScheme == .light && first.layoutDirection == .rightToLeft)
        #expect(first.source(of: \EnvironmentValues.colorScheme) == .trait)
        #expect(TraitBridge.environment(for: traits).matches(first))
        traits.userInterfaceStyle = .dark
        let dark = TraitBridge.environment(for: traits)
        #expect(dark.colorScheme == .dark && dark.layoutDirection == .rightToLeft)
        #expect(!dark.matches(first))
        traits.userInterfaceStyle = .light
        #expect(TraitBridge.environment(for: traits).colorScheme == .light, "back to the first traits")
    }
}
