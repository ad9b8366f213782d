import Terminal

/// Where declarative views draw: the frame's canvas and the clip of the host's region.
/// Frames of nodes are absolute, so views draw at their node's frame. A frame enters and
/// leaves it through `Canvas.handOff(to:draw:)`.
public struct RenderContext: CanvasContext {
    public var canvas: Canvas
    public var clip: Rect

    public init(canvas: Canvas, clip: Rect) {
        self.canvas = canvas
        self.clip = clip
    }

    @discardableResult
    public mutating func draw(_ text: some StringProtocol, at point: Point, style: Style) -> Int {
        canvas.draw(text, at: point, style: style, clip: clip)
    }

    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style) -> Int {
        canvas.draw(text, at: point, style: style, clip: clip)
    }

    public mutating func fill(_ rect: Rect, style: Style, character: Character = " ") {
        canvas.fill(rect.intersection(clip), with: character, style: style)
    }

    public mutating func drawBox(_ rect: Rect, style: Style, corners: Canvas.BoxCorners = .square) {
        canvas.drawBox(rect, style: style, corners: corners, clip: clip)
    }

    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        canvas.restyle(rect.intersection(clip), transform)
    }
}
