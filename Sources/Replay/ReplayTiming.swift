import JSONText
/// The figures of `seam replay --timing`, printed as one JSON line on stderr: keys sent,
/// seconds spent, keys per second, the median and 99th-percentile frame time in
/// microseconds (the frame presented to the headless terminal included), and the cells the
/// frames after the first changed on screen, a key (the tui-rs peer's
/// `changed_cells_per_key_mean`). The only output that depends on the clock.
public struct ReplayTiming: Sendable, Equatable {
    /// Keys sent by all runs.
    public var keys = 0
    /// Every frame's drawing time, in microseconds, of all runs.
    public var frameMicroseconds: [Double] = []
    /// Cells changed on screen by the frames after the first, of all runs.
    public var changedCells = 0

    public init() {}

    /// Adds the figures of one run.
    public mutating func add(_ outcome: ReplayOutcome) {
        keys += outcome.keys
        frameMicroseconds += outcome.frameMicroseconds
        changedCells += outcome.changedCells
    }

    /// The nearest-rank percentile `p` (0...100) of the frame times; 0 without frames.
    public func framePercentile(_ p: Double) -> Double {
        guard !frameMicroseconds.isEmpty else { return 0 }
        let sorted = frameMicroseconds.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// `{"keys": …, "seconds": …, "keys_per_second": …, "frame_p50_us": …, "frame_p99_us": …,
    /// "changed_cells_per_key": …}`.
    public func line(seconds: Double) -> String {
        JSON.object([
            ("keys", .number(keys)),
            ("seconds", .decimal(seconds, places: 6)),
            ("keys_per_second", .decimal(seconds > 0 ? Double(keys) / seconds : 0, places: 1)),
            ("frame_p50_us", .decimal(framePercentile(50), places: 1)),
            ("frame_p99_us", .decimal(framePercentile(99), places: 1)),
            ("changed_cells_per_key", .decimal(keys > 0 ? Double(changedCells) / Double(keys) : 0, places: 1)),
        ]).rendered()
    }
}
