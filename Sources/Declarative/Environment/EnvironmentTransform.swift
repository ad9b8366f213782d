/// The engine's environment-writing modifier: the content sees the environment changed
/// by `transform`. `.font`, `.bold`, `.foregroundStyle`, `.disabled`, `.lineLimit` and
/// `.environment(_:_:)` are built on it.
struct EnvironmentTransform<Content: View>: ContentModifierView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func updateEnvironment(_ node: ViewNode) -> Bool {
        transform(&node.childEnvironment)
        return true
    }
}
