import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct LifecycleTests {
    func window(_ root: ViewController, size: Size = Size(width: 80, height: 24)) -> Window {
        let w = Window(size: size)
        w.rootViewController = root
        return w
    }

    @Test func viewLoadsOnceOnFirstAccess() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log)
        #expect(!a.isViewLoaded)
        _ = a.view; _ = a.view
        #expect(log.lines == ["A.viewDidLoad"])
    }

    @Test func setViewControllersSwapsTheTopInUIKitOrder() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        let nav = NavigationController(rootViewController: a)
        _ = window(nav)
        log.lines.removeAll()
        nav.setViewControllers([b, c])
        #expect(log.lines == ["C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear"])
        #expect(a.parent == nil)
        #expect(nav.viewControllers.map(\.title) == ["B", "C"])
    }

    @Test func tabSwitchDeliversNewWillAppearBeforeOldWillDisappear() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let tabs = TabBarController(viewControllers: [a, b])
        _ = window(tabs)
        log.lines.removeAll()
        tabs.selectTab(at: 1)
        #expect(log.lines == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func presentingASheetLeavesThePresenterAppeared() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        _ = window(a)
        log.lines.removeAll()
        a.present(b)
        #expect(log.lines == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(a.isAppeared)
        log.lines.removeAll()
        b.dismiss()
        #expect(log.lines == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test func presentingFullScreenMakesThePresenterDisappearAfterThePresentedAppears() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        _ = window(a)
        b.modalPresentationStyle = .fullScreen
        log.lines.removeAll()
        a.present(b)
        #expect(log.lines == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
        #expect(!a.isAppeared)
    }

    @Test func dismissingFullScreenBringsThePresenterBackInOrder() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        _ = window(a)
        b.modalPresentationStyle = .fullScreen
        a.present(b)
        log.lines.removeAll()
        a.dismiss()
        #expect(log.lines == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
        #expect(a.isAppeared)
    }

    @Test func transcriptRecordsNavigationAndAppearance() {
        let a = ViewController(); a.title = "Root"
        let b = ViewController(); b.title = "Next"
        let nav = NavigationController(rootViewController: a)
        let w = window(nav)
        let start = w.events.lines.count
        nav.pushViewController(b)
        nav.present(ViewController())
        w.send(.escape)
        nav.popViewController()
        let lines = Array(w.events.lines[start...])
        #expect(lines.contains("push Next"))
        #expect(lines.contains("viewWillAppear ViewController"))
        #expect(lines.contains("present  (sheet)"))
        #expect(lines.contains("dismiss "))
        #expect(lines.contains("pop Next"))
    }

    @Test func traitChangesReachEveryControllerOnceAndAreLogged() {
        final class Counting: ViewController {
            var changes = 0
            override func traitCollectionDidChange(_ previous: TraitCollection?) { if previous != nil { changes += 1 } }
        }
        let leaf = Counting()
        let other = Counting()
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: leaf),
                                                      NavigationController(rootViewController: other)])
        let w = window(tabs)
        _ = other.view
        w.resize(to: Size(width: 120, height: 40))
        #expect(leaf.changes == 1)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(w.events.lines.contains("traitCollectionDidChange Counting"))
        w.resize(to: Size(width: 121, height: 40))
        #expect(leaf.changes == 1)
    }
}
