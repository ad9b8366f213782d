import JSONText
/// The figures of `seam replay --timing`, printed as one JSON line on stderr: keys sent,
/// seconds spent, keys per second, and the median and 99th-percentile frame time in
/// microseconds. The only output that depends on the clock.
public struct ReplayTiming: Sendable, Equatable {
    /// Keys sent by all runs.
    public var keys = 0
    /// Every frame's drawing time, in microseconds, of all runs.
    public var frameMicroseconds: [Double] = []

    public init() {}

    /// Adds the figures of one run.
    public mutating func add(_ outcome: ReplayOutcome) {
        keys += outcome.keys
        frameMicroseconds += outcome.frameMicroseconds
    }

    /// The nearest-rank percentile `p` (0...100) of the frame times; 0 without frames.
    public func framePercentile(_ p: Double) -> Double {
        guard !frameMicroseconds.isEmpty else { return 0 }
        let sorted = frameMicroseconds.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// `{"keys": …, "seconds": …, "keys_per_second": …, "frame_p50_us": …, "frame_p99_us": …}`.
    public func line(seconds: Double) -> String {
        JSON.object([
            ("keys", .number(keys)),
            ("seconds", .decimal(seconds, places: 6)),
            ("keys_per_second", .decimal(seconds > 0 ? Double(keys) / seconds : 0, places: 1)),
            ("frame_p50_us", .decimal(framePercentile(50), places: 1)),
            ("frame_p99_us", .decimal(framePercentile(99), places: 1)),
        ]).rendered()
    }
}
