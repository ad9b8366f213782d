import Foundation
import Terminal
import Testing

@testable import Imperative

/// Values with UIKit's types: `UILabel.text` and `UITextField.text` are `String?`, and
/// `UIViewController` is made with `init(nibName:bundle:)`.
@MainActor
@Suite struct UIKitValuesTests {
    @Test func aLabelsTextIsOptionalAndNilDrawsNothing() {
        let label = LabelPanel()
        #expect(label.text == nil)
        #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
        label.text = "Total"
        #expect(label.intrinsicContentSize == Size(width: 5, height: 1))
        let screen = ViewController()
        label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        screen.view.addSubview(label)
        let window = Window(size: Size(width: 60, height: 20))
        window.rootViewController = screen
        #expect(window.render().contains("Total"))
        label.text = nil
        #expect(!window.render().contains("Total"))
        #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
    }

    @Test func aTextFieldsTextIsOptionalAndNilClearsIt() {
        let field = TextField()
        #expect(field.text == "")
        field.text = "Lunch"
        let screen = ViewController()
        field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        screen.view.addSubview(field)
        let window = Window(size: Size(width: 60, height: 20))
        window.rootViewController = screen
        #expect(window.render().contains("Lunch"))
        if let typed = field.text, !typed.isEmpty { field.text = nil }
        #expect(field.text == "")
        #expect(!window.render().contains("Lunch"))
    }

    @Test func aControllerMadeWithNoNibIsAController() {
        let screen = ViewController(nibName: nil, bundle: nil)
        screen.title = "Plain"
        #expect(screen.view.subviews.isEmpty)
        #expect(screen.navigationItem.title == "Plain")
    }

    @Test func aNibNameIsRefused() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = ViewController(nibName: "Main", bundle: .main) }
        }
    }
}
