import Imperative
import Terminal

/// The fixture most navigation tests start from: a window showing a navigation controller
/// whose root is an empty imperative controller titled like the Ledger.
@MainActor
public func navigationShell(rootTitle: String = "Ledger", size: Size = Size(width: 80, height: 24))
    -> (window: Window, navigation: NavigationController)
{
    let root = ViewController()
    root.title = rootTitle
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: size)
    window.rootViewController = navigation
    return (window, navigation)
}
