import Declarative
import Imperative

/// A controller whose declarative content sees custom environment values — a hosting
/// controller (its root environment; around a controller it shows through a representable,
/// the environment where the representable is), or an imperative controller that hands
/// values to the views it hosts. There is no UIKit counterpart: it is how Seam knows what a cell's
/// surroundings provide. The one rule (`cell-environment`): cell content inside such a
/// controller does not inherit these values; a `HostingConfiguration` compares what its
/// content reads with them and reports the difference.
@MainActor
public protocol EnvironmentProviding: AnyObject {
    /// The environment this controller's own declarative content sees.
    var providedEnvironment: EnvironmentValues { get }
    /// The environment around `child`, a controller inside this one (by default, the
    /// provided environment).
    func providedEnvironment(around child: ViewController) -> EnvironmentValues
}

extension EnvironmentProviding {
    public func providedEnvironment(around child: ViewController) -> EnvironmentValues { providedEnvironment }
}

extension HostingController: EnvironmentProviding {
    public var providedEnvironment: EnvironmentValues { graph.environment }

    /// A child shown by a representable sits where the representable is in the hosted view:
    /// it is surrounded by that view's environment, `.environment` modifiers above it included.
    public func providedEnvironment(around child: ViewController) -> EnvironmentValues {
        representableNode(showing: child)?.environment ?? graph.environment
    }

    /// The node of the representable whose controller is `child`, if any.
    private func representableNode(showing child: ViewController) -> ViewNode? {
        graph.root.firstDescendant { node in
            (node.view as? any ViewControllerRepresentable)?.representedController(in: node) === child
        }
    }
}
