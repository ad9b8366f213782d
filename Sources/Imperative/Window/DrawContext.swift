import Terminal

/// What a panel draws with: the frame's canvas, the panel's absolute origin, the clip
/// (the panel's visible area) and the traits that pick its palette. Coordinates given to
/// its methods are local to the panel; in right-to-left layout callers mirror with `mirroredX`.
public struct DrawContext: CanvasContext {
    public var canvas: Canvas
    public var origin: Point
    public var clip: Rect
    public var traits: TraitCollection

    public init(canvas: Canvas, origin: Point, clip: Rect, traits: TraitCollection) {
        self.canvas = canvas
        self.origin = origin
        self.clip = clip
        self.traits = traits
    }

    public var palette: Palette { traits.palette }

    /// Text in the palette's label colour, bold when legibility weight is bold.
    public var textStyle: Style { legible(palette.text) }

    /// `style` made bold when legibility weight is bold: what everything drawn with a context gets.
    private func legible(_ style: Style) -> Style {
        traits.legibilityWeight == .bold ? style.adding(.bold) : style
    }

    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style) -> Int {
        canvas.draw(text, at: Point(x: origin.x + point.x, y: origin.y + point.y), style: legible(style), clip: clip)
    }

    /// One cell at `point` (a character one column wide), inside the clip.
    public mutating func set(_ cell: Cell, at point: Point) {
        canvas.set(
            Cell(glyph: cell.glyph, style: legible(cell.style), width: cell.width),
            x: origin.x + point.x, y: origin.y + point.y, clip: clip)
    }

    public mutating func fill(_ rect: Rect, style: Style, character: Character = " ") {
        let r = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
        canvas.fill(r.intersection(clip), with: character, style: style)
    }

    /// The outline of `rect`, in local coordinates.
    public mutating func drawBox(_ rect: Rect, style: Style, corners: Canvas.BoxCorners = .square) {
        let r = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
        canvas.drawBox(r, style: style, corners: corners, clip: clip)
    }

    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let r = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
        canvas.restyle(r.intersection(clip), transform)
    }

    /// The x at which a run of `width` columns starts when laid out from the leading edge
    /// at `x` inside `container` columns, mirrored in right-to-left.
    public func mirroredX(_ x: Int, width: Int, in container: Int) -> Int {
        traits.layoutDirection == .rightToLeft ? container - x - width : x
    }
}
