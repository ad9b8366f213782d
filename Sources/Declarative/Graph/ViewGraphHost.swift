import Rules

/// Whoever hosts a view graph — a hosting controller, a cell's content configuration — as
/// the graph sees it: the one way the engine reaches outside its tree (OpenSwiftUI's graph
/// talks to its host through one delegate protocol the same way). The graph holds its host
/// weakly; a graph without a host (a test's) keeps everything to itself. Every requirement
/// has a default that does nothing, so a host answers only what it needs.
@MainActor
public protocol ViewGraphHost: AnyObject {
    /// How messages name the host: `HostingController<InvoiceDetailView>`, the cell's
    /// HostingConfiguration.
    var viewGraphHostName: String { get }
    /// A rule the engine found broken in the tree (a missing environment object, a state
    /// copied from the model); the host records it where it sits.
    func viewGraph(_ graph: ViewGraph, didReport finding: RuleFinding)
    /// A node declared `@State` for the first time.
    func viewGraph(_ graph: ViewGraph, didDeclareStateIn node: ViewNode)
    /// True (the default) when the host hears the preferences after every update
    /// (`didUpdatePreferences`); a host that reads `ViewGraph.preferences` only when it needs
    /// them (a cell's swipe actions, on a swipe) says false, and the tree is walked for them
    /// only then.
    var observesPreferences: Bool { get }
    /// An update evaluated something; these are the tree's preferences now (a host bridges
    /// the title and toolbar into its navigation item).
    func viewGraph(_ graph: ViewGraph, didUpdatePreferences preferences: PreferenceValues)
    /// Something the next frame shows changed (a body was invalidated, a new root view or
    /// environment arrived), before it is evaluated: a host sized by its content asks its
    /// container for a new layout.
    func viewGraphDidInvalidate(_ graph: ViewGraph)
    /// An update stopped at its cap of rounds with bodies still invalidated (bodies that
    /// invalidate each other without end), naming them: a fault, not a rule of the catalog.
    /// The host logs it where people look and stops debug builds (the default only stops them).
    func viewGraph(_ graph: ViewGraph, didStopUpdatingAfter rounds: Int, pending: [String])
}

extension ViewGraphHost {
    public func viewGraph(_ graph: ViewGraph, didReport finding: RuleFinding) {}
    public func viewGraph(_ graph: ViewGraph, didDeclareStateIn node: ViewNode) {}
    public var observesPreferences: Bool { true }
    public func viewGraph(_ graph: ViewGraph, didUpdatePreferences preferences: PreferenceValues) {}
    public func viewGraphDidInvalidate(_ graph: ViewGraph) {}
    public func viewGraph(_ graph: ViewGraph, didStopUpdatingAfter rounds: Int, pending: [String]) {
        assertionFailure(
            "\(viewGraphHostName): view graph update stopped after \(rounds) rounds; still invalidated: \(pending)")
    }
}
