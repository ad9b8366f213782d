/// Where frames go: a terminal (`CursesBackend`) or none (`HeadlessBackend`). A backend is
/// given the runs of cells that changed, as ratatui's `Backend::draw` is; `present(_:)` works
/// them out from the frame, only where the frame was drawn again.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// False while the screen is not the last frame written (before the first, after a resize
    /// cleared it): the next frame is written whole.
    var showsLastFrame: Bool { get }
    /// Writes `diff`, the runs that turn the frame before into `frame`.
    func write(_ diff: FrameDiff, of frame: Frame)
}

extension TerminalBackend {
    /// Shows `frame`: the cells that differ from the frame before, compared only inside what
    /// the frame says was drawn again.
    public func present(_ frame: Frame) {
        let diff =
            showsLastFrame ? FrameDiff(frame) : FrameDiff(Frame(canvas: frame.canvas, change: .whole(previous: nil)))
        write(diff, of: frame)
    }
}
