import Rules
import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct PresentationTests {
    func setup() -> (Window, NavigationController) {
        let root = ViewController(); root.title = "Root"
        let nav = NavigationController(rootViewController: root)
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        return (w, nav)
    }

    func sheet(_ title: String) -> NavigationController {
        let c = ViewController(); c.title = title
        return NavigationController(rootViewController: c)
    }

    @Test func aPushedControllerPresentsThroughTheRootOfItsTree() {
        let (w, nav) = setup()
        let pushed = ViewController()
        nav.pushViewController(pushed)
        let options = sheet("Options")
        pushed.present(options)
        #expect(options.presentingViewController === nav)
        #expect(pushed.presentedViewController === options)
        #expect(w.topPresentedController === options)
        #expect(w.topViewController?.title == "Options")
    }

    @Test func presentingWhileAlreadyPresentingIsRefusedWithADiagnostic() {
        let (w, nav) = setup()
        nav.present(sheet("First"))
        nav.topViewController!.present(sheet("Second"))
        #expect(w.topViewController?.title == "First")
        #expect(w.diagnostics.contains(rule: .oneOwner))
    }

    @Test func thePresentedControllerMayPresentInTurn() {
        let (w, nav) = setup()
        let first = sheet("First")
        nav.present(first)
        first.topViewController!.present(sheet("Second"))
        #expect(w.topViewController?.title == "Second")
        #expect(!w.diagnostics.contains(rule: .oneOwner))
        nav.dismiss()
        #expect(w.topPresentedController == nil)
    }

    /// Dismissing from the bottom of two presentations closes both: the one on top leaves
    /// the screen with its disappearance callbacks and is free to be presented again.
    @Test func dismissingAPresentationDismissesWhatItPresentsInTurn() {
        let (w, nav) = setup()
        let log = LoggingController.Log()
        let first = sheet("First"), second = LoggingController("Second", log: log)
        nav.present(first)
        first.present(second)
        #expect(second.isAppeared)
        log.lines.removeAll()
        nav.dismiss()
        #expect(w.topPresentedController == nil)
        #expect(log.lines == ["Second.viewWillDisappear", "Second.viewDidDisappear"])
        #expect(second.presentingViewController == nil && !second.isAppeared)
        nav.present(second)
        #expect(w.topPresentedController === second)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func aPresentedNavigationControllerKeepsItsOwnStack() {
        let (w, nav) = setup()
        let options = sheet("Options")
        nav.present(options)
        let format = ViewController(); format.title = "Format"
        options.pushViewController(format)
        #expect(options.viewControllers.count == 2)
        #expect(nav.viewControllers.count == 1)
        #expect(w.topViewController === format)
        #expect(w.visibleStack.count == 1)
    }

    @Test func escapePopsInsideThePresentationThenDismissesIt() {
        let (w, nav) = setup()
        let options = sheet("Options")
        nav.present(options)
        options.pushViewController(ViewController())
        w.send(.escape)
        #expect(options.viewControllers.count == 1)
        #expect(w.topPresentedController === options)
        w.send(.escape)
        #expect(w.topPresentedController == nil)
        #expect(options.presentingViewController == nil)
    }

    @Test func keysGoToThePresentedControllerNotTheOneBelow() {
        let (w, nav) = setup()
        var below = 0, above = 0
        nav.topViewController!.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Below", key: "x") { below += 1 }
        ]
        let options = sheet("Options")
        options.topViewController!.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Above", key: "x") { above += 1 }
        ]
        nav.present(options)
        w.send(.character("x"))
        #expect(above == 1 && below == 0)
    }

    @Test func dismissFromAChildOfThePresentationDismissesIt() {
        let (w, nav) = setup()
        let options = sheet("Options")
        nav.present(options)
        options.topViewController!.dismiss()
        #expect(w.topPresentedController == nil)
    }

    @Test func dismissOnAControllerThatWasOnlyPushedDoesNothing() {
        let (w, nav) = setup()
        let pushed = ViewController()
        nav.pushViewController(pushed)
        #expect(pushed.presentingViewController == nil)
        pushed.dismiss()
        #expect(nav.viewControllers.count == 2)
        #expect(w.topViewController === pushed)
    }

    @Test func aSheetIsABorderedBoxOverDimmedContent() {
        let (w, nav) = setup()
        nav.present(sheet("Options"))
        let frame = w.render()
        #expect(frame.line(2).contains("╭"))
        #expect(frame.line(22).contains("╯"))
        #expect(frame[0, 0].style.background == Palette.dark.dimmedBackground)
        #expect(frame.line(3).contains("Options"))
        #expect(frame.line(23).contains("esc close"))
    }

    @Test func aPopoverIsSizedByPreferredContentSizeInRegularWidth() {
        let (w, nav) = setup()
        w.resize(to: Size(width: 120, height: 40))
        let pop = ViewController()
        pop.modalPresentationStyle = .popover
        pop.preferredContentSize = Size(width: 20, height: 5)
        nav.present(pop)
        _ = w.render()
        #expect(pop.effectivePresentationStyle == .popover)
        #expect(pop.view.frame == Rect(x: 98, y: 2, width: 20, height: 5))
    }

    @Test func aPopoverAdaptsToASheetInACompactSizeClass() {
        var traits = TraitCollection()
        traits.horizontalSizeClass = .regular
        traits.verticalSizeClass = .regular
        #expect(ModalPresentationStyle.popover.adapted(to: traits) == .popover)
        traits.horizontalSizeClass = .compact
        #expect(ModalPresentationStyle.popover.adapted(to: traits) == .sheet)
        traits.horizontalSizeClass = .regular
        traits.verticalSizeClass = .compact
        #expect(ModalPresentationStyle.popover.adapted(to: traits) == .sheet)
        for style in [ModalPresentationStyle.sheet, .fullScreen, .custom] {
            #expect(style.adapted(to: traits) == style)
        }
    }

    @Test func aPresentedPopoverAdaptsAsTheWindowResizes() {
        let (w, nav) = setup()
        let pop = ViewController()
        pop.modalPresentationStyle = .popover
        pop.preferredContentSize = Size(width: 20, height: 5)
        nav.present(pop)
        _ = w.render()
        // 80 columns are compact: a sheet, the sheet's box, the content below dimmed.
        #expect(pop.modalPresentationStyle == .popover)
        #expect(pop.effectivePresentationStyle == .sheet)
        #expect(pop.view.frame == Rect(x: 3, y: 3, width: 74, height: 19))
        #expect(w.render()[0, 0].style.background == Palette.dark.dimmedBackground)
        w.resize(to: Size(width: 120, height: 40))
        #expect(w.render()[0, 0].style.background != Palette.dark.dimmedBackground)
        #expect(pop.effectivePresentationStyle == .popover)
        #expect(pop.view.frame.size == Size(width: 20, height: 5))
        // Short of 24 rows the height is compact: a sheet again.
        w.resize(to: Size(width: 120, height: 20))
        _ = w.render()
        #expect(pop.effectivePresentationStyle == .sheet)
        #expect(pop.isAppeared)
    }

    @Test func aFullScreenPresentationCoversTheContent() {
        let (w, nav) = setup()
        let full = ViewController(); full.title = "Full"
        full.modalPresentationStyle = .fullScreen
        nav.present(full)
        _ = w.render()
        #expect(full.view.frame == Rect(x: 0, y: 0, width: 80, height: 23))
    }

    @Test func thePresentedControllerSeesThePresentersTraits() {
        let (w, nav) = setup()
        nav.overrideUserInterfaceStyle = .light
        let options = sheet("Options")
        nav.present(options)
        #expect(options.topViewController!.traitCollection.userInterfaceStyle == .light)
        w.resize(to: Size(width: 120, height: 40))
        #expect(options.topViewController!.traitCollection.horizontalSizeClass == .regular)
    }
}
