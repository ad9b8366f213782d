/// `.navigationDestination(for:destination:)`: tells the enclosing NavigationStack how to
/// show values of one type pushed onto its path.
struct NavigationDestinationModifier<Content: View, Value: Hashable, Destination: View>: ContentModifierView {
    let content: Content
    let destination: @MainActor (Value) -> Destination

    func update(_ node: ViewNode) {
        let destination = self.destination
        node.environment.navigationRegistry?.register(Value.self) { AnyView(destination($0)) }
        var list = ViewList()
        list.append(content, id: [0])
        node.reconcile(list)
    }
}

extension View {
    /// Mirrors `.navigationDestination(for:destination:)`.
    public func navigationDestination<V: Hashable, D: View>(for type: V.Type,
                                                            @ViewBuilder destination: @escaping @MainActor (V) -> D) -> some View {
        NavigationDestinationModifier(content: self, destination: destination)
    }
}
