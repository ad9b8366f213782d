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
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log),
            c = LoggingController("C", log: log)
        let nav = NavigationController(rootViewController: a)
        _ = window(nav)
        log.lines.removeAll()
        nav.setViewControllers([b, c])
        #expect(
            log.lines == [
                "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear",
            ])
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
        #expect(
            log.lines == [
                "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
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
        #expect(
            log.lines == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
            ])
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

    /// Embeds `child` in `parent` the way a screen embeds a child host: `addChild`, its view
    /// in a panel of the parent's view, `didMove`.
    /// `shown` and `hidden` as the roots of two tabs, the first selected; the second's view
    /// is loaded, as a tab visited before has it.
    private func windowWithTabs(_ shown: ViewController, _ hidden: ViewController) -> (Window, TabBarController) {
        let tabs = TabBarController(viewControllers: [
            NavigationController(rootViewController: shown),
            NavigationController(rootViewController: hidden),
        ])
        let w = window(tabs)
        _ = hidden.view
        return (w, tabs)
    }

    private func embed(_ child: ViewController, in parent: ViewController) {
        let box = Panel()
        parent.view.addSubview(box)
        parent.addChild(child)
        box.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test func aChildWhoseViewIsInTheHierarchyGetsEachCallbackRightAfterItsParent() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), c = LoggingController("C", log: log),
            b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        embed(c, in: a)
        log.lines.removeAll()
        _ = window(nav)
        #expect(log.lines == ["A.viewWillAppear", "C.viewWillAppear", "A.viewDidAppear", "C.viewDidAppear"])
        log.lines.removeAll()
        nav.pushViewController(b)
        #expect(
            log.lines == [
                "B.viewDidLoad", "A.viewWillDisappear", "C.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "C.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(!c.isAppeared)
        log.lines.removeAll()
        nav.popViewController()
        #expect(
            log.lines == [
                "B.viewWillDisappear", "A.viewWillAppear", "C.viewWillAppear",
                "B.viewDidDisappear", "A.viewDidAppear", "C.viewDidAppear",
            ])
    }

    @Test func childrenInsideADismissedFullScreenPresentationDisappear() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), p = LoggingController("P", log: log),
            c = LoggingController("C", log: log)
        _ = window(a)
        embed(c, in: p)
        p.modalPresentationStyle = .fullScreen
        log.lines.removeAll()
        a.present(p)
        #expect(
            log.lines == [
                "A.viewWillDisappear", "P.viewWillAppear", "C.viewWillAppear",
                "P.viewDidAppear", "C.viewDidAppear", "A.viewDidDisappear",
            ])
        log.lines.removeAll()
        a.dismiss()
        #expect(
            log.lines == [
                "P.viewWillDisappear", "C.viewWillDisappear", "A.viewWillAppear",
                "A.viewDidAppear", "P.viewDidDisappear", "C.viewDidDisappear",
            ])
    }

    @Test func aChildWhoseViewIsNotInTheHierarchyGetsNoCallbacks() {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), c = LoggingController("C", log: log)
        a.addChild(c)
        c.didMove(toParent: a)
        _ = window(a)
        #expect(log.lines == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(!c.isAppeared)
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
        let (w, _) = windowWithTabs(leaf, other)
        w.resize(to: Size(width: 120, height: 40))
        #expect(leaf.changes == 1)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(w.events.lines.contains("traitCollectionDidChange Counting"))
        w.resize(to: Size(width: 121, height: 40))
        #expect(leaf.changes == 1)
    }

    /// UIKit's order: `viewWillAppear` still sees the traits the controller left with; by
    /// `viewIsAppearing` they are up to date.
    @Test func aControllerOutOfTheHierarchyCatchesUpOnTraitsWhenItAppears() {
        final class Recording: ViewController {
            var calls: [String] = []
            override func traitCollectionDidChange(_ previous: TraitCollection?) {
                if previous != nil { calls.append("traits \(traitCollection.horizontalSizeClass)") }
            }
            override func viewWillAppear(_ animated: Bool) {
                calls.append("willAppear \(traitCollection.horizontalSizeClass)")
            }
            override func viewIsAppearing(_ animated: Bool) {
                calls.append("isAppearing \(traitCollection.horizontalSizeClass)")
            }
        }
        let shown = Recording()
        let hidden = Recording()
        let (w, tabs) = windowWithTabs(shown, hidden)
        shown.calls = []
        hidden.calls = []
        w.resize(to: Size(width: 120, height: 40))
        w.resize(to: Size(width: 40, height: 20))
        w.resize(to: Size(width: 120, height: 40))
        #expect(shown.calls == ["traits regular", "traits compact", "traits regular"])
        #expect(hidden.calls.isEmpty)
        tabs.selectTab(at: 1)
        #expect(hidden.calls == ["willAppear compact", "traits regular", "isAppearing regular"])
        #expect(hidden.traitCollection.horizontalSizeClass == .regular)
    }
}
