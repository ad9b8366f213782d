/// `.background(_:)`: paints the content's frame in a colour of the palette; text drawn
/// on it keeps that background. `.selection` paints the selected row's highlight and raises
/// the background prominence, so text on it takes the selected row's style; a fill on a
/// selected row (a badge) stays part of the highlight. Text on a fill of `.red`, `.green` or
/// `.accentColor` is the fill label, which keeps 4.5:1 on those fills. `.clear` paints nothing:
/// the content is drawn on what is below it.
struct BackgroundModifier<Content: View>: ContentModifierView {
    let content: Content
    let color: Color

    func updateEnvironment(_ node: ViewNode) -> Bool {
        guard color != .clear else { return true }
        node.childEnvironment.backgroundColor = color.resolve(in: node.environment.palette)
        if color == .selection { node.childEnvironment.backgroundProminence = .increased }
        if [.red, .green, .accentColor].contains(color) {
            node.childEnvironment.foregroundColor = node.environment.palette.fillLabel
        }
        return true
    }

    func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard color != .clear else {
            for child in node.children { child.draw(in: &context) }
            return
        }
        let palette = node.environment.palette
        var style = palette.text.with(background: color.resolve(in: palette))
        if color == .selection || node.environment.backgroundProminence == .increased {
            style = palette.selected(style).with(background: color.resolve(in: palette))
        }
        context.fill(node.frame, style: style)
        for child in node.children { child.draw(in: &context) }
    }
}

extension View {
    /// Mirrors `.background(_:)` with a colour.
    public func background(_ color: Color) -> some View {
        BackgroundModifier(content: self, color: color)
    }
}
