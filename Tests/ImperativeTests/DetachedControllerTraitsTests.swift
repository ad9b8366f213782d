import Terminal
import Testing
@testable import Imperative

/// A controller that is no child, presentation or window root (`isDetached`) takes its traits
/// from where its view is drawn, every time they change, as view controllers do since iOS 17;
/// but appearance travels down the controller tree alone: it is never told it appears, while
/// a child added to a screen already on screen is.
@MainActor
@Suite struct DetachedControllerTraitsTests {
    final class Recorder: ViewController {
        var changes = 0
        var appearance: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearance.append("viewWillAppear")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            appearance.append("viewIsAppearing")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appearance.append("viewDidAppear")
        }
    }

    private func window(style: UserInterfaceStyle) -> (Window, ViewController) {
        let screen = ViewController()
        let w = Window(size: Size(width: 40, height: 12))
        var settings = SystemSettings()
        settings.userInterfaceStyle = style
        w.apply(settings)
        w.rootViewController = screen
        return (w, screen)
    }

    private func switchTo(_ style: UserInterfaceStyle, _ w: Window) {
        var settings = SystemSettings()
        settings.userInterfaceStyle = style
        w.apply(settings)
    }

    @Test func aDetachedControllerTakesTheTraitsOfWhereItIsDrawnEveryTimeTheyChange() {
        let (w, screen) = window(style: .light)
        let detached = Recorder()
        detached.view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        screen.view.addSubview(detached.view)
        #expect(detached.isDetached)
        _ = w.render()
        #expect(detached.traitCollection.userInterfaceStyle == .light)
        #expect(detached.changes == 1)
        switchTo(.dark, w)
        _ = w.render()
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        #expect(detached.traitCollection.userInterfaceStyle == .dark)
        #expect(detached.changes == 2)
        switchTo(.light, w)
        _ = w.render()
        #expect(detached.traitCollection.userInterfaceStyle == .light)
        #expect(detached.changes == 3)
        _ = w.render()
        #expect(detached.changes == 3, "no change, no callback")
    }

    @Test func aDetachedControllerKeepsItsOwnOverride() {
        let (w, screen) = window(style: .light)
        let detached = Recorder()
        detached.overrideUserInterfaceStyle = .dark
        detached.view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        screen.view.addSubview(detached.view)
        _ = w.render()
        #expect(detached.traitCollection.userInterfaceStyle == .dark)
        switchTo(.dark, w)
        _ = w.render()
        #expect(detached.traitCollection.userInterfaceStyle == .dark)
        switchTo(.light, w)
        _ = w.render()
        #expect(screen.traitCollection.userInterfaceStyle == .light)
        #expect(detached.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aDetachedControllerIsNeverToldItAppears() {
        let (w, screen) = window(style: .light)
        let detached = Recorder()
        detached.view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        screen.view.addSubview(detached.view)
        _ = w.render()
        _ = w.render()
        #expect(screen.isAppeared)
        #expect(detached.appearance.isEmpty)
        #expect(!detached.isAppeared)
    }

    @Test func aChildAddedToAScreenOnScreenAppearsOnceAtDidMove() {
        let (w, screen) = window(style: .light)
        let child = Recorder()
        screen.addChild(child)
        child.view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        screen.view.addSubview(child.view)
        #expect(child.appearance.isEmpty, "addSubview alone does not tell it")
        child.didMove(toParent: screen)
        #expect(child.appearance == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(child.isAppeared)
        child.didMove(toParent: screen)
        _ = w.render()
        #expect(child.appearance.count == 3)
    }

    @Test func aChildWhoseViewIsNotYetShownDoesNotAppearAtDidMove() {
        let (_, screen) = window(style: .light)
        let child = Recorder()
        screen.addChild(child)
        child.didMove(toParent: screen)
        #expect(child.appearance.isEmpty)
    }

    @Test func aChildHearsEveryChange() {
        let (w, screen) = window(style: .light)
        let child = Recorder()
        screen.addChild(child)
        child.view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        screen.view.addSubview(child.view)
        child.didMove(toParent: screen)
        #expect(!child.isDetached)
        _ = w.render()
        switchTo(.dark, w)
        _ = w.render()
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        switchTo(.light, w)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(w.diagnostics.entries.isEmpty)
    }

    @Test func didMoveToAParentThatNeverAddedItRecordsTheRuleThere() {
        let (w, screen) = window(style: .light)
        let stray = ViewController()
        stray.didMove(toParent: screen)
        #expect(stray.parent == nil)
        #expect(w.diagnostics.entries.map(\.rule) == [.containChildHost])
        stray.didMove(toParent: nil)
        #expect(w.diagnostics.entries.count == 1, "nil is removeFromParent's notice")
    }
}
