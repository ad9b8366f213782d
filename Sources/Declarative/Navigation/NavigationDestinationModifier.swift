/// `.navigationDestination(for:destination:)`: tells the enclosing NavigationStack how to
/// show values of one type pushed onto its path.
struct NavigationDestinationModifier<Content: View, Value: Hashable, Destination: View>: ContentModifierView {
    let content: Content
    let destination: @MainActor (Value) -> Destination

    /// Registers the destination with the stack the environment names (a new environment may name another).
    func updateEnvironment(_ node: ViewNode) -> Bool {
        let destination = self.destination
        node.environment.navigationRegistry?.register(Value.self) { AnyView(destination($0)) }
        return true
    }
}

extension View {
    /// Mirrors `.navigationDestination(for:destination:)`.
    public func navigationDestination<V: Hashable, D: View>(
        for type: V.Type,
        @ViewBuilder destination: @escaping @MainActor (V) -> D
    ) -> some View {
        NavigationDestinationModifier(content: self, destination: destination)
    }
}
