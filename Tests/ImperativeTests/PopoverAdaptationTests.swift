import Rules
import Terminal
import Testing
@testable import Imperative

/// UIKit's adaptive presentation: a popover in a compact size class shows as a sheet unless
/// its presentation controller's delegate answers otherwise.
@MainActor
@Suite struct PopoverAdaptationTests {
    /// Answers `style` and remembers the traits it was asked with.
    final class Adapter: PopoverPresentationControllerDelegate {
        let style: ModalPresentationStyle
        var askedWith: [TraitCollection] = []
        init(_ style: ModalPresentationStyle) { self.style = style }
        func adaptivePresentationStyle(
            for controller: PresentationController, traitCollection: TraitCollection
        ) -> ModalPresentationStyle {
            askedWith.append(traitCollection)
            return style
        }
    }

    func setup(width: Int = 80) -> (Window, NavigationController) {
        let nav = NavigationController(rootViewController: ViewController())
        let w = Window(size: Size(width: width, height: 24))
        w.rootViewController = nav
        return (w, nav)
    }

    func popover() -> ViewController {
        let pop = ViewController()
        pop.modalPresentationStyle = .popover
        pop.preferredContentSize = Size(width: 20, height: 5)
        return pop
    }

    @Test func aPopoverHasAPopoverPresentationControllerAndOtherStylesDoNot() {
        let pop = popover()
        #expect(pop.popoverPresentationController != nil)
        #expect(pop.popoverPresentationController === pop.presentationController)
        #expect(pop.popoverPresentationController?.presentedViewController === pop)
        let sheet = ViewController()
        #expect(sheet.popoverPresentationController == nil)
        #expect(!(sheet.presentationController is PopoverPresentationController))
        #expect(sheet.presentationController.presentationStyle == .sheet)
    }

    @Test func aDelegateAnsweringNoneKeepsThePopoverInCompactWidth() {
        let (w, nav) = setup()
        let pop = popover()
        let adapter = Adapter(.none)
        pop.popoverPresentationController?.delegate = adapter
        nav.present(pop)
        _ = w.render()
        #expect(pop.effectivePresentationStyle == .popover)
        #expect(pop.view.frame.size == Size(width: 20, height: 5))
        #expect(adapter.askedWith.last?.horizontalSizeClass == .compact)
        #expect(pop.presentationController.presentingViewController === nav)
    }

    @Test func withoutADelegateOrWithAnInvalidAnswerThePopoverIsASheet() {
        let (w, nav) = setup()
        let pop = popover()
        nav.present(pop)
        _ = w.render()
        #expect(pop.effectivePresentationStyle == .sheet)
        let adapter = Adapter(.custom)
        pop.popoverPresentationController?.delegate = adapter
        #expect(pop.presentationController.adaptivePresentationStyle(for: pop.traitCollection) == .none)
        #expect(pop.effectivePresentationStyle == .sheet)
    }

    @Test func aDelegateMayAskForAFullScreenCover() {
        let (w, nav) = setup()
        let pop = popover()
        let adapter = Adapter(.fullScreen)
        pop.popoverPresentationController?.delegate = adapter
        nav.present(pop)
        _ = w.render()
        #expect(pop.effectivePresentationStyle == .fullScreen)
    }

    @Test func theDelegateIsNotAskedInARegularEnvironment() {
        let (w, nav) = setup(width: 120)
        let pop = popover()
        let adapter = Adapter(.fullScreen)
        pop.popoverPresentationController?.delegate = adapter
        nav.present(pop)
        _ = w.render()
        #expect(pop.effectivePresentationStyle == .popover)
        #expect(adapter.askedWith.isEmpty)
        w.resize(to: Size(width: 80, height: 24))
        #expect(pop.effectivePresentationStyle == .fullScreen)
    }

    @Test func traitOverridesNarrowAChildAndWhatItPresents() {
        let (w, nav) = setup(width: 120)
        let child = nav.topViewController!
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        nav.traitOverrides.horizontalSizeClass = .compact
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(w.traitCollection.horizontalSizeClass == .regular)
        let pop = popover()
        child.present(pop)
        _ = w.render()
        // The popover takes the traits of the controller that presented it: a sheet.
        #expect(pop.traitCollection.horizontalSizeClass == .compact)
        #expect(pop.effectivePresentationStyle == .sheet)
        // Back to regular width under it: a popover again.
        nav.traitOverrides.remove(.horizontalSizeClass)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(pop.effectivePresentationStyle == .popover)
        nav.traitOverrides.horizontalSizeClass = .compact
        #expect(pop.effectivePresentationStyle == .sheet)
    }

    @Test func presentingWithNoneShowsASheet() {
        let (w, nav) = setup(width: 120)
        let c = ViewController()
        c.modalPresentationStyle = .none
        nav.present(c)
        _ = w.render()
        #expect(c.effectivePresentationStyle == .sheet)
        #expect(w.topPresentedController === c)
    }
}
