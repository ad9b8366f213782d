import Rules
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

/// A child host kept alive but never added with `addChild(_:)` (`contain-child-host`): its
/// view draws, follows its model and, as since iOS 17, takes its traits from where it is
/// drawn; but it is never told it appears, so what it loads in `viewWillAppear` never loads.
/// `addChild`, the view, then `didMove(toParent:)` make it a child that appears. The rule is recorded at the
/// screen the host draws in, once, and when `didMove(toParent:)` names a parent that never
/// added the controller.
@MainActor
@Suite struct ContainChildHostTests {
    /// The colour scheme the hosted view sees, and a line of the model.
    struct SchemeCard: View {
        let model: CardModel
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            Text("\(colorScheme == .dark ? "dark" : "light") card \(model.lines)")
        }
    }

    /// A host that loads what it shows when it appears.
    final class LoadingHost: HostingController<Loaded> {
        init() { super.init(rootView: Loaded(text: "not loaded")) }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            rootView = Loaded(text: "loaded")
        }
    }

    struct Loaded: View {
        let text: String
        var body: some View { Text(text) }
    }

    /// A screen that keeps its card's host, as the lesson's does.
    final class Screen: ViewController {
        var card: HostingController<SchemeCard>?
    }

    private func show(_ screen: ViewController) -> Window {
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = screen
        return window
    }

    private func switchAppearance(of window: Window, to style: UserInterfaceStyle) {
        var settings = SystemSettings()
        settings.userInterfaceStyle = style
        window.apply(settings)
    }

    private func embed(_ model: CardModel, in screen: Screen, contained: Bool) {
        let card = HostingController(rootView: SchemeCard(model: model))
        card.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        if contained { screen.addChild(card) }
        screen.view.addSubview(card.view)
        if contained { card.didMove(toParent: screen) }
        screen.card = card
    }

    @Test func aKeptHostThatIsNoChildDrawsUpdatesAndFollowsTheTraits() {
        let screen = Screen()
        let window = show(screen)
        let model = CardModel()
        embed(model, in: screen, contained: false)
        #expect(screen.card?.isDetached == true)
        #expect(window.render().line(0).hasPrefix("dark card 1"))
        model.lines = 2
        #expect(window.render().line(0).hasPrefix("dark card 2"), "its view updates the content itself")
        switchAppearance(of: window, to: .light)
        #expect(window.render().line(0).hasPrefix("light card 2"), "its traits follow its view's superview")
        #expect(screen.card?.traitCollection.userInterfaceStyle == .light)
        switchAppearance(of: window, to: .dark)
        #expect(window.render().line(0).hasPrefix("dark card 2"))
        #expect(window.diagnostics.entries.map(\.rule) == [.containChildHost])
        let entry = window.diagnostics.entries.first
        #expect(
            entry?.message
                == RuleFinding.uncontainedChildHost(host: "HostingController<SchemeCard>", container: "Screen").message)
    }

    @Test func aKeptHostThatIsNoChildNeverLoadsWhatItLoadsWhenItAppears() {
        let screen = ViewController()
        let window = show(screen)
        let card = LoadingHost()
        card.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        screen.view.addSubview(card.view)
        #expect(window.render().line(0).hasPrefix("not loaded"))
        #expect(window.render().line(0).hasPrefix("not loaded"))
        #expect(!card.isAppeared)
        #expect(window.diagnostics.entries.map(\.rule) == [.containChildHost])
    }

    @Test func aContainedHostAddedToAScreenOnScreenLoadsWhenItAppears() {
        let screen = ViewController()
        let window = show(screen)
        _ = window.render()
        let card = LoadingHost()
        screen.addChild(card)
        card.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        screen.view.addSubview(card.view)
        card.didMove(toParent: screen)
        #expect(card.isAppeared)
        #expect(window.render().line(0).hasPrefix("loaded"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aContainedHostFollowsTheSwitchAndRecordsNothing() {
        let screen = Screen()
        let window = show(screen)
        let model = CardModel()
        embed(model, in: screen, contained: true)
        #expect(window.render().line(0).hasPrefix("dark card 1"))
        switchAppearance(of: window, to: .light)
        #expect(window.render().line(0).hasPrefix("light card 1"))
        switchAppearance(of: window, to: .dark)
        #expect(window.render().line(0).hasPrefix("dark card 1"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func theUncontainedHostIsReportedOnceAtTheScreenItDrawsIn() {
        let screen = Screen()
        let window = show(screen)
        embed(CardModel(), in: screen, contained: false)
        _ = window.render()
        switchAppearance(of: window, to: .light)
        _ = window.render()
        _ = window.render()
        #expect(window.diagnostics.entries.count == 1)
    }

    @Test func didMoveWithoutAddChildJoinsNothingAndRecordsTheRule() {
        let screen = Screen()
        let window = show(screen)
        let card = HostingController(rootView: SchemeCard(model: CardModel()))
        card.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        screen.view.addSubview(card.view)
        card.didMove(toParent: screen)
        screen.card = card
        #expect(card.parent == nil)
        #expect(screen.children.isEmpty)
        #expect(
            window.diagnostics.entries.first?.message
                == RuleFinding.didMoveWithoutAddChild(controller: "HostingController<SchemeCard>", parent: "Screen")
                .message)
        #expect(window.render().line(0).hasPrefix("dark card 1"))
        switchAppearance(of: window, to: .light)
        #expect(window.render().line(0).hasPrefix("light card 1"))
        #expect(!card.isAppeared, "didMove without addChild makes it appear nowhere")
    }

    @Test func aHostNeitherContainedNorKeptIsNotThisRule() {
        let screen = Screen()
        let window = show(screen)
        do {
            let card = HostingController(rootView: SchemeCard(model: CardModel()))
            card.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            screen.view.addSubview(card.view)
        }
        #expect(window.render().line(0).hasPrefix("dark card 1"))
        switchAppearance(of: window, to: .light)
        #expect(window.render().line(0).hasPrefix("light card 1"), "a freed host's view follows where it is drawn")
        #expect(window.diagnostics.entries.isEmpty)
    }
}
