import Rules
import Declarative
import Imperative

/// Environment bridging: what the hosted view sees, and the check that environment copied
/// on the root view still matches the settings it came from (`environment-after-host`).
extension HostingController {
    /// The environment the hosted view sees: the host's (traits, defaults), then whatever
    /// the root view's modifiers and bridge containers add on the way to the first view
    /// with a body. The inspector and the state dump read it; `sources` says where each
    /// value came from. It reads the tree as the last update left it.
    public var contentEnvironment: EnvironmentValues {
        var node: ViewNode? = graph.root
        var environment = graph.environment
        while let n = node, n.view is any PrimitiveView, n.children.count == 1 {
            environment = n.childEnvironment
            node = n.children.first
        }
        return environment
    }

    /// Notes the moment the root view was made (at creation, or when `rootView` is
    /// reassigned): what an `.environment(_:_:)` on it copied from a settings source is
    /// what that source held then.
    func recordRootViewMade() {
        rootViewMadeAt = EnvironmentSource.clock
    }

    /// Records `environment-after-host` for a value the root view set with
    /// `.environment(_:_:)` that a live `EnvironmentSource` held for that key when the root
    /// view was made, and has changed since: the hosted view still sees the old value.
    /// Looked for only when some source changed since the last look.
    func checkCopiedEnvironment() {
        guard checkedEnvironmentAt != EnvironmentSource.clock else { return }
        checkedEnvironmentAt = EnvironmentSource.clock
        let environment = contentEnvironment
        for (name, entry) in EnvironmentSource.liveEntries where entry.setAt > rootViewMadeAt {
            guard environment.source(of: entry.keyPath) == .environment,
                let copied = entry.value(at: rootViewMadeAt), copied != entry.value,
                let seen = environment[keyPath: entry.keyPath], EnvironmentValues.text(of: seen) == copied
            else { continue }
            report(.environmentAfterHost(controller: typeName, value: name, copied: copied, current: entry.value))
        }
    }
}
