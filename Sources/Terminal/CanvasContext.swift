/// A context that draws into a frame's canvas. Each world has its own — the declarative
/// `RenderContext`, the imperative `DrawContext` — and neither knows the other; a frame
/// passes between them only through `Canvas.handOff(to:draw:)`.
public protocol CanvasContext {
    /// The frame being drawn.
    var canvas: Canvas { get set }
}

extension Canvas {
    /// The hand-off between drawing contexts: the one place a frame passes into another
    /// context (a hosted tree drawing inside a panel, a representable's panel drawing inside
    /// a tree). The canvas moves into the context `make` builds, `draw` draws through that
    /// context, and the canvas moves back here. It moves rather than being shared: while
    /// two values held its cells, the first cell drawn would copy the whole frame.
    @inlinable
    public mutating func handOff<Context: CanvasContext>(to make: (Canvas) -> Context, draw: (inout Context) -> Void) {
        var context = make(self)
        self = Canvas(size: .zero)
        draw(&context)
        self = context.canvas
    }
}
