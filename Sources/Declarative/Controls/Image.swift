import Terminal

/// Mirrors SwiftUI's Image(systemName:): an SF Symbol name drawn as one terminal glyph
/// from a small table; an unknown name draws `?`.
public struct Image: PrimitiveView {
    public let systemName: String
    /// The glyph and its width, looked up once per value: a layout asks an image its size
    /// several times and drawing asks again.
    private let symbol: Symbol

    public init(systemName: String) {
        self.systemName = systemName
        symbol = Self.symbols[systemName] ?? Self.unknown
    }

    private struct Symbol: Equatable {
        let glyph: String
        let width: Int
        init(_ glyph: String) { self.glyph = glyph; width = DisplayWidth.of(glyph) }
    }
    private static let symbols = glyphs.mapValues(Symbol.init)
    private static let unknown = Symbol("?")

    static let glyphs: [String: String] = [
        "checkmark": "✓", "xmark": "✗", "doc.text": "▤", "trash": "⌫", "person": "☺",
        "square.and.arrow.up": "⇪", "creditcard": "▭", "exclamationmark.triangle": "⚠",
        "chevron.right": "›", "chevron.left": "‹", "star": "☆", "star.fill": "★",
        "gearshape": "⚙", "note.text": "✎", "pencil": "✎", "clock": "◷", "info.circle": "ⓘ",
        "circle": "○", "circle.fill": "●", "plus": "+", "minus": "−",
    ]

    /// The glyph drawn for this symbol.
    public var glyph: String { symbol.glyph }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: min(symbol.width, proposal.width ?? .max), height: 1)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        guard !node.frame.isEmpty else { return }
        context.draw(glyph, at: node.frame.origin, style: node.environment.textStyle)
    }
}
