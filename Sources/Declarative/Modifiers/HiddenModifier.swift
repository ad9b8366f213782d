/// `.hidden()`: the content keeps its room but is neither drawn nor focusable.
struct HiddenModifier<Content: View>: ContentModifierView {
    let content: Content

    func draw(_ node: ViewNode, in context: inout RenderContext) {}
    func interactiveChildren(_ node: ViewNode) -> [ViewNode] { [] }
}

extension View {
    /// Mirrors `.hidden()`.
    public func hidden() -> some View { HiddenModifier(content: self) }
}
