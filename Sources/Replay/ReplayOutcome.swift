/// How one script run ended, with the figures `--timing` and `--matrix` report.
public struct ReplayOutcome: Sendable, Equatable {
    /// 0: every expectation held; 1: one failed; 2: the app could not be built from the arguments.
    public var exitCode: Int32
    /// Keys sent by `press` and `type` lines.
    public var keys: Int
    /// Microseconds spent drawing each frame after a key, resize or trait change.
    public var frameMicroseconds: [Double]
    /// The line of the failed expectation, when one failed.
    public var failedLine: Int?
    /// Golden files written because they were missing or re-recording was asked for.
    public var recordedGoldens: [String]

    public init(exitCode: Int32, keys: Int = 0, frameMicroseconds: [Double] = [], failedLine: Int? = nil,
                recordedGoldens: [String] = []) {
        self.exitCode = exitCode
        self.keys = keys
        self.frameMicroseconds = frameMicroseconds
        self.failedLine = failedLine
        self.recordedGoldens = recordedGoldens
    }
}
