/// `.onAppear`, `.onDisappear` and `.task`: the node keeps the actions (`AppearanceLifetime`)
/// and the graph runs them as the view appears and disappears (`ViewGraph+Appearance.swift`).
struct AppearanceModifier<Content: View>: ContentModifierView {
    let content: Content
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    var task: AppearanceTask?

    func update(_ node: ViewNode) {
        let lifetime = node.storage { AppearanceLifetime() }
        lifetime.onAppear = onAppear
        lifetime.onDisappear = onDisappear
        lifetime.task = task
        if lifetime.graph == nil, let graph = node.graph {
            lifetime.graph = graph
            graph.register(lifetime)
        }
        lifetime.taskMayHaveChanged()
        node.reconcileContent(content)
    }
}

extension View {
    /// Mirrors `onAppear(perform:)`: `action` runs before the first frame that shows this
    /// view, and again each time it appears after it disappeared.
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        AppearanceModifier(content: self, onAppear: action)
    }

    /// Mirrors `onDisappear(perform:)`: `action` runs after this view disappears (its branch
    /// is no longer taken, its row scrolled out of a lazy list, its host's view left the window).
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        AppearanceModifier(content: self, onDisappear: action)
    }
}
