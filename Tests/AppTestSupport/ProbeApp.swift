import Rules
import Declarative
import Hosting
import Imperative
import Replay
import Terminal

/// A tiny app for replay tests that need what the Ledger cannot show yet: `d` reports a
/// `one-owner` diagnostic, `p` pushes another imperative screen, `f` pushes a hosted
/// screen with a text field (Tab focuses it; typed text is kept in `typed`).
@MainActor
public final class ProbeApp: ReplayApp {
    public let window: Window
    public let field = ProbeField.Storage()

    public init(size: Size) {
        window = Window(size: size)
        window.rootViewController = NavigationController(
            rootViewController: ProbeViewController(app: self, title: "Probe"))
    }

    public var modelSummary: [(String, Int)] { [("typed", field.text.count)] }

    /// A replay factory that refuses every app option, as an app with no options does.
    public static let factory: ReplayAppFactory = { arguments, size in
        if let first = arguments.first { throw ProbeAppError(message: "unknown option '\(first)'") }
        return ProbeApp(size: size)
    }
}

/// The refusal of `ProbeApp.factory`.
public struct ProbeAppError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The imperative screen of `ProbeApp`.
@MainActor
final class ProbeViewController: ViewController {
    private unowned let app: ProbeApp

    init(app: ProbeApp, title: String) {
        self.app = app
        super.init()
        self.title = title
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("d"): report(.twoStackOwners(root: "Probe", barHidden: false))
        case .character("p"): navigationController?.pushViewController(ProbeViewController(app: app, title: "Probe 2"))
        case .character("f"):
            navigationController?.pushViewController(HostingController(rootView: ProbeField(storage: app.field)))
        default: return false
        }
        return true
    }
}

/// A one-line text field, as the declarative TextField will be: it declines initial focus
/// and takes printable keys while focused.
public struct ProbeField: PrimitiveView, FocusableView {
    /// Where the field keeps its text.
    @MainActor
    public final class Storage {
        public var text = ""
    }

    let storage: Storage

    public var focusLabel: String { "Note" }
    public var takesInitialFocus: Bool { false }
    public var acceptsTextInput: Bool { true }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size { Size(width: 30, height: 1) }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        context.draw("Note: " + storage.text, at: node.frame.origin, style: node.environment.textStyle)
    }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        guard let c = key.printable else { return false }
        storage.text.append(c)
        node.setNeedsDisplay()
        return true
    }
}
