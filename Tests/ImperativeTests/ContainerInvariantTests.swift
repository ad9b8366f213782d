import Testing
import Terminal
@testable import Imperative

/// The navigation stack's and the tabs' invariants hold after every change to them, and each
/// one that breaks is named (`_invariantViolations`, which `_checkInvariants` stops debug
/// builds on).
@MainActor
@Suite struct ContainerInvariantTests {
    final class Screen: ViewController {
        init(_ title: String) {
            super.init()
            self.title = title
        }
    }

    private func inWindow(_ root: ViewController) -> Window {
        let window = Window(size: Size(width: 60, height: 12))
        window.rootViewController = root
        return window
    }

    @Test(arguments: [false, true])
    func theStackKeepsItsInvariants(inWindow shown: Bool) {
        let a = Screen("A"), b = Screen("B"), c = Screen("C"), d = Screen("D")
        let nav = NavigationController(rootViewController: a)
        let window = shown ? inWindow(nav) : nil
        let other = NavigationController(rootViewController: Screen("Other"))
        let steps: [(String, () -> Void)] = [
            ("push", { nav.pushViewController(b) }),
            ("push again", { nav.pushViewController(c) }),
            ("pop", { nav.popViewController() }),
            ("set", { nav.setViewControllers([a, c, b, d]) }),
            ("a middle controller leaves", { c.removeFromParent() }),
            ("the top moves to another stack", { other.addChild(d) }),
            ("pop to root", { nav.popToRootViewController() }),
            ("set a new root", { nav.setViewControllers([b]) }),
            ("the root leaves", { b.removeFromParent() }),
        ]
        for (name, step) in steps {
            step()
            #expect(nav._invariantViolations() == [], "after \(name)")
            _ = window?.render()
        }
    }

    @Test func aControllerUnderTheTopThatAppearedIsNamed() {
        let a = Screen("A"), b = Screen("B")
        let nav = NavigationController(rootViewController: a)
        _ = inWindow(nav)
        nav.pushViewController(b)
        a.beginAppearanceTransition(true)
        a.endAppearanceTransition(true)
        #expect(nav._invariantViolations() == ["Screen is appeared but is not the top of the stack"])
    }

    @Test func aViewOfTheStackOutOfPlaceIsNamed() {
        let a = Screen("A"), b = Screen("B")
        let nav = NavigationController(rootViewController: a)
        _ = inWindow(nav)
        nav.pushViewController(b)
        nav.view.addSubview(a.view)
        b.view.removeFromSuperview()
        #expect(
            nav._invariantViolations() == [
                "Screen, the top of the stack, does not have its view in the panel of NavigationController",
                "Screen has its view in the panel of NavigationController but is not the top of the stack",
            ])
    }

    @Test func aNavigationBarOfNoStackIsNamed() {
        let nav = NavigationController(rootViewController: Screen("A"))
        nav.navigationBar.navigation = nil
        #expect(nav._invariantViolations() == ["the navigation bar does not belong to NavigationController"])
    }

    @Test(arguments: [false, true])
    func theTabsKeepTheirInvariants(inWindow shown: Bool) {
        let first = NavigationController(rootViewController: Screen("One"))
        let second = Screen("Two"), third = Screen("Three")
        let tabs = TabBarController(viewControllers: [first, second])
        let window = shown ? inWindow(tabs) : nil
        let steps: [(String, () -> Void)] = [
            ("select", { tabs.selectTab(at: 1) }),
            ("push in an unselected tab", { first.pushViewController(Screen("Pushed")) }),
            ("select back", { tabs.selectTab(at: 0) }),
            ("select the selected tab", { tabs.selectTab(at: 0) }),
            ("set", { tabs.setViewControllers([third, first, second]) }),
            ("the selected tab leaves", { third.removeFromParent() }),
            ("set none", { tabs.setViewControllers([]) }),
            ("set again", { tabs.setViewControllers([second]) }),
        ]
        for (name, step) in steps {
            step()
            #expect(tabs._invariantViolations() == [], "after \(name)")
            #expect(first._invariantViolations() == [], "after \(name)")
            _ = window?.render()
        }
    }

    @Test func anUnselectedTabThatAppearedIsNamed() {
        let one = Screen("One"), two = Screen("Two")
        let tabs = TabBarController(viewControllers: [one, two])
        _ = inWindow(tabs)
        two.beginAppearanceTransition(true)
        two.endAppearanceTransition(true)
        #expect(tabs._invariantViolations() == ["Screen is appeared but is not the selected tab"])
        tabs.tabBar.tabBarController = nil
        #expect(tabs._invariantViolations().contains("the tab bar does not belong to TabBarController"))
    }
}
