import Rules
import Terminal
import Testing
@testable import Imperative

/// The UIKit text field and Seam's software keyboard: a field edits while it is first
/// responder, and a controller that presents the keyboard shows it across the bottom of its
/// view while a field in it edits; `keyboardLayoutGuide` tracks where it is.
@MainActor
@Suite struct SoftwareKeyboardTests {
    /// A screen with a text field on its top row and a panel filling the rest.
    final class FieldScreen: ViewController {
        let field = TextField(placeholder: "New note")
        let filler = Panel()

        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
            view.addSubview(filler)
            filler.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate(filler.edgeConstraints(equalTo: view))
            view.addSubview(field)
        }
    }

    func shell(presentsKeyboard: Bool) -> (Window, NavigationController, FieldScreen) {
        let screen = FieldScreen()
        screen.title = "Notes"
        let nav = NavigationController(rootViewController: screen)
        nav.presentsSoftwareKeyboard = presentsKeyboard
        let window = Window(size: Size(width: 60, height: 20))
        window.rootViewController = nav
        _ = window.render()
        return (window, nav, screen)
    }

    @Test func aFieldEditsOnlyWhileItIsFirstResponder() {
        let (window, nav, screen) = shell(presentsKeyboard: false)
        window.send(.character("x"))
        #expect(screen.field.text?.isEmpty == true)
        #expect(!nav.isEditingText)
        #expect(screen.field.becomeFirstResponder())
        #expect(nav.isEditingText)
        for c in "Tea" { window.send(.character(c)) }
        window.send(.backspace)
        window.send(.character("x"))
        #expect(screen.field.text == "Tex")
        window.send(.escape)
        #expect(!screen.field.isFirstResponder)
        #expect(!nav.isEditingText)
        window.send(.character("y"))
        #expect(screen.field.text == "Tex")
    }

    @Test func aFieldOutsideAnyControllerCannotBecomeFirstResponder() {
        let field = TextField()
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
    }

    @Test func theKeyboardShowsWhileAFieldEditsInAControllerThatPresentsIt() {
        let (window, nav, screen) = shell(presentsKeyboard: true)
        #expect(!window.render().contains("q w e r t y"))
        #expect(screen.view.keyboardLayoutGuide.layoutFrame.height == 0)
        screen.field.becomeFirstResponder()
        let frame = window.render()
        // Two fifths of the navigation controller's 19 rows, at most four, at its bottom.
        #expect(frame.line(15).contains("q w e r t y u i o p"))
        #expect(frame.line(18).contains("space"))
        let guide = screen.view.keyboardLayoutGuide.layoutFrame
        #expect(guide.height == 4)
        #expect(guide.maxY == screen.view.frame.height)
        #expect(guide.width == nav.view.frame.width)
        screen.field.resignFirstResponder()
        #expect(!window.render().contains("q w e r t y"))
        #expect(screen.view.keyboardLayoutGuide.layoutFrame.height == 0)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func noKeyboardShowsWhereNoControllerPresentsIt() {
        let (window, _, screen) = shell(presentsKeyboard: false)
        screen.field.becomeFirstResponder()
        #expect(!window.render().contains("q w e r t y"))
        #expect(screen.view.keyboardLayoutGuide.layoutFrame.height == 0)
    }

    @Test func theKeyboardStaysInFrontOfAScreenPushedWhileItShows() {
        let (window, nav, screen) = shell(presentsKeyboard: true)
        screen.field.becomeFirstResponder()
        _ = window.render()
        let next = FieldScreen()
        nav.pushViewController(next, animated: false)
        next.field.becomeFirstResponder()
        let frame = window.render()
        #expect(frame.line(15).contains("q w e r t y u i o p"))
        #expect(nav.view.subviews.last is SoftwareKeyboardPanel)
    }

    @Test func aShortViewGetsAShorterKeyboard() {
        let keyboard = SoftwareKeyboardPanel()
        #expect(keyboard.sizeThatFits(Size(width: 40, height: 5)).height == 2)
        #expect(keyboard.sizeThatFits(Size(width: 40, height: 2)).height == 1)
        #expect(keyboard.sizeThatFits(Size(width: 40, height: 30)).height == 4)
    }
}
