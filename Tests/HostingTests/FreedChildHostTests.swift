import Rules
import Observation
import Testing
import Terminal
import Declarative
import Imperative
@testable import Hosting

/// A child host whose view alone was added (`unretained-child-host`): the controller is
/// freed, as a view does not keep its controller, but its view owns the tree, as
/// `_UIHostingView` owns its view graph. The content goes on drawing and updating; what it
/// loses is the controller: what it presents, and the toolbar it publishes.
@MainActor
@Suite struct FreedChildHostTests {
    @Observable
    final class Flag { var isPresented = false }

    /// A card line and an Open button at the top, which raises a sheet.
    struct SheetCard: View {
        @Bindable var flag: Flag
        var body: some View {
            VStack(alignment: .leading) {
                Button("Open") { flag.isPresented = true }
                Text("card")
            }
            .sheet(isPresented: $flag.isPresented) { Text("sheet text") }
        }
    }

    /// A card that raises an alert while the flag is set.
    struct AlertCard: View {
        @Bindable var flag: Flag
        var body: some View {
            Text("card")
                .alert("Lock the card?", isPresented: $flag.isPresented) { Button("Lock") {} }
        }
    }

    private func show(_ screen: ViewController) -> Window {
        let window = Window(size: Size(width: 40, height: 12))
        window.rootViewController = screen
        return window
    }

    /// Adds a host's view at the top of the screen and lets go of the host, as
    /// `addSubview(host.view)` alone does; the host is freed on return.
    private func addViewAlone(_ content: some View, to screen: ViewController, height: Int = 2) -> (
        panel: HostingPanel, host: () -> ViewController?
    ) {
        let host = HostingController(rootView: content)
        weak let freed = host
        host.view.frame = Rect(x: 0, y: 0, width: 20, height: height)
        screen.view.addSubview(host.view)
        return (host.view as! HostingPanel, { freed })
    }

    @Test func aFreedHostsContentStillDrawsAndUpdates() {
        let screen = ViewController()
        let window = show(screen)
        let model = CardModel()
        let (panel, host) = addViewAlone(Card(model: model), to: screen)
        #expect(host() == nil, "a view does not keep its controller")
        #expect(panel.viewController === screen)
        #expect(window.render().line(0).hasPrefix("card 1"))
        model.lines = 2
        let frame = window.render()
        #expect(frame.line(0).hasPrefix("card 1"))
        #expect(frame.line(1).hasPrefix("card 2"))
        #expect(
            window.diagnostics.entries.isEmpty,
            "being freed alone is not reported: the loss shows when the content needs its controller")
    }

    @Test func aFreedHostInAStackKeepsSizingItselfByItsContent() {
        let screen = StackScreen()
        let window = show(screen)
        let model = CardModel()
        weak var freed: HostingController<Card>?
        let panel: Panel
        do {
            let host = HostingController(rootView: Card(model: model))
            host.sizingOptions = .intrinsicContentSize
            screen.stack.addArrangedSubview(host.view)
            panel = host.view
            freed = host
        }
        #expect(freed == nil)
        #expect(window.render().line(1).hasPrefix("card 1"))
        #expect(panel.frame.height == 1)
        model.lines = 3
        let frame = window.render()
        #expect(panel.frame.height == 3)
        #expect(frame.line(3).hasPrefix("card 3"))
    }

    @Test func aFreedHostsContentFollowsTheTraitsOfWhereItIsDrawn() {
        let screen = ViewController()
        let window = show(screen)
        let (panel, _) = addViewAlone(Card(model: CardModel()), to: screen)
        _ = window.render()
        #expect(panel.graph.environment.colorScheme == .dark)
        var settings = window.settings
        settings.userInterfaceStyle = .light
        window.apply(settings)
        _ = window.render()
        #expect(panel.graph.environment.colorScheme == .light)
    }

    @Test func aSheetRaisedInAFreedHostRecordsTheRuleAndPresentsNothing() {
        let screen = ViewController()
        let window = show(screen)
        let flag = Flag()
        let (panel, host) = addViewAlone(SheetCard(flag: flag), to: screen)
        _ = window.render()
        #expect(host() == nil)
        // A click reaches the freed host's button, as a touch reaches a hosting view.
        window.send(MouseEvent(.click, at: Point(x: 2, y: 0)))
        let frame = window.render()
        #expect(window.topPresentedController == nil)
        #expect(!frame.contains("sheet text"), "the sheet is not drawn inside the card either")
        #expect(frame.contains("card"))
        #expect(flag.isPresented == false, "the binding is set back, as for a refused presentation")
        let diagnostic = window.diagnostics.entries.first { $0.rule == .unretainedChildHost }
        #expect(
            diagnostic?.message
                == "HostingController<SheetCard> was freed: its view still draws, but its .sheet has no controller "
                + "to present from; add it with addChild(_:) and keep it"
        )
        #expect(window.diagnostics.entries.map(\.rule) == [.unretainedChildHost])
        #expect(panel.isDetached)
    }

    @Test func anAlertRaisedInAFreedHostRecordsTheRuleAndPresentsNothing() {
        let screen = ViewController()
        let window = show(screen)
        let flag = Flag()
        _ = addViewAlone(AlertCard(flag: flag), to: screen)
        _ = window.render()
        flag.isPresented = true
        let frame = window.render()
        #expect(window.topPresentedController == nil)
        #expect(!frame.contains("Lock the card?"))
        #expect(flag.isPresented == false)
        #expect(
            window.diagnostics.entries.map(\.message) == [
                "HostingController<AlertCard> was freed: its view still draws, but its .alert has no controller "
                    + "to present from; add it with addChild(_:) and keep it"
            ])
    }

    @Test func toolbarItemsOfAFreedHostAreReportedOnce() {
        let screen = ViewController()
        let window = show(screen)
        let model = CardModel()
        _ = addViewAlone(Card(model: model).toolbar { ToolbarItem("Lock", key: "l") {} }, to: screen)
        _ = window.render()
        model.lines = 2
        _ = window.render()
        #expect(window.diagnostics.entries.count == 1)
        #expect(window.diagnostics.entries.first?.rule == .unretainedChildHost)
        #expect(
            window.diagnostics.entries.first?.message.contains(
                "its .toolbar items (\"Lock\") have no navigation item to reach a bar") == true)
    }

    @Test func aContainedHostPresentsTheSheetItsContentRaises() {
        let screen = ViewController()
        let window = show(screen)
        let flag = Flag()
        let host = HostingController(rootView: SheetCard(flag: flag))
        screen.addChild(host)
        host.view.frame = Rect(x: 0, y: 0, width: 20, height: 2)
        screen.view.addSubview(host.view)
        host.didMove(toParent: screen)
        _ = window.render()
        window.send(MouseEvent(.click, at: Point(x: 2, y: 0)))
        let frame = window.render()
        #expect(window.topPresentedController?.modalPresentationStyle == .sheet)
        #expect(frame.contains("sheet text"))
        #expect(flag.isPresented)
        #expect(window.diagnostics.entries.isEmpty)
    }
}
