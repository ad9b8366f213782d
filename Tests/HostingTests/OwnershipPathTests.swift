import Declarative
import Hosting
import Imperative
import Terminal
import Testing
import TestSupport

/// The ownership strip's path: from the window down, each node marked hosted or not.
@MainActor
@Suite struct OwnershipPathTests {
    struct Card: View { var body: some View { Text("Card") } }

    @Test func aPushedHostIsTheHostedEndOfItsStack() {
        let (window, nav) = navigationShell()
        nav.pushViewController(HostingController(rootView: Card()))
        let path = OwnershipPath(to: window.topViewController!)
        #expect(path.text == "Window ▸ Nav ▸ HostingController<Card> [hosted]")
        #expect(path.nodes.map(\.isHosted) == [false, true])
        #expect(path.nodes.last?.relation == .contained)
    }

    @Test func aPresentedSheetHangsFromItsPresenter() {
        let (window, nav) = navigationShell()
        let sheet = NavigationController(rootViewController: HostingController(rootView: Card()))
        nav.present(sheet)
        let path = OwnershipPath(to: window.topViewController!)
        #expect(path.text == "Window ▸ Nav ⇡ Nav ▸ HostingController<Card> [hosted]")
        #expect(path.nodes.map(\.relation) == [.root, .presented, .contained])
    }

    @Test func aChildHostIsListedAfterTheScreenThatEmbedsIt() {
        let (window, nav) = navigationShell()
        let screen = ViewController()
        let card = HostingController(rootView: Card())
        screen.addChild(card)
        screen.view.addSubview(card.view)
        card.didMove(toParent: screen)
        nav.pushViewController(screen)
        let path = OwnershipPath(to: window.topViewController!)
        #expect(path.text == "Window ▸ Nav ▸ ViewController + HostingController<Card> [hosted]")
        #expect(path.nodes.last?.relation == .child)
    }

    @Test func cellsWithHostedContentAreCountedAfterTheirScreen() {
        let (window, nav) = navigationShell()
        let screen = ViewController()
        let list = ListView<String, Int>()
        list.cellProvider = { cell, n in cell.contentConfiguration = HostingConfiguration { Text("Row \(n)") } }
        screen.view.addSubview(list)
        list.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(list.edgeConstraints(equalTo: screen.view))
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems([1, 2, 3])
        list.apply(snapshot)
        nav.pushViewController(screen)
        _ = window.render()
        let path = OwnershipPath(to: window.topViewController!)
        #expect(path.text == "Window ▸ Nav ▸ ViewController + 3 cells [hosted]")
    }
}
