/// The backend of replays and tests: no terminal, the very same frames kept as text.
/// It counts what a real terminal would have been sent, so tests can check minimal updates.
public struct HeadlessBackend: Sendable {
    public private(set) var size: Size
    public private(set) var frame: Canvas
    /// Cells that a terminal backend would have written, summed over all presents.
    public private(set) var cellsWritten = 0
    public private(set) var presents = 0

    public init(size: Size) {
        self.size = size
        self.frame = Canvas(size: size)
    }

    public mutating func resize(to size: Size) {
        self.size = size
    }

    public mutating func present(_ canvas: Canvas) {
        let diff = FrameDiff(from: presents == 0 ? nil : frame, to: canvas)
        cellsWritten += diff.changedCells
        presents += 1
        frame = canvas
    }

    /// The current frame as text lines of exactly `size.width` columns.
    public var lines: [String] { frame.lines }
}
