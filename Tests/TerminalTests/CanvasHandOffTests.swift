import Testing
@testable import Terminal

/// `Canvas.handOff(to:draw:)`: a frame passes into another drawing context and comes back
/// with what was drawn through it.
@Suite struct CanvasHandOffTests {
    /// A context that draws at an offset, as a panel's context draws in local coordinates.
    struct ShiftedContext: CanvasContext {
        var canvas: Canvas
        let origin: Point
        mutating func draw(_ text: String, at point: Point) {
            canvas.draw(text, at: Point(x: origin.x + point.x, y: origin.y + point.y))
        }
    }

    @Test func whatTheOtherContextDrawsComesBackInTheCanvas() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.draw("ab", at: Point(x: 0, y: 0))
        canvas.handOff(to: { ShiftedContext(canvas: $0, origin: Point(x: 2, y: 1)) }) {
            $0.draw("cd", at: Point(x: 1, y: 0))
        }
        #expect(canvas.lines == ["ab    ", "   cd "])
        #expect(canvas.size == Size(width: 6, height: 2))
    }
}
