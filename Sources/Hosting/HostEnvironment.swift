import Declarative
import Imperative

private struct HostControllerKey: EnvironmentKey {
    static let defaultValue: WeakController? = nil
}

/// A weak reference, so the environment never keeps a controller alive.
@MainActor
final class WeakController {
    weak var controller: ViewController?
    init(_ controller: ViewController?) { self.controller = controller }
}

@MainActor
extension EnvironmentValues {
    /// The hosting controller the view is in: representables become its children.
    /// The host sets one reference object for its lifetime, so the environment stays equal.
    var hostController: ViewController? { self[HostControllerKey.self]?.controller }

    mutating func setHostReference(_ reference: WeakController) {
        self[HostControllerKey.self] = reference
    }

    /// Drops what belongs to another host (an inherited environment must not make this
    /// host's representables children of the presenting one).
    mutating func clearHostValues() {
        self[HostControllerKey.self] = nil
    }
}
