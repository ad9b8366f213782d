import Testing
import Terminal
import TestSupport
@testable import Imperative

@MainActor
@Suite struct WindowTests {
    @Test func sizeClassesFollowTheTerminalSize() {
        let w = Window(size: Size(width: 60, height: 20))
        #expect(w.traitCollection.horizontalSizeClass == .compact)
        #expect(w.traitCollection.verticalSizeClass == .compact)
        w.resize(to: Size(width: 120, height: 40))
        #expect(w.traitCollection.horizontalSizeClass == .regular)
        #expect(w.traitCollection.verticalSizeClass == .regular)
    }

    @Test func functionKeysChangeSystemSettings() {
        let w = Window(size: Size(width: 80, height: 24))
        w.send(.function(3))
        #expect(w.traitCollection.userInterfaceStyle == .light)
        w.send(.function(5))
        #expect(w.traitCollection.preferredContentSizeCategory == .xLarge)
        w.send(.function(4)); w.send(.function(4))
        #expect(w.traitCollection.preferredContentSizeCategory == .medium)
        w.send(.function(6))
        #expect(w.traitCollection.layoutDirection == .rightToLeft)
        w.send(.function(7))
        #expect(w.traitCollection.legibilityWeight == .bold)
    }

    @Test func quitKeysRequestQuit() {
        let w = Window(size: Size(width: 80, height: 24))
        w.send(.character("q"))
        #expect(w.isQuitRequested)
        let w2 = Window(size: Size(width: 80, height: 24))
        w2.send(.ctrl("C"))
        #expect(w2.isQuitRequested)
    }

    @Test func tooSmallTerminalShowsAMessage() {
        let w = Window(size: Size(width: 30, height: 8))
        w.rootViewController = ViewController()
        #expect(w.render().contains("Terminal too small: 30x8"))
        #expect(w.render().contains("q quits"))
    }

    @Test func whileTooSmallNoKeyButQuitReachesTheApp() {
        final class Recorder: ViewController {
            var keys: [Key] = []
            override func handle(_ key: Key) -> Bool { keys.append(key); return true }
        }
        let root = Recorder()
        let w = Window(size: Size(width: 30, height: 10))
        w.rootViewController = root
        for key: Key in [
            .enter, .character("?"), .function(1), .function(2), .function(3), .escape, .down, .character("v"),
        ] {
            w.send(key)
        }
        #expect(root.keys.isEmpty)
        #expect(!w.isShowingHelp && !w.isShowingInspector)
        #expect(w.settings == SystemSettings(), "F3 changed no setting")
        w.resize(to: Size(width: 80, height: 24))
        w.send(.enter)
        #expect(root.keys == [.enter], "keys reach the app again once it shows")
        w.resize(to: Size(width: 39, height: 24))
        w.send(.ctrl("C"))
        #expect(w.isQuitRequested)
        let narrow = Window(size: Size(width: 80, height: 11))
        narrow.rootViewController = ViewController()
        narrow.send(.character("q"))
        #expect(narrow.isQuitRequested)
    }

    @Test func eachQueuedInputSeesTheFrameOfTheOneBefore() {
        let nav = NavigationController(rootViewController: ViewController())
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        _ = w.render()
        let numbers = ListHostController(count: 100)
        var seen: [[Int]] = []
        w.enqueue { nav.pushViewController(numbers) }
        w.enqueue { seen.append(numbers.list.visibleItemIdentifiers) }
        w.enqueue { w.send(.end) }
        w.enqueue { seen.append(numbers.list.visibleItemIdentifiers) }
        w.send(.character("x"))
        #expect(seen.count == 2)
        #expect(seen.first?.first == 1, "the pushed list has its rows before the next input")
        #expect(seen.last?.last == 100, "the list scrolled to the end before the next input")
        #expect(numbers.list.cell(for: 100) != nil)
    }

    @Test func overrideUserInterfaceStyleWinsForTheSubtree() {
        let child = ViewController()
        let nav = NavigationController(rootViewController: child)
        let w = Window(size: Size(width: 80, height: 24))
        w.rootViewController = nav
        nav.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(w.traitCollection.userInterfaceStyle == .dark)
    }
}

@MainActor
@Suite struct WindowChromeTests {
    @Test func theFooterFollowsTheRootsAppearanceOverride() {
        let w = Window(size: Size(width: 80, height: 24))
        let root = NavigationController(rootViewController: ViewController())
        w.rootViewController = root
        let dark = w.render()[1, 23].style
        root.overrideUserInterfaceStyle = .light
        let light = w.render()[1, 23].style
        #expect(dark.background == Palette.dark.barBackground)
        #expect(light.background == Palette.light.barBackground)
    }
}

/// Motion through a fake clock: the window animates a push only when asked to (the
/// interactive app) and reduce motion is off.
@MainActor
@Suite struct WindowTransitionTests {
    private func setup(animates: Bool) -> (Window, NavigationController) {
        let root = ViewController(); root.title = "Root"
        let nav = NavigationController(rootViewController: root)
        let w = Window(size: Size(width: 40, height: 12))
        w.rootViewController = nav
        w.animatesTransitions = animates
        return (w, nav)
    }

    private func pushed() -> ViewController {
        let c = ViewController(); c.title = "Detail"
        return c
    }

    @Test func aPushAnimatesBetweenTheFramesBeforeAndAfter() {
        let (w, nav) = setup(animates: true)
        let before = w.render(at: 10).canvas
        #expect(!w.isAnimating(at: 10))
        nav.pushViewController(pushed())
        let first = w.render(at: 20).canvas
        let after = w.render()
        #expect(first != after)
        #expect(w.isAnimating(at: 20.05))
        let frames = stride(from: 20.025, to: 20.15, by: 0.025).compactMap { w.transitionFrame(at: $0)?.canvas }
        #expect(frames.count == 5)
        #expect(Set(frames.map(\.text)).count == 5, "every frame moved on")
        #expect(frames.allSatisfy { $0 != before && $0 != after })
        #expect(!w.isAnimating(at: 20.15))
        #expect(w.transitionFrame(at: 20.15)?.canvas == after)
    }

    @Test func aKeyEndsATransition() {
        let (w, nav) = setup(animates: true)
        _ = w.render(at: 0)
        nav.pushViewController(pushed())
        _ = w.render(at: 1)
        w.send(.function(7))
        let bold = w.render(at: 1.01).canvas
        #expect(!w.isAnimating(at: 1.02))
        #expect(bold == w.render())
    }

    @Test func reduceMotionDrawsTheEndStateAtOnce() {
        let (w, nav) = setup(animates: true)
        w.send(.function(8))
        #expect(w.traitCollection.accessibilityReduceMotion)
        #expect(w.traitCollection.value(of: .accessibilityReduceMotion) == "on")
        _ = w.render(at: 0)
        nav.pushViewController(pushed())
        #expect(w.render(at: 1).canvas == w.render())
        #expect(!w.isAnimating(at: 1))
        w.send(.function(8))
        #expect(!w.traitCollection.accessibilityReduceMotion)
    }

    @Test func replaysNeverAnimate() {
        let (w, nav) = setup(animates: false)
        _ = w.render(at: 0)
        nav.pushViewController(pushed())
        #expect(w.render(at: 1).canvas == w.render())
        #expect(!w.isAnimating(at: 1))
        nav.popViewController(animated: true)
        #expect(w.transitionFrame(at: 1) == nil)
    }

    @Test func aTransitionWithoutAnimationDoesNotMove() {
        let (w, nav) = setup(animates: true)
        _ = w.render(at: 0)
        nav.pushViewController(pushed(), animated: false)
        #expect(!w.isAnimating(at: 0))
        _ = w.render(at: 1)
        #expect(!w.isAnimating(at: 1))
    }
}
