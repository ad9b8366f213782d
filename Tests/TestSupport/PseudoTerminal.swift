import Foundation
import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program on a pseudo-terminal, as a user's terminal would: the program's standard
/// input and output are the terminal (and its controlling terminal, so a resize sends it
/// SIGWINCH and closing the terminal sends it SIGHUP); everything it writes is read into a
/// `TerminalScreen`. Tests type with `send`, wait with `wait(for:)`, and end it with
/// `signal`, `hangUp` or the program's own quit key.
///
/// The one rule: nothing sleeps for a fixed time — every wait polls the terminal until a
/// condition holds or a generous deadline passes (the machine may be busy running other
/// tests), and a wait that times out says what it was waiting for.
public final class PseudoTerminal {
    public enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)
        public var description: String {
            switch self {
            case .exited(let code): return "exit \(code)"
            case .signaled(let signal): return "signal \(signal)"
            }
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    private var master: Int32
    public private(set) var screen: TerminalScreen
    /// Everything the program wrote, in order.
    public private(set) var output: [UInt8] = []
    public private(set) var termination: Termination?

    /// Starts `arguments` (the first is the executable's path) on a new terminal of `size`.
    /// `controlling: false` leaves the terminal as plain standard input and output, not the
    /// program's controlling terminal (no SIGHUP when it closes). `errorPath` takes standard
    /// error instead of the terminal.
    public init(_ arguments: [String], size: Size, environment: [String: String],
                controlling: Bool = true, errorPath: String? = nil) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(description: "cannot open /dev/ptmx: \(String(cString: strerror(errno)))") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN (Linux): unlock the terminal, then ask its number.
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            close(master)
            throw Failure(description: "cannot unlock the pseudo-terminal")
        }
        let slavePath = "/dev/pts/\(number)"
        screen = TerminalScreen(size: size)
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, controlling ? O_RDWR : O_RDWR | O_NOCTTY, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        if let errorPath {
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGWINCH] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // POSIX_SPAWN_SETSID (glibc): a new session, whose first terminal becomes its controlling one.
        let setsid: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | (controlling ? setsid : 0)))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if master >= 0 { close(master) }
    }

    // MARK: Typing

    /// Writes `bytes` to the terminal as typed keys, however long (the program reads as it
    /// goes; what the terminal's buffer cannot take yet waits while its output is read).
    public func send(_ bytes: [UInt8]) throws {
        var rest = bytes[...]
        let deadline = ContinuousClock.now + .seconds(120)
        while !rest.isEmpty {
            var descriptor = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, 10)
            if descriptor.revents & Int16(POLLOUT) != 0 {
                let n = rest.withUnsafeBytes { Glibc.write(master, $0.baseAddress, min($0.count, 4096)) }
                if n > 0 { rest = rest.dropFirst(n) }
            }
            pump(timeout: 0)
            guard ContinuousClock.now < deadline else { throw Failure(description: "the program stopped reading its input") }
        }
    }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The terminal changes size (SIGWINCH reaches the program).
    public func resize(to size: Size) {
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
        screen.resize(to: size)
    }

    public func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Closes the terminal, as closing a terminal window does.
    public func hangUp() {
        close(master)
        master = -1
    }

    /// The terminal's modes as the program left them (read through the master side).
    public func modes() -> termios? {
        var modes = termios()
        return tcgetattr(master, &modes) == 0 ? modes : nil
    }

    // MARK: Waiting

    /// Reads the program's output for up to `timeout` seconds (0: what is there now); true
    /// when something was read.
    @discardableResult
    public func pump(timeout: Double) -> Bool {
        guard master >= 0 else { return false }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        output += buffer[..<n]
        screen.feed(buffer[..<n])
        return true
    }

    /// Reads output until `condition` holds; throws `what` if it does not within `timeout` seconds.
    public func wait(for what: String, timeout: Double = 60, _ condition: (PseudoTerminal) -> Bool) throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while !condition(self) {
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "timed out waiting for \(what); the screen:\n\(screen.text)")
            }
            if !pump(timeout: 0.05) { _ = checkExit() }
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
            guard ContinuousClock.now < deadline else { throw Failure(description: "the program never stopped drawing") }
        }
    }

    /// Waits for the program to end, reading its output meanwhile.
    public func waitForExit(timeout: Double = 60) throws -> Termination {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            if let termination = checkExit() {
                while pump(timeout: 0) {}
                return termination
            }
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "the program did not end within \(timeout) s; the screen:\n\(screen.text)")
            }
            if !pump(timeout: 0.02) { usleep(2000) }
        }
    }

    private func checkExit() -> Termination? {
        if let termination { return termination }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let result: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        termination = result
        return result
    }
}
