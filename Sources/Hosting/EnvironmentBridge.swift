import Declarative
import Observation

/// Mirrors the migration guides' environment bridge container: the root view of a host
/// that reads an `@Observable` state object and injects its values into its content's
/// environment. The one rule: the environment follows the state object on every change,
/// with no new `rootView` — the fix for `environment-after-host`.
///
///     HostingController(rootView: EnvironmentBridge(settings, inject: { settings, values in
///         values.set(\.locale, settings.locale)
///     }) { SettingsView() })
public struct EnvironmentBridge<State: AnyObject & Observable, Content: View>: ContentModifierView {
    public let state: State
    let inject: @MainActor (State, inout BridgedEnvironmentValues) -> Void
    public let content: Content

    public init(
        _ state: State, inject: @escaping @MainActor (State, inout BridgedEnvironmentValues) -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.state = state
        self.inject = inject
        self.content = content()
    }

    /// Injects the state's values under observation: a change to what `inject` read updates
    /// this node, and so the content's environment, before the next frame. A new environment
    /// alone (a trait change) injects again and hands the content the result: its view is
    /// the same, so it is not compared or reconciled again.
    public func updateEnvironment(_ node: ViewNode) -> Bool {
        inject(into: node)
        return true
    }

    public func update(_ node: ViewNode) {
        inject(into: node)
        // Through the list, not `reconcileContent`: for this one large content the typed walk
        // measured slower (nav +0.8%, theme +1.7%).
        node.reconcile(.content(content))
    }

    private func inject(into node: ViewNode) {
        var values = BridgedEnvironmentValues(node.childEnvironment)
        node.observe { inject(state, &values) }
        node.childEnvironment = values.environment
    }
}

extension EnvironmentBridge where State == EnvironmentSource {
    /// A bridge that injects every value of an environment source, live.
    public init(_ source: EnvironmentSource, @ViewBuilder content: () -> Content) {
        self.init(source, inject: { source, values in source.write(to: &values) }, content: content)
    }
}
