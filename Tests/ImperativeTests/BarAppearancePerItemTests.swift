import Rules
import Terminal
import Testing
@testable import Imperative

/// Navigation bar appearances as UIKit applies them: the top navigation item's
/// `standardAppearance` (or `compactAppearance` at compact height) overrides the bar's while
/// that item is on top; the bar's own is every screen's. A look a pushed screen gives the bar
/// that is still shown after it is popped records `bar-appearance-per-item`.
@MainActor
@Suite struct BarAppearancePerItemTests {
    static let red = CellColor(index: 124)

    func stack(height: Int = 12) -> (Window, NavigationController) {
        let root = ViewController(); root.title = "Ledger"
        let nav = NavigationController(rootViewController: root)
        let w = Window(size: Size(width: 60, height: height))
        w.rootViewController = nav
        _ = w.render()
        return (w, nav)
    }

    var redAppearance: NavigationBarAppearance {
        var red = NavigationBarAppearance()
        red.backgroundColor = Self.red
        red.titleTextAttributes = [.foregroundColor: .brightWhite]
        return red
    }

    /// The background of the bar's first cell and the colour of the title's first letter.
    func barColours(_ frame: Canvas, title: String) -> (background: CellColor, title: CellColor) {
        let row = frame.rows[0]
        let x = row.distance(from: row.startIndex, to: row.range(of: title)!.lowerBound)
        return (frame[0, 0].style.background, frame[x, 0].style.foreground)
    }

    /// A screen that paints the shared bar when it is about to appear (the wrong way) or its own item.
    final class Painter: ViewController {
        let appearance: NavigationBarAppearance
        let onItem: Bool
        var resetsWhenLeaving = false

        init(title: String, appearance: NavigationBarAppearance, onItem: Bool) {
            self.appearance = appearance
            self.onItem = onItem
            super.init()
            self.title = title
        }

        override func viewWillAppear(_ animated: Bool) {
            if onItem {
                navigationItem.standardAppearance = appearance
            } else {
                navigationController?.navigationBar.standardAppearance = appearance
            }
        }

        override func viewWillDisappear(_ animated: Bool) {
            if resetsWhenLeaving { navigationController?.navigationBar.standardAppearance = NavigationBarAppearance() }
        }
    }

    @Test func theDefaultAppearanceDrawsTheSchemesBar() {
        let (w, nav) = stack()
        let frame = w.render()
        let palette = Palette.dark
        #expect(barColours(frame, title: "Ledger") == (palette.barBackground, palette.barLabel))
        #expect(nav.navigationBar.standardAppearance == NavigationBarAppearance())
        #expect(nav.navigationBar.compactAppearance == nil)
    }

    @Test func theItemsAppearanceWinsWhileItIsOnTopAndGoesWithIt() {
        let (w, nav) = stack()
        let reports = ViewController(); reports.title = "Reports"
        reports.navigationItem.standardAppearance = redAppearance
        nav.pushViewController(reports)
        #expect(barColours(w.render(), title: "Reports") == (Self.red, .brightWhite))
        nav.popViewController()
        #expect(barColours(w.render(), title: "Ledger") == (Palette.dark.barBackground, Palette.dark.barLabel))
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func theBarsAppearanceIsEveryScreensUnlessTheItemHasOne() {
        let (w, nav) = stack()
        var green = NavigationBarAppearance()
        green.backgroundColor = .green
        nav.navigationBar.standardAppearance = green
        #expect(barColours(w.render(), title: "Ledger").background == .green)
        let plain = ViewController(); plain.title = "Plain"
        nav.pushViewController(plain)
        #expect(barColours(w.render(), title: "Plain").background == .green)
        let own = ViewController(); own.title = "Own"
        own.navigationItem.standardAppearance = redAppearance
        nav.pushViewController(own)
        #expect(barColours(w.render(), title: "Own").background == Self.red)
        nav.popViewController()
        #expect(barColours(w.render(), title: "Plain").background == .green)
        // Set while the root was the stack's only screen: the app's theme, never the rule.
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func compactHeightUsesTheCompactAppearancesThenTheStandardOnes() {
        let (w, nav) = stack(height: 12)
        #expect(w.traitCollection.verticalSizeClass == .compact)
        let root = nav.viewControllers[0]
        // No compact appearance anywhere: the item's standard one, as UIKit falls back.
        root.navigationItem.standardAppearance = redAppearance
        #expect(barColours(w.render(), title: "Ledger").background == Self.red)
        // The bar's compact appearance comes before the item's standard one ...
        var blue = NavigationBarAppearance()
        blue.backgroundColor = .blue
        nav.navigationBar.compactAppearance = blue
        #expect(barColours(w.render(), title: "Ledger").background == .blue)
        // ... and the item's compact appearance before both.
        var green = NavigationBarAppearance()
        green.backgroundColor = .green
        root.navigationItem.compactAppearance = green
        #expect(barColours(w.render(), title: "Ledger").background == .green)
        // At regular height the compact ones do not apply.
        w.resize(to: Size(width: 60, height: 30))
        #expect(w.traitCollection.verticalSizeClass == .regular)
        #expect(barColours(w.render(), title: "Ledger").background == Self.red)
    }

    @Test func aLargeTitleTakesTheLargeTitleAttributes() {
        let (w, nav) = stack(height: 30)
        nav.navigationBar.prefersLargeTitles = true
        var appearance = redAppearance
        appearance.largeTitleTextAttributes = [.foregroundColor: .yellow]
        nav.viewControllers[0].navigationItem.standardAppearance = appearance
        let frame = w.render()
        let row = frame.rows[1]
        let x = row.distance(from: row.startIndex, to: row.range(of: "Ledger")!.lowerBound)
        #expect(frame[x, 1].style.foreground == .yellow)
        #expect(frame[x, 1].style.background == Self.red)
    }

    @Test func configureWithOpaqueBackgroundReplacesEveryValue() {
        var appearance = redAppearance
        appearance.configureWithOpaqueBackground()
        #expect(appearance == NavigationBarAppearance())
        #expect(appearance.backgroundColor == nil && appearance.titleTextAttributes.isEmpty)
    }

    @Test func aPushedScreenThatPaintsTheBarLeavesItsLookOnTheScreenUnderIt() {
        let (w, nav) = stack()
        nav.pushViewController(Painter(title: "Reports", appearance: redAppearance, onItem: false))
        #expect(barColours(w.render(), title: "Reports").background == Self.red)
        #expect(w.diagnostics.entries.isEmpty)
        nav.popViewController()
        // The harm: the Ledger keeps the red, and the rule is named where it shows.
        #expect(barColours(w.render(), title: "Ledger").background == Self.red)
        #expect(w.diagnostics.entries.map(\.rule) == [.barAppearancePerItem])
        let finding = RuleFinding.barAppearancePerItem(
            controller: "Painter", property: "standardAppearance", shownOn: "ViewController")
        #expect(w.diagnostics.entries.first?.message == finding.message)
        #expect(w.diagnostics.entries.first?.location == "Ledger")
    }

    @Test func theSameScreenPaintingItsItemRecordsNothing() {
        let (w, nav) = stack()
        nav.pushViewController(Painter(title: "Reports", appearance: redAppearance, onItem: true))
        #expect(barColours(w.render(), title: "Reports").background == Self.red)
        nav.popViewController()
        #expect(barColours(w.render(), title: "Ledger").background == Palette.dark.barBackground)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aLookResetBeforeThePopEndsIsNotTheRule() {
        let (w, nav) = stack()
        let painter = Painter(title: "Reports", appearance: redAppearance, onItem: false)
        painter.resetsWhenLeaving = true
        nav.pushViewController(painter)
        nav.popViewController()
        #expect(barColours(w.render(), title: "Ledger").background == Palette.dark.barBackground)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aScreenUnderWithItsOwnAppearanceDoesNotShowTheLook() {
        let (w, nav) = stack()
        var grey = NavigationBarAppearance()
        grey.backgroundColor = .white
        nav.viewControllers[0].navigationItem.standardAppearance = grey
        nav.pushViewController(Painter(title: "Reports", appearance: redAppearance, onItem: false))
        nav.popViewController()
        #expect(barColours(w.render(), title: "Ledger").background == .white)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func theLookIsNamedWhenItsScreenLeavesHoweverItLeaves() {
        // A screen pushed above the painter and popped is not the painter: nothing yet.
        let (w, nav) = stack()
        nav.pushViewController(Painter(title: "Reports", appearance: redAppearance, onItem: false))
        let detail = ViewController(); detail.title = "March"
        nav.pushViewController(detail)
        nav.popViewController()
        #expect(w.diagnostics.entries.isEmpty)
        nav.popToRootViewController()
        #expect(w.diagnostics.entries.map(\.rule) == [.barAppearancePerItem])

        let (w2, nav2) = stack()
        nav2.pushViewController(Painter(title: "Reports", appearance: redAppearance, onItem: false))
        nav2.setViewControllers([nav2.viewControllers[0]])
        #expect(w2.diagnostics.entries.map(\.rule) == [.barAppearancePerItem])
    }
}
