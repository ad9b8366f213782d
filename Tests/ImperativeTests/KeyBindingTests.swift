import Testing
import Terminal
@testable import Imperative

/// A screen whose text field has focus: it takes every printable key.
@MainActor
private final class EditingController: ViewController {
    var typed = ""
    override var isEditingText: Bool { true }
    override func handle(_ key: Key) -> Bool {
        guard let c = key.printable else { return false }
        typed.append(c)
        return true
    }
}

@MainActor
@Suite struct KeyBindingTests {
    private func tabs(_ controllers: [ViewController]) -> Window {
        let w = Window(size: Size(width: 80, height: 24))
        for (c, title) in zip(controllers, ["One", "Two", "Three"]) { c.title = title }
        w.rootViewController = TabBarController(viewControllers: controllers)
        return w
    }

    @Test func theWindowDispatchesOnItsRowsOfTheTable() {
        let w = tabs([ViewController(), ViewController()])
        let own = w.keyBindings.filter { if case .window = $0.handler { true } else { false } }
        #expect(
            own.flatMap(\.keys) == [
                .character("?"), .function(1), .function(2), .function(3), .function(4), .function(5),
                .function(6), .function(7), .function(8), .character("q"), .ctrl("C"),
            ])
        w.send(.function(3))
        #expect(w.settings.userInterfaceStyle == .light)
        w.send(.function(5))
        #expect(w.settings.contentSizeCategory == .xLarge)
        w.send(.function(8))
        #expect(w.settings.reduceMotion)
        w.send(.function(2))
        #expect(w.isShowingInspector)
        w.send(.function(2))
        w.send(.function(1))
        #expect(w.isShowingHelp)
        w.send(.escape)
        w.send(.ctrl("C"))
        #expect(w.isQuitRequested)
    }

    @Test func theTabRowNamesTheTabsThereAre() {
        let w = tabs([ViewController(), ViewController(), ViewController()])
        let row = w.keyBindings.first { $0.keys.contains(.character("1")) }
        #expect(row?.label == "1 2 3")
        #expect(row?.action == "the One, Two and Three tabs")
        #expect(row?.markdownLabel == "`1` `2` `3`")
        #expect(w.keyBindings.first { $0.keys.contains(.ctrl("C")) }?.markdownLabel == "`q`, Ctrl-C")
    }

    /// While a field takes printable keys the footer offers none: no tabs, F1 not ?, ^C not q.
    @Test func theFooterOffersWhatAKeyDoesNow() {
        let field = EditingController()
        let w = tabs([field, ViewController()])
        let footer = { w.render().line(23) }
        #expect(footer().contains("F1 help  ^C quit"))
        #expect(!footer().contains("1-2"))
        w.send(.character("q"))
        w.send(.character("2"))
        #expect(field.typed == "q2" && !w.isQuitRequested)
        #expect(w.selectedTabTitle == "One")
        w.send(.function(1))
        #expect(footer().contains("esc close help  ^C quit"))
        #expect(!footer().contains("q quit"))
    }

    @Test func theInspectorOverlayFooterOffersOnlyItsKeys() {
        let w = tabs([ViewController(), ViewController()])
        #expect(w.render().line(23).contains("1-2 tabs  ? help  q quit"))
        w.send(.function(2))
        #expect(w.render().line(23).trimmingCharacters(in: .whitespaces) == "F2 esc close  q quit")
        w.send(.character("2"))
        #expect(w.selectedTabTitle == "One", "the overlay covers the app: a tab key waits")
    }

    /// Help scrolls by line and page, and stays in range.
    @Test func helpScrollsWhenShortAndStaysInRange() {
        let w = tabs([ViewController(), ViewController()])
        w.resize(to: Size(width: 40, height: 12))
        w.send(.character("?"))
        #expect(w.render().contains("↑↓ 1–7 of"))
        w.send(.down)
        #expect(w.render().contains("↑↓ 2–8 of"))
        w.send(.pageDown)
        #expect(w.render().contains("↑↓ 9–15 of"))
        w.send(.end)
        let end = w.render()
        w.send(.down)
        #expect(w.render() == end)
        w.send(.home)
        #expect(w.render().contains("↑↓ 1–7 of"))
    }
}
