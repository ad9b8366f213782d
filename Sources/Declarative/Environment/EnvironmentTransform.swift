/// The engine's environment-writing modifier: the content sees the environment changed
/// by `transform`. `.font`, `.bold`, `.foregroundStyle`, `.disabled`, `.lineLimit` and
/// `.environment(_:_:)` are built on it. A transform only sets values (it never reads one it
/// sets): the node may run it on the environment it derived last time (`deriveChildEnvironment`).
struct EnvironmentTransform<Content: View>: ContentModifierView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func updateEnvironment(_ node: ViewNode) -> Bool {
        node.deriveChildEnvironment(transform)
        return true
    }
}
