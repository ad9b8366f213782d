import Testing
import Terminal
@testable import Imperative

@MainActor
@Suite struct HelpOverlayTests {
    func window() -> Window {
        let w = Window(size: Size(width: 80, height: 24))
        let root = ViewController()
        root.title = "Root"
        w.rootViewController = NavigationController(rootViewController: root)
        return w
    }

    @Test func questionMarkOpensHelpAndEscapeClosesIt() {
        let w = window()
        w.send(.character("?"))
        #expect(w.isShowingHelp)
        #expect(w.render().contains("Keys everywhere"))
        w.send(.escape)
        #expect(!w.isShowingHelp)
        #expect(!w.render().contains("Keys everywhere"))
    }

    @Test func keysDoNotReachTheAppWhileHelpIsUp() {
        let w = window()
        w.send(.function(1))
        w.send(.function(3))
        #expect(w.traitCollection.userInterfaceStyle == .dark)
        w.send(.character("q"))
        #expect(!w.isQuitRequested)
    }

    @Test func helpListsTheKeysOfTheCurrentScreen() {
        let w = window()
        w.send(.character("?"))
        #expect(w.render().contains("This screen") == false, "a screen with no keys of its own has no section")
        let nav = w.rootViewController as! NavigationController
        nav.pushViewController(ViewController())
        #expect(w.render().contains("This screen"))
        #expect(w.render().contains("back"))
    }
}
