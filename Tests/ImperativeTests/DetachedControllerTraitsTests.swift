import Terminal
import Testing
@testable import Imperative

/// Traits travel down the controller tree: a controller that is no child, presentation or
/// window root (`isDetached`) takes the traits of where its view is first drawn and hears of
/// no change afterwards; a child hears every change.
@MainActor
@Suite struct DetachedControllerTraitsTests {
    final class Recorder: ViewController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
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

    @Test func aDetachedControllerTakesTheTraitsOfWhereItIsFirstDrawnAndNoChangeAfter() {
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
        #expect(detached.traitCollection.userInterfaceStyle == .light)
        #expect(detached.changes == 1)
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
