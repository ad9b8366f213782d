/// How one script run ended: what a test `#expect`s, and the figures `--timing`, `--matrix`
/// and `--junit` report. The one rule: `failure` is exactly what `seam replay` prints on
/// standard error for the run's failure, so a test's message reads like the command line's.
public struct ReplayOutcome: Sendable, Equatable, CustomStringConvertible {
    /// 0: every expectation held; 1: one failed; 2: the script could not be read or parsed,
    /// or the app could not be built from its arguments.
    public var exitCode: Int32
    /// Keys sent by `press` and `type` lines.
    public var keys: Int
    /// Microseconds spent drawing each frame after a key, resize or trait change.
    public var frameMicroseconds: [Double]
    /// The line of the failed expectation, when one failed.
    public var failedLine: Int?
    /// Golden files written because record mode was on.
    public var recordedGoldens: [String]
    /// The path of the script that ran, as it was given.
    public var script: String
    /// The trait combination of a `--matrix` run (`dark-80-large-leftToRight`), else nil.
    public var combination: String?
    /// Why the run failed or did not run, as printed: `PATH:LINE: expected …, got …` (with
    /// the diff of a golden that differs), a parse error, the app's refusal; nil when it passed.
    public var failure: String?
    /// The frame as text (trailing spaces trimmed) when the run ended: at the failed line,
    /// at a quit, or after the last line. Empty when no app was built.
    public var frame: String
    /// Cells the frames after the first sent to the terminal (`HeadlessBackend.cellsWritten`):
    /// what changed on screen, as the diff inside each frame's damage found it.
    public var changedCells: Int

    public init(
        exitCode: Int32, keys: Int = 0, frameMicroseconds: [Double] = [], failedLine: Int? = nil,
        recordedGoldens: [String] = [], script: String = "", combination: String? = nil,
        failure: String? = nil, frame: String = "", changedCells: Int = 0
    ) {
        self.exitCode = exitCode
        self.keys = keys
        self.frameMicroseconds = frameMicroseconds
        self.failedLine = failedLine
        self.recordedGoldens = recordedGoldens
        self.script = script
        self.combination = combination
        self.failure = failure
        self.frame = frame
        self.changedCells = changedCells
    }

    /// True when every expectation held (exit status 0).
    public var passed: Bool { exitCode == 0 }

    /// `PATH: passed`, or the failure followed by the frame at that moment: a test's
    /// `#expect(outcome.passed, "\(outcome)")` shows what `seam replay` would print.
    public var description: String {
        guard let failure else { return "\(script)\(combination.map { " \($0)" } ?? ""): passed" }
        return frame.isEmpty ? failure : failure + "\n" + frame
    }
}
