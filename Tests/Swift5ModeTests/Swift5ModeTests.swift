import Declarative
import Foundation
import Hosting
import Imperative
import Terminal
import Testing

// This target builds in Swift 5 language mode, as many iOS apps still do. The SDK's UIKit and
// SwiftUI types are main-actor types whose isolation is `@preconcurrency` (SE-0337), so such an
// app uses them from a free function or a plain struct without a diagnostic; Seam's types are
// annotated the same way, so the code below compiles here unchanged. Swift 6 code keeps the
// checking (`MainActorIsolationTests` in ImperativeTests).

/// A free function that is not on the main actor, as a Swift 5 app writes one.
func makeGreetingScreen(name: String) -> ViewController {
    let screen = ViewController(nibName: nil, bundle: nil)
    screen.title = "Greeting"
    let label = LabelPanel()
    label.text = "Hello, \(name)"
    label.frame = Rect(x: 0, y: 0, width: 30, height: 1)
    screen.view.addSubview(label)
    return screen
}

/// A plain struct that builds a stack: a controller, a host and a label.
struct ScreenFactory {
    var greeting: String

    func makeStack() -> NavigationController {
        let host = HostingController(rootView: Text(greeting))
        host.title = "Hosted"
        let navigation = NavigationController(rootViewController: makeGreetingScreen(name: "Ada"))
        navigation.pushViewController(host, animated: false)
        return navigation
    }
}

/// A shared model as a Swift 5 app declares one: Combine's `ObservableObject` with a published
/// property, made and changed from code that is not on the main actor.
final class CartModel: ObservableObject {
    @Published var count = 0
}

func fillCart(_ cart: CartModel, with items: Int) {
    cart.count += items
}

/// A subclass written as iOS code writes one: its own designated initializer calls
/// `init(nibName:bundle:)`, and `init(coder:)` is required and unimplemented.
final class ProfileViewController: ViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A subclass that overrides `init(nibName:bundle:)` itself.
final class SettingsViewController: ViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct Swift5ModeTests {
    @Test @MainActor func aFreeFunctionAndAPlainStructBuildAStackTheWindowShows() {
        let window = Window(size: Size(width: 60, height: 20))
        let navigation = ScreenFactory(greeting: "Hi from SwiftUI").makeStack()
        window.rootViewController = navigation
        #expect(window.render().contains("Hi from SwiftUI"))
        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Hosted"])
        _ = navigation.popViewController(animated: false)
        #expect(window.render().contains("Hello, Ada"))
    }

    @Test @MainActor func aModelIsMadeAndChangedOffTheMainActorAsCombineAllows() {
        let cart = CartModel()
        var announcements = 0
        let subscription = cart.objectWillChange.sink { _ in announcements += 1 }
        fillCart(cart, with: 2)
        #expect(cart.count == 2)
        #expect(announcements == 1)
        subscription.cancel()
    }

    @Test @MainActor func subclassesInitializeAsIOSCodeWritesThem() {
        let navigation = NavigationController(rootViewController: SettingsViewController(nibName: nil, bundle: nil))
        navigation.pushViewController(ProfileViewController(name: "Ada"), animated: false)
        #expect(navigation.viewControllers.map(\.title) == ["Settings", "Ada"])
    }
}
