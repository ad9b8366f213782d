import Foundation
import Observation
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

/// Counts what the engine asks of it: updates with its view value, environment-only updates,
/// placements; draws the colour scheme it sees.
private struct UpdateProbe: PrimitiveView {
    final class Counts {
        var updates = 0
        var environmentUpdates = 0
        var placements = 0
    }
    let counts: Counts

    func update(_ node: ViewNode) { counts.updates += 1 }
    func updateEnvironment(_ node: ViewNode) -> Bool {
        counts.environmentUpdates += 1
        return true
    }
    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { Size(width: 5, height: 1) }
    func place(_ node: ViewNode, in rect: Rect) { counts.placements += 1 }
    func draw(_ node: ViewNode, in context: inout RenderContext) {
        _ = context.draw(
            node.environment.colorScheme == .dark ? "dark" : "light", at: node.frame.origin, style: .plain)
    }
}

@Observable
@MainActor
private final class Settings {
    var locale = "en_US"
}

/// A trait change reaches a hosted tree as a new environment (SwiftUI's views see traits
/// through the environment), not as a new view: the views below keep their values, and a
/// change that moves nothing (the colour scheme) draws again without placing anything.
@MainActor
@Suite struct TraitChangeUpdateTests {
    /// A host of a bridge, a sheet and an alert (neither shown) over a text and a probe, in a
    /// window, drawn once; and what its content's environment is.
    private func host(
        _ counts: UpdateProbe.Counts, settings: Settings
    ) -> (window: Window, contentEnvironment: () -> EnvironmentValues) {
        let host = HostingController(
            rootView: EnvironmentBridge(
                settings, inject: { s, values in values.set(\.locale, Locale(identifier: s.locale)) }
            ) {
                VStack {
                    Text("Invoice")
                    UpdateProbe(counts: counts)
                }
                .sheet(isPresented: .constant(false)) { Text("sheet") }
                .alert("Void?", isPresented: .constant(false)) { Button("OK") {} }
            })
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = host
        _ = window.render()
        return (window, { host.contentEnvironment })
    }

    @Test func theColourSchemeReachesTheTreeAsAnEnvironmentAndPlacesNothingAgain() {
        let counts = UpdateProbe.Counts()
        let (window, _) = host(counts, settings: Settings())
        #expect(window.render().lines.contains { $0.contains("dark") })
        let before = (counts.updates, counts.environmentUpdates, counts.placements)
        window.send(.function(3))
        #expect(window.render().lines.contains { $0.contains("light") })
        #expect(counts.updates == before.0, "the bridge, the sheet and the alert hand their content no new view")
        #expect(counts.environmentUpdates > before.1)
        #expect(counts.placements == before.2, "the colour scheme moves nothing")
    }

    /// The probe's placements before and after the system setting of function key `key` changes.
    private func placements(pressing key: Int) -> (before: Int, after: Int) {
        let counts = UpdateProbe.Counts()
        let (window, _) = host(counts, settings: Settings())
        let before = counts.placements
        window.send(.function(key))
        _ = window.render()
        return (before, counts.placements)
    }

    @Test func aTypeSizeChangePlacesTheTreeAgain() {
        let placements = placements(pressing: 5)
        #expect(placements.after > placements.before)
    }

    @Test func boldTextAndReduceMotionPlaceNothingAgain() {
        let placements = placements(pressing: 7)
        #expect(placements.after == placements.before, "bold text takes the cells plain text does")
        var traits = TraitCollection()
        let regular = TraitBridge.environment(for: traits)
        traits.legibilityWeight = .bold
        traits.accessibilityReduceMotion = true
        #expect(!TraitBridge.environment(for: traits).changesLayout(from: regular))
    }

    @Test func theBridgeStillFollowsItsStateAfterATraitChange() {
        let settings = Settings()
        let (window, contentEnvironment) = host(UpdateProbe.Counts(), settings: settings)
        window.send(.function(3))
        _ = window.render()
        settings.locale = "fr_FR"
        _ = window.render()
        #expect(contentEnvironment().locale.identifier == "fr_FR")
    }

    @Test func aTraitFallbackThatDiffersInItsColourSchemeAloneMovesNothing() {
        var traits = TraitCollection()
        let dark = TraitBridge.environment(for: traits)
        traits.userInterfaceStyle = .light
        let light = TraitBridge.environment(for: traits)
        #expect(!light.changesLayout(from: dark))
        traits.preferredContentSizeCategory = .xLarge
        #expect(TraitBridge.environment(for: traits).changesLayout(from: light))
    }
}
