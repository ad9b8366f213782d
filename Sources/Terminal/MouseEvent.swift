/// A mouse event at a cell of the terminal (column `x`, row `y`, from the top left): a
/// click (a press of the main button) or a turn of the wheel. The window hit-tests it
/// against the panels on screen; scripts write it `click X Y`, `scroll up X Y`.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the mouse did; the raw value is how a script writes it.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        case click
        case scrollUp = "scroll up"
        case scrollDown = "scroll down"
    }

    public var action: Action
    public var point: Point

    public init(_ action: Action, at point: Point) {
        self.action = action
        self.point = point
    }

    /// As a script writes it: `click 12 3`, `scroll down 40 10`.
    public var description: String { "\(action.rawValue) \(point.x) \(point.y)" }

    /// Decodes an SGR mouse report's fields (`ESC [ < button ; x ; y M`, x and y from 1):
    /// button 0 pressed is a click, 64 and 65 the wheel; releases (`m`), other buttons and
    /// motion give nil. Modifier bits (4 shift, 8 alt, 16 control) are ignored.
    public static func sgr(button: Int, x: Int, y: Int, pressed: Bool) -> MouseEvent? {
        guard pressed, x >= 1, y >= 1, button & 32 == 0 else { return nil }
        let point = Point(x: x - 1, y: y - 1)
        switch button & ~0b1_1100 {
        case 0: return MouseEvent(.click, at: point)
        case 64: return MouseEvent(.scrollUp, at: point)
        case 65: return MouseEvent(.scrollDown, at: point)
        default: return nil
        }
    }
}
