import Emulation
import Foundation
import Terminal
import TestSupport
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program on a pseudo-terminal (a `TerminalProcess` in the terminal's usual modes),
/// as a user's terminal would: the program's standard input and output are the terminal (and
/// its controlling terminal, so a resize sends it SIGWINCH and closing the terminal sends it
/// SIGHUP); everything it writes is read into a `TerminalScreen`. Tests type with `send`,
/// wait with `wait(for:)`, and end it with `signal`, `hangUp` or the program's own quit key.
///
/// The one rule: nothing sleeps for a fixed time — every wait polls the terminal until a
/// condition holds or a generous deadline passes (the machine may be busy running other
/// tests), and a wait that times out says what it was waiting for.
public final class PseudoTerminal {
    public typealias Termination = TerminalProcess.Termination
    public typealias Failure = TerminalProcess.Failure

    private let process: TerminalProcess
    public var pid: pid_t { process.pid }
    public private(set) var screen: TerminalScreen
    /// Everything the program wrote, in order.
    public private(set) var output: [UInt8] = []
    public var termination: Termination? { process.termination }

    /// Starts `arguments` (the first is the executable's path) on a new terminal of `size`,
    /// in the terminal's usual modes (the program sets its own, and restores them).
    /// `controlling: false` leaves the terminal as plain standard input and output, not the
    /// program's controlling terminal (no SIGHUP when it closes). `errorPath` takes standard
    /// error instead of the terminal.
    public init(
        _ arguments: [String], size: Size, environment: [String: String],
        controlling: Bool = true, errorPath: String? = nil
    ) throws {
        process = try TerminalProcess(
            arguments, size: size, environment: environment, raw: false,
            controlling: controlling, errorPath: errorPath)
        screen = TerminalScreen(size: size)
    }

    // MARK: Typing

    /// Writes `bytes` to the terminal as typed keys, however long (the program reads as it
    /// goes; what the terminal's buffer cannot take yet waits while its output is read).
    public func send(_ bytes: [UInt8]) throws {
        try process.send(bytes)
        pump(timeout: 0)
    }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The terminal changes size (SIGWINCH reaches the program).
    public func resize(to size: Size) {
        process.resize(to: size)
        screen.resize(to: size)
    }

    public func signal(_ signal: Int32) {
        process.signal(signal)
    }

    /// Closes the terminal, as closing a terminal window does.
    public func hangUp() {
        process.hangUp()
    }

    /// The terminal's modes as the program left them (read through the master side).
    public func modes() -> termios? {
        process.modes()
    }

    // MARK: Waiting

    /// Reads the program's output for up to `timeout` seconds (0: what is there now); true
    /// when something was read.
    @discardableResult
    public func pump(timeout: Double) -> Bool {
        guard let bytes = process.read(timeout: Int(timeout * 1000)), !bytes.isEmpty else { return false }
        take(bytes)
        return true
    }

    private func take(_ bytes: [UInt8]) {
        output += bytes
        screen.feed(bytes)
    }

    /// Reads output until `condition` holds; throws `what` if it does not within `timeout` seconds.
    public func wait(for what: String, timeout: Double = 60, _ condition: (PseudoTerminal) -> Bool) throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while !condition(self) {
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "timed out waiting for \(what); the screen:\n\(screen.text)")
            }
            if !pump(timeout: 0.05) { _ = process.exitStatus() }
        }
    }

    /// Waits until the screen shows `text`.
    public func wait(forText text: String, timeout: Double = 60) throws {
        try wait(for: "\"\(text)\"", timeout: timeout) { $0.screen.text.contains(text) }
    }

    /// Reads output until none has come for `quiet` seconds.
    public func settle(quiet: Double = 0.3, timeout: Double = 60) throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var last = ContinuousClock.now
        while ContinuousClock.now - last < .milliseconds(Int(quiet * 1000)) {
            if pump(timeout: 0.02) { last = .now }
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "the program never stopped drawing")
            }
        }
    }

    /// Waits for the program to end, reading its output meanwhile.
    public func waitForExit(timeout: Double = 60) throws -> Termination {
        guard let termination = process.waitForExit(timeout: Int(timeout * 1000), whileWaiting: take) else {
            throw Failure(description: "the program did not end within \(timeout) s; the screen:\n\(screen.text)")
        }
        return termination
    }
}
