import Rules
import Terminal
import Testing
@testable import Imperative

/// The status bar's style, as UIKit settles it: the root hands the question down through
/// `childForStatusBarStyle`; a navigation controller whose bar shows answers itself from its
/// bar's style, so a screen on top of it asking for another style records `status-bar-owner`.
@MainActor
@Suite struct StatusBarOwnerTests {
    /// A screen that asks for a style of its own.
    final class Screen: ViewController {
        var style: StatusBarStyle
        init(_ style: StatusBarStyle) {
            self.style = style
            super.init()
        }
        override var preferredStatusBarStyle: StatusBarStyle { style }
    }

    /// A navigation controller that lets its top screen decide.
    final class ForwardingNavigationController: NavigationController {
        override var childForStatusBarStyle: ViewController? { topViewController }
    }

    /// A light-only app: `navigation` as the window's root, its first screen plain.
    func window(_ navigation: NavigationController) -> Window {
        navigation.overrideUserInterfaceStyle = .light
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = navigation
        _ = w.render()
        return w
    }

    @Test func defaultFollowsTheInterfaceStyleAndTheOthersStayAsTheyAre() {
        #expect(StatusBarStyle.default.resolved(for: .light) == .darkContent)
        #expect(StatusBarStyle.default.resolved(for: .dark) == .lightContent)
        #expect(StatusBarStyle.lightContent.resolved(for: .light) == .lightContent)
        #expect(StatusBarStyle.darkContent.resolved(for: .dark) == .darkContent)
    }

    @Test func aNavigationControllerAnswersFromItsBarStyleWhileItsBarShows() {
        let card = Screen(.lightContent)
        let navigation = NavigationController(rootViewController: card)
        #expect(navigation.childForStatusBarStyle == nil)
        #expect(navigation.statusBarStyleController === navigation)
        #expect(navigation.preferredStatusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        navigation.isNavigationBarHidden = true
        #expect(navigation.statusBarStyleController === card)
    }

    @Test func aSubclassThatForwardsLetsItsTopScreenDecide() {
        let root = Screen(.default)
        let navigation = ForwardingNavigationController(rootViewController: root)
        let w = window(navigation)
        let card = Screen(.lightContent)
        navigation.pushViewController(card, animated: false)
        #expect(navigation.statusBarStyleController === card)
        #expect(navigation.resolvedStatusBarStyle == .lightContent)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aTabBarControllerHandsTheQuestionToItsSelectedTab() {
        let first = Screen(.darkContent), second = Screen(.lightContent)
        let tabs = TabBarController(viewControllers: [first, second])
        #expect(tabs.statusBarStyleController === first)
        tabs.selectTab(at: 1)
        #expect(tabs.resolvedStatusBarStyle == .lightContent)
    }

    @Test func aScreenPushedOnANavigationControllerThatAnswersItselfRecordsTheRule() {
        let navigation = NavigationController(rootViewController: Screen(.default))
        let w = window(navigation)
        navigation.pushViewController(Screen(.lightContent), animated: false)
        #expect(navigation.resolvedStatusBarStyle == .darkContent)
        #expect(
            w.diagnostics.entries.map(\.rule) == [.statusBarOwner])
        #expect(
            w.diagnostics.entries.first?.message.contains("asks for .lightContent, but NavigationController") == true)
        #expect(w.diagnostics.entries.first?.message.contains("shows dark text") == true)
    }

    @Test func aStyleTheNavigationControllerAnswersAnywayRecordsNothing() {
        let dark = NavigationController(rootViewController: Screen(.default))
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = dark  // the window is dark: .default shows light text too
        _ = w.render()
        dark.pushViewController(Screen(.lightContent), animated: false)
        let black = NavigationController(rootViewController: Screen(.default))
        black.navigationBar.barStyle = .black
        let v = window(black)
        black.pushViewController(Screen(.lightContent), animated: false)
        #expect(w.diagnostics.entries.isEmpty)
        #expect(v.diagnostics.entries.isEmpty)
    }

    @Test func aHiddenBarOrAScreenThatAsksNothingRecordsNothing() {
        let hidden = NavigationController(rootViewController: Screen(.default))
        hidden.isNavigationBarHidden = true
        let w = window(hidden)
        hidden.pushViewController(Screen(.lightContent), animated: false)
        let plain = NavigationController(rootViewController: Screen(.default))
        let v = window(plain)
        plain.pushViewController(Screen(.default), animated: false)
        #expect(hidden.resolvedStatusBarStyle == .lightContent)
        #expect(w.diagnostics.entries.isEmpty)
        #expect(v.diagnostics.entries.isEmpty)
    }

    @Test func setNeedsStatusBarAppearanceUpdateAsksAgainAndJudgesTheNewStyle() {
        let root = Screen(.default)
        let navigation = NavigationController(rootViewController: root)
        let w = window(navigation)
        let before = w.statusBarAppearanceUpdates
        root.style = .lightContent
        #expect(w.diagnostics.entries.isEmpty)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(w.statusBarAppearanceUpdates == before + 1)
        #expect(w.diagnostics.entries.map(\.rule) == [.statusBarOwner])
    }

    @Test func theStatusLineSettlesItsStyleWhenTheStatusBarIsAskedAgain() {
        let card = Screen(.lightContent)
        let navigation = ForwardingNavigationController(rootViewController: card)
        let w = window(navigation)
        let line = StatusBarPanel(root: navigation)
        line.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        let context = UpdateContext(origin: .zero, clip: line.frame, traits: navigation.traitCollection)
        line.updateIfNeeded(in: context)
        #expect(line.style == .lightContent)
        card.style = .darkContent
        line.updateIfNeeded(in: context)
        #expect(line.style == .lightContent, "not asked again yet")
        card.setNeedsStatusBarAppearanceUpdate()
        line.updateIfNeeded(in: context)
        #expect(line.style == .darkContent)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func theStatusLineFollowsLightAndDarkForTheDefaultStyle() {
        let navigation = NavigationController(rootViewController: Screen(.default))
        let w = Window(size: Size(width: 60, height: 12))
        w.rootViewController = navigation
        _ = w.render()
        let line = StatusBarPanel(root: navigation)
        line.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        let context = UpdateContext(origin: .zero, clip: line.frame, traits: navigation.traitCollection)
        line.updateIfNeeded(in: context)
        #expect(line.style == .lightContent)
        navigation.overrideUserInterfaceStyle = .light
        line.updateIfNeeded(in: context)
        #expect(line.style == .darkContent)
    }
}
