import Terminal

/// Mirrors SwiftUI's Image(systemName:): an SF Symbol name drawn as one terminal glyph
/// from a small table; an unknown name draws `?`.
public struct Image: PrimitiveView {
    public let systemName: String

    public init(systemName: String) { self.systemName = systemName }

    static let glyphs: [String: String] = [
        "checkmark": "✓", "xmark": "✗", "doc.text": "▤", "trash": "⌫", "person": "☺",
        "square.and.arrow.up": "⇪", "creditcard": "▭", "exclamationmark.triangle": "⚠",
        "chevron.right": "›", "chevron.left": "‹", "star": "☆", "star.fill": "★",
        "gearshape": "⚙", "note.text": "✎", "pencil": "✎", "clock": "◷", "info.circle": "ⓘ",
        "circle": "○", "circle.fill": "●", "plus": "+", "minus": "−",
    ]

    /// The glyph drawn for this symbol.
    public var glyph: String { Self.glyphs[systemName] ?? "?" }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: min(DisplayWidth.of(glyph), proposal.width ?? .max), height: 1)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard !node.frame.isEmpty else { return }
        context.draw(glyph, at: node.frame.origin, style: node.environment.textStyle)
    }
}
