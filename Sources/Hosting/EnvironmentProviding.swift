import Declarative
import Imperative

/// A controller whose declarative content sees custom environment values — a hosting
/// controller (its root environment), or an imperative controller that hands values to
/// the views it hosts. There is no UIKit counterpart: it is how Seam knows what a cell's
/// surroundings provide. The one rule (`cell-environment`): cell content inside such a
/// controller does not inherit these values; a `HostingConfiguration` compares what its
/// content reads with them and reports the difference.
@MainActor
public protocol EnvironmentProviding: AnyObject {
    /// The environment this controller's own declarative content sees.
    var providedEnvironment: EnvironmentValues { get }
}

extension HostingController: EnvironmentProviding {
    public var providedEnvironment: EnvironmentValues {
        graph.update()
        return graph.environment
    }
}
