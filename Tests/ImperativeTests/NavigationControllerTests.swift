import Rules
import Testing
import Terminal
@testable import Imperative

/// A controller that logs its lifecycle into a shared list.
@MainActor
final class LoggingController: ViewController {
    let name: String
    let log: Log
    final class Log { var lines: [String] = [] }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }
    override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
}

@MainActor
@Suite struct NavigationControllerTests {
    func makeWindow(_ root: ViewController) -> Window {
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = root
        return w
    }

    @Test func pushAddsToTheStackAndPopRemoves() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        _ = makeWindow(nav)
        nav.pushViewController(b)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(nav.popViewController() === b)
        #expect(nav.viewControllers.count == 1)
        #expect(b.parent == nil)
    }

    @Test func pushDeliversAppearanceInUIKitOrder() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        _ = makeWindow(nav)
        log.lines.removeAll()
        nav.pushViewController(b)
        #expect(
            log.lines == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func popDeliversAppearanceInUIKitOrder() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        _ = makeWindow(nav)
        nav.pushViewController(b)
        log.lines.removeAll()
        nav.popViewController()
        #expect(log.lines == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    /// Popping to the root from three deep: the controller on screen disappears and the root
    /// appears, in UIKit's order; the one between them was never on screen and hears nothing.
    @Test func popToRootDeliversAppearanceToTheVisibleTopOnly() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log),
            c = LoggingController("C", log: log)
        let nav = NavigationController(rootViewController: a)
        _ = makeWindow(nav)
        nav.pushViewController(b)
        nav.pushViewController(c)
        log.lines.removeAll()
        nav.popToRootViewController()
        #expect(log.lines == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(!c.isAppeared && !b.isAppeared && a.isAppeared)
    }

    @Test func popAtTheRootDoesNothing() {
        let nav = NavigationController(rootViewController: ViewController())
        _ = makeWindow(nav)
        #expect(nav.popViewController() == nil)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func escapePopsAndIsIgnoredAtTheRoot() {
        let a = ViewController(), b = ViewController()
        let nav = NavigationController(rootViewController: a)
        let window = makeWindow(nav)
        nav.pushViewController(b)
        window.send(.escape)
        #expect(nav.viewControllers.count == 1)
        window.send(.escape)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.topViewController === a)
    }

    @Test func viewControllersIsACopy() {
        let nav = NavigationController(rootViewController: ViewController())
        var copy = nav.viewControllers
        copy.append(ViewController())
        #expect(nav.viewControllers.count == 1)
    }

    @Test func pushingAControllerThatIsAlreadyOnAStackIsRefusedWithADiagnostic() {
        let shared = ViewController()
        shared.title = "Shared"
        let nav = NavigationController(rootViewController: ViewController())
        let window = makeWindow(nav)
        nav.pushViewController(shared)
        nav.pushViewController(shared)
        #expect(nav.viewControllers.count == 2)
        #expect(window.diagnostics.contains(rule: .alreadyHasParent))
        #expect(window.diagnostics.entries.first?.message.contains("already in this navigation stack") == true)
    }

    /// A push adds the controller as a child, which takes it out of the stack that held it
    /// (as `addChild` does): that stack shows the controller under it.
    @Test func pushingAControllerFromAnotherStackMovesIt() {
        let first = NavigationController(rootViewController: ViewController())
        let moved = ViewController()
        first.pushViewController(moved, animated: false)
        let nav = NavigationController(rootViewController: ViewController())
        let window = makeWindow(TabBarController(viewControllers: [first, nav]))
        nav.pushViewController(moved, animated: false)
        #expect(first.viewControllers.count == 1)
        #expect(nav.viewControllers.last === moved)
        #expect(window.diagnostics.entries.map(\.rule) == [.alreadyHasParent])
    }

    @Test func barShowsBackItemTitleAndRightItems() {
        let a = ViewController(); a.title = "Ledger"
        let b = ViewController(); b.title = "Invoice #00042"
        b.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Void", key: "v") {}]
        let nav = NavigationController(rootViewController: a)
        let window = makeWindow(nav)
        nav.pushViewController(b)
        let top = window.render().line(0)
        #expect(top.hasPrefix(" ‹ Ledger"))
        #expect(top.contains("Invoice #00042"))
        #expect(top.hasSuffix("[v] Void "))
    }

    @Test func backButtonTitleOfThePreviousControllerWins() {
        let a = ViewController(); a.title = "Ledger"
        a.navigationItem.backButtonTitle = "All"
        let nav = NavigationController(rootViewController: a)
        let window = makeWindow(nav)
        nav.pushViewController(ViewController())
        #expect(window.render().line(0).hasPrefix(" ‹ All"))
    }

    @Test func barItemKeyRunsItsAction() {
        var fired = 0
        let a = ViewController()
        a.navigationItem.rightBarButtonItems = [BarButtonItem(title: "New", key: "n") { fired += 1 }]
        let window = makeWindow(NavigationController(rootViewController: a))
        window.send(.character("n"))
        #expect(fired == 1)
    }

    @Test func popToRootKeepsOnlyTheRoot() {
        let nav = NavigationController(rootViewController: ViewController())
        _ = makeWindow(nav)
        nav.pushViewController(ViewController())
        nav.pushViewController(ViewController())
        #expect(nav.popToRootViewController()?.count == 2)
        #expect(nav.viewControllers.count == 1)
    }
}
