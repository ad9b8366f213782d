import Declarative
import Rules
import Terminal
import TestSupport
import Testing
@testable import Hosting
@testable import Imperative

/// `host-keyboard-inset`: a hosting controller adds the software keyboard to its safe area
/// (`safeAreaRegions`, `.all` by default). Its content is laid out above the keyboard and a
/// self-sizing host grows by it; an embedded host whose layout changes so records the rule,
/// a screen's own host does not, and `safeAreaRegions = []` keeps a host put.
@MainActor
@Suite struct HostKeyboardInsetTests {
    /// One line of totals, or `lines` of them.
    struct Totals: View {
        var lines = 1
        var body: some View {
            VStack {
                ForEach(Array(0..<lines), id: \.self) { i in Text("Total \(i + 1)") }
            }
        }
    }

    /// A UIKit screen: a text field on top, and a child host pinned to its bottom at the
    /// host's intrinsic height (or `fixedHeight`).
    final class Screen: ViewController {
        let field = Imperative.TextField(placeholder: "New note")
        let host: HostingController<Totals>
        let fixedHeight: Int?

        init(host: HostingController<Totals>, fixedHeight: Int? = nil) {
            self.host = host
            self.fixedHeight = fixedHeight
            super.init()
        }

        override func loadView() { setView(ScreenPanel(screen: self)) }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
        }
    }

    final class ScreenPanel: Panel {
        unowned let screen: Screen
        init(screen: Screen) {
            self.screen = screen
            super.init()
        }
        override func layoutSubviews() {
            screen.field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
            let height = screen.fixedHeight ?? screen.host.view.intrinsicContentSize?.height ?? 0
            screen.host.view.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
    }

    /// The screen on a navigation controller that presents the keyboard, in a 60x20 window:
    /// the keyboard takes the bottom four rows of the window's content.
    func shell(_ screen: Screen) -> Window {
        let nav = NavigationController(rootViewController: screen)
        nav.presentsSoftwareKeyboard = true
        let window = Window(size: Size(width: 60, height: 20))
        window.rootViewController = nav
        _ = window.render()
        return window
    }

    @Test func theDefaultRegionsAreAll() {
        let host = HostingController(rootView: Totals())
        #expect(host.safeAreaRegions == .all)
        #expect(SafeAreaRegions.all == [.container, .keyboard])
    }

    @Test func aSelfSizingChildHostGrowsByTheKeyboardAndRecordsTheRule() {
        let host = HostingController(rootView: Totals())
        host.sizingOptions = .intrinsicContentSize
        let screen = Screen(host: host)
        let window = shell(screen)
        #expect(host.view.frame.height == 1)
        #expect(window.render().line(18).contains("Total 1"))
        screen.field.becomeFirstResponder()
        let frame = window.render()
        #expect(host.view.frame.height == 5)
        #expect(frame.line(14).contains("Total 1"), "the content sits on the keyboard's top edge")
        #expect(frame.line(15).contains("q w e r t y"))
        #expect(window.diagnostics.entries.map(\.rule) == [.hostKeyboardInset])
        #expect(window.diagnostics.entries.first?.message.contains("grew 4 rows") == true)
        // Typing renders again and keeps the inset: the rule is not recorded again.
        window.send(.character("a"))
        _ = window.render()
        #expect(window.diagnostics.entries.count == 1)
        // The keyboard goes: the host shrinks back.
        screen.field.resignFirstResponder()
        let after = window.render()
        #expect(host.view.frame.height == 1)
        #expect(after.line(18).contains("Total 1"))
    }

    @Test func aChildHostOfFixedSizeHasItsContentSqueezed() {
        let host = HostingController(rootView: Totals(lines: 6))
        let screen = Screen(host: host, fixedHeight: 6)
        let window = shell(screen)
        #expect(window.render().line(18).contains("Total 6"))
        screen.field.becomeFirstResponder()
        let frame = window.render()
        #expect(host.view.frame.height == 6)
        #expect(host.graph.root.frame.height == 2, "six lines laid out in the two rows above the keyboard")
        #expect(frame.line(13).contains("Total"))
        #expect(window.diagnostics.entries.map(\.rule) == [.hostKeyboardInset])
        #expect(window.diagnostics.entries.first?.message.contains("squeezed its content 4 rows shorter") == true)
    }

    @Test func noSafeAreaRegionsKeepTheHostPutBehindTheKeyboard() {
        let host = HostingController(rootView: Totals())
        host.sizingOptions = .intrinsicContentSize
        host.safeAreaRegions = []
        let screen = Screen(host: host)
        let window = shell(screen)
        screen.field.becomeFirstResponder()
        let frame = window.render()
        #expect(host.view.frame.height == 1)
        #expect(!frame.contains("Total 1"), "the keyboard covers the footer")
        #expect(frame.line(15).contains("q w e r t y"))
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func leavingOutOnlyTheKeyboardIsEnough() {
        let host = HostingController(rootView: Totals())
        host.sizingOptions = .intrinsicContentSize
        host.safeAreaRegions = .container
        let screen = Screen(host: host)
        let window = shell(screen)
        screen.field.becomeFirstResponder()
        _ = window.render()
        #expect(host.view.frame.height == 1)
        #expect(window.diagnostics.entries.isEmpty)
    }

    /// A form whose note field edits: the screen's own host lays its content out above the
    /// keyboard, as SwiftUI avoids it, and records nothing.
    struct Form: View {
        @State private var note = ""
        var body: some View {
            VStack {
                TextField("Note", text: $note)
                ForEach(Array(0..<20), id: \.self) { i in Text("Line \(i)") }
            }
        }
    }

    @Test func aScreensOwnHostAvoidsTheKeyboardWithoutTheRule() {
        let (window, nav) = navigationShell(size: Size(width: 60, height: 20))
        nav.presentsSoftwareKeyboard = true
        let host = HostingController(rootView: Form())
        nav.pushViewController(host, animated: false)
        _ = window.render()
        window.send(.tab)
        #expect(host.isEditingText)
        let frame = window.render()
        #expect(frame.line(15).contains("q w e r t y"))
        #expect(host.graph.root.frame.height == host.view.frame.height - 4)
        #expect(window.diagnostics.entries.isEmpty)
    }
}
