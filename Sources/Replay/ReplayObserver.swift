import Imperative
import Terminal

/// Watches a replay line by line from outside the runner, and may fail it: `seam replay
/// --terminal` sends each line to the real app in a terminal emulator and compares its screen
/// with the window's frame. A failure is reported as a failed expectation is, at its line,
/// followed by the frame.
@MainActor
public protocol ReplayObserver: AnyObject {
    /// The app is built and its first frame drawn; `arguments` and `size` are what it was
    /// built with. A message fails the run before its first line.
    func runStarted(_ script: Script, arguments: [String], size: Size, window: Window) -> String?
    /// `line` ran (and its expectations held); a message fails the run at that line.
    func linePerformed(_ line: ScriptLine, window: Window) -> String?
    /// The run is over, however it ended.
    func runEnded()
}

/// A replay observer that runs the app in a terminal of one type (`seam replay --terminal
/// TERM`): it names itself and counts what it sent and what the app wrote.
@MainActor
public protocol ReplayTerminal: ReplayObserver {
    /// The terminal type, with `NO_COLOR` when colours are off: `xterm`, `linux, NO_COLOR`.
    var name: String { get }
    /// Bytes the app wrote to the terminal, over every run so far.
    var bytesWritten: Int { get }
    /// Input events sent to the app (keys, pastes, clicks, resizes), over every run so far.
    var events: Int { get }
}
