/// The engine's environment-writing modifier: the content sees the environment changed
/// by `transform`. `.font`, `.bold`, `.foregroundStyle`, `.disabled`, `.lineLimit` and
/// `.environment(_:_:)` are built on it.
struct EnvironmentTransform<Content: View>: ContentModifierView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func update(_ node: ViewNode) {
        transform(&node.childEnvironment)
        var list = ViewList()
        list.append(content, id: [0])
        node.reconcile(list)
    }
}
