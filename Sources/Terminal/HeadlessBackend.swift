/// The backend of replays and tests: no terminal, only a screen of cells that the runs it is
/// given are written to, as a terminal's would be. It counts what a real terminal would
/// have been sent, so tests can check minimal updates, and its screen shows whether the
/// runs worked out inside the damage were enough (`screen` equals the frame presented).
@MainActor
public final class HeadlessBackend: TerminalBackend {
    /// The screen as the runs written so far left it.
    public private(set) var screen: Canvas
    /// Cells that a terminal backend would have written, summed over all presents.
    public private(set) var cellsWritten = 0
    public private(set) var presents = 0

    public init(size: Size) {
        screen = Canvas(size: size)
    }

    public var showsLastFrame: Bool { presents > 0 }

    public func write(_ diff: FrameDiff, of frame: Frame) {
        if diff.isFullRepaint { screen = Canvas(size: frame.canvas.size) }
        diff.forEachRun { x, y, cells in screen.write(cells, x: x, y: y) }
        cellsWritten += diff.changedCells
        presents += 1
    }

    /// The screen as text lines of exactly its width.
    public var lines: [String] { screen.lines }
}
