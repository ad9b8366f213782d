import Declarative
import Rules

/// A view graph host for engine tests: it keeps what the graph tells it — rules reported,
/// states declared, updates stopped at their cap — and names itself `name`.
@MainActor
public final class RecordingGraphHost: ViewGraphHost {
    public let name: String
    public private(set) var reported: [RuleFinding] = []
    public private(set) var stoppedUpdates: [(rounds: Int, pending: [String])] = []
    public private(set) var invalidations = 0

    public init(name: String = "the test's host") { self.name = name }

    /// A graph of `view` hosted by this host.
    public func graph(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> ViewGraph {
        let graph = ViewGraph(rootView: view, environment: environment)
        graph.host = self
        return graph
    }

    public var viewGraphHostName: String { name }
    public func viewGraph(_ graph: ViewGraph, didReport finding: RuleFinding) { reported.append(finding) }
    public func viewGraphDidInvalidate(_ graph: ViewGraph) { invalidations += 1 }
    public func viewGraph(_ graph: ViewGraph, didStopUpdatingAfter rounds: Int, pending: [String]) {
        stoppedUpdates.append((rounds, pending))
    }
}
