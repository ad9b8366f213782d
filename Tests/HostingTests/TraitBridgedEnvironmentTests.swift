import Declarative
import Imperative
import Rules
import Terminal
import Testing
@testable import Hosting

/// Custom traits (`TraitDefinition`, set with `traitOverrides`) and the environment keys that
/// bridge them (`TraitBridgedEnvironmentKey`): a bridged key reads the host's traits and
/// follows them, and a value set with `.environment` reaches a representable's controller; a
/// plain key copied in when the host was made keeps its copy, and `trait-bridged-environment`
/// is recorded when the trait changes.
@MainActor
@Suite struct TraitBridgedEnvironmentTests {
    enum Theme: String, Sendable { case standard, monochrome }
    struct ThemeTrait: TraitDefinition { static let defaultValue = Theme.standard }

    struct PlainThemeKey: EnvironmentKey { static let defaultValue = Theme.standard }
    struct BridgedThemeKey: TraitBridgedEnvironmentKey {
        static let defaultValue = Theme.standard
        static func read(from traitCollection: TraitCollection) -> Theme { traitCollection[ThemeTrait.self] }
        static func write(to mutableTraits: inout any MutableTraits, value: Theme) {
            mutableTraits[ThemeTrait.self] = value
        }
    }

    struct PlainCard: View {
        @Environment(\.plainTheme) var theme
        var body: some View { Text("theme \(theme.rawValue)") }
    }
    struct BridgedCard: View {
        @Environment(\.bridgedTheme) var theme
        var body: some View { Text("theme \(theme.rawValue)") }
    }
    struct CountCard: View {
        @Environment(\.count) var count
        var body: some View { Text("count \(count)") }
    }

    final class ThemedController: ViewController {}
    struct Legacy: ViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ThemedController { ThemedController() }
        func updateUIViewController(_ controller: ThemedController, context: Context) {}
    }

    /// `host` as the top of a navigation controller in a window; the navigation controller
    /// is where the app sets the trait.
    func show(_ host: ViewController) -> (Window, NavigationController) {
        let nav = NavigationController(rootViewController: host)
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = nav
        _ = w.render()
        return (w, nav)
    }

    @Test func aCustomTraitFlowsDownFromTraitOverrides() {
        let child = ViewController()
        let nav = NavigationController(rootViewController: child)
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = nav
        #expect(child.traitCollection[ThemeTrait.self] == .standard)
        nav.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(nav.traitOverrides.contains(ThemeTrait.self))
        #expect(child.traitCollection[ThemeTrait.self] == .monochrome)
        nav.traitOverrides.remove(ThemeTrait.self)
        #expect(child.traitCollection[ThemeTrait.self] == .standard)
    }

    @Test func aBridgedKeyReadsTheHostsTraitsAndFollowsThem() {
        let (w, nav) = show(HostingController(rootView: BridgedCard()))
        #expect(w.render().contains("theme standard"))
        nav.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(w.render().contains("theme monochrome"))
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aValueSetAboveTheViewWinsOverTheTraits() {
        let host = HostingController(rootView: BridgedCard().environment(\.bridgedTheme, .monochrome))
        let (w, _) = show(host)
        #expect(w.render().contains("theme monochrome"))
    }

    @Test func aPlainKeyCopiedFromTheTraitsKeepsItsCopyAndRecordsTheRule() {
        let (w, nav) = show(HostingController(rootView: PlainCard().environment(\.plainTheme, .standard)))
        nav.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(w.render().contains("theme standard"))
        #expect(w.diagnostics.entries.map(\.rule) == [.traitBridgedEnvironment])
        let finding = RuleFinding.traitBridgedEnvironment(
            view: "PlainCard", trait: "ThemeTrait", seen: "standard", current: "monochrome")
        #expect(w.diagnostics.entries.first?.message == finding.message)
    }

    @Test func aReadOfAnotherTypeIsNoCopyOfTheTrait() {
        let (w, nav) = show(HostingController(rootView: CountCard()))
        nav.traitOverrides[ThemeTrait.self] = .monochrome
        _ = w.render()
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aBridgedValueSetInSwiftUIReachesARepresentablesController() {
        let host = HostingController(rootView: Legacy().environment(\.bridgedTheme, .monochrome))
        let (w, _) = show(host)
        _ = w.render()
        let controller = host.children.first as? ThemedController
        #expect(controller?.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(host.traitCollection[ThemeTrait.self] == .standard)
    }
}

private struct CountKey: EnvironmentKey { static let defaultValue = 3 }

extension EnvironmentValues {
    fileprivate var plainTheme: TraitBridgedEnvironmentTests.Theme {
        get { self[TraitBridgedEnvironmentTests.PlainThemeKey.self] }
        set { self[TraitBridgedEnvironmentTests.PlainThemeKey.self] = newValue }
    }
    fileprivate var bridgedTheme: TraitBridgedEnvironmentTests.Theme {
        get { self[TraitBridgedEnvironmentTests.BridgedThemeKey.self] }
        set { self[TraitBridgedEnvironmentTests.BridgedThemeKey.self] = newValue }
    }
    fileprivate var count: Int {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
}
