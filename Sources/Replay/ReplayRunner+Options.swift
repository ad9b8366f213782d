import Terminal
import JSONText

extension ReplayRunner {
    /// How a run is set up and what it prints. Command-line choices win over the script:
    /// `size` replaces the script's `size` line, and `appArguments` come after its `args`,
    /// so `seam replay bench.replay --invoices 10000000` scales any workload.
    public struct Options: Sendable {
        /// The terminal size to start with, instead of the script's `size`.
        public var size: Size?
        /// App options (`--invoices N`, `--tab NAME`, `--lesson ID`) applied after the script's `args`.
        public var appArguments: [String] = []
        /// What is printed when the run ends.
        public var finalOutput: FinalOutput = .frame
        /// Prints the frame after every script line (`--frames`).
        public var printFrames = false
        /// Prints the event transcript as it grows (`--events`); with `.state` it becomes
        /// the dump's `events` field instead, so stdout stays one JSON document.
        public var printEvents = false
        /// Re-records every golden instead of comparing (`--record-snapshots`, `SEAM_RECORD=1`).
        public var recordSnapshots = false
        /// The trait combination of a `--matrix` run: it sets the width and the system
        /// settings before the first line, and names the goldens.
        public var combination: TraitCombination?
        /// Where every `snapshot` also writes its frame as an SVG picture, `NAME.svg`
        /// (`--svg DIR`); nil writes none.
        public var svgDirectory: String?
        /// The colours the pictures are drawn with (`--svg-colors 8`): the frame as a terminal
        /// with that many shows it (`TerminalCapabilities.shown`).
        public var svgColorDepth: ColorDepth = .full

        public init() {}
    }

    /// True when `environment` asks for record mode: `SEAM_RECORD` set to anything but empty or `0`.
    nonisolated public static func recordModeRequested(by environment: [String: String]) -> Bool {
        guard let record = environment["SEAM_RECORD"] else { return false }
        return !record.isEmpty && record != "0"
    }

    /// What a run prints at its end.
    public enum FinalOutput: Sendable {
        /// The last frame as text (the default).
        case frame
        /// The state dump (`--state`, docs/replay.md).
        case state
        /// Nothing (`--frames` has shown the last frame already; `--matrix` prints a summary).
        case nothing
    }
}
