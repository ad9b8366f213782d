import Foundation
import Terminal

/// A program running on a pseudo-terminal, as a user's terminal would run it: its standard
/// input and output are the terminal (and, unless asked otherwise, its controlling terminal,
/// so a resize sends it SIGWINCH and closing the terminal sends it SIGHUP). The caller reads
/// what it writes from the terminal's master side and types with `send`.
///
/// The one rule: nothing sleeps for a fixed time — every wait polls with a deadline, and
/// keeps reading the terminal meanwhile (a program blocked on a full terminal never reads its
/// input, nor ends).
public final class TerminalProcess {
    /// How the program ended: its exit status, or the signal that ended it.
    public enum Termination: Equatable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)
        public var description: String {
            switch self {
            case .exited(let code): return "exit \(code)"
            case .signaled(let signal): return "signal \(signal)"
            }
        }
    }

    /// What went wrong, in a sentence.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The program's process id.
    public let pid: pid_t
    /// How it ended, once it has been seen to end (by `exitStatus()` or `waitForExit`).
    public private(set) var termination: Termination?
    /// The terminal's master side; -1 once hung up.
    private var master: Int32
    /// Output read while sending, returned by the next `read`.
    private var pending: [UInt8] = []

    /// Starts `arguments` (the first is the executable's path) with `environment` on a new
    /// terminal of `size`.
    /// - `raw`: the terminal starts in raw mode (`cfmakeraw`: no output translation, no echo,
    ///   no line editing), so the bytes read from it are exactly the bytes the program wrote;
    ///   false leaves the terminal's usual modes, as a terminal window has them.
    /// - `controlling: false` leaves the terminal as plain standard input and output, not the
    ///   program's controlling terminal (no SIGHUP when it closes).
    /// - `errorPath` takes standard error instead of the terminal.
    public init(
        _ arguments: [String], size: Size, environment: [String: String], raw: Bool = true,
        controlling: Bool = true, errorPath: String? = nil
    ) throws {
        precondition(!arguments.isEmpty, "the first argument is the program's path")
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard master >= 0 else { throw Failure(description: "cannot open /dev/ptmx: \(Self.error(errno))") }
        var opened: [Int32] = [master]
        func fail(_ description: String) -> Failure {
            opened.forEach { close($0) }
            return Failure(description: description)
        }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN (Linux): unlock the terminal, then ask its number.
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw fail("cannot unlock the pseudo-terminal")
        }
        let slavePath = "/dev/pts/\(number)"
        Self.setWindowSize(master, size)
        // The parent holds the terminal open until the child has opened it: its modes are set
        // here, and the master never sees the terminal closed before the program starts.
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw fail("cannot open \(slavePath): \(Self.error(errno))") }
        opened.append(slave)
        if raw {
            var modes = termios()
            guard tcgetattr(slave, &modes) == 0 else { throw fail("cannot read the terminal's modes") }
            cfmakeraw(&modes)
            guard tcsetattr(slave, TCSANOW, &modes) == 0 else { throw fail("cannot put the terminal in raw mode") }
        }

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
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | (controlling ? setsid : 0)))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        // glibc's posix_spawn returns once the child has run its file actions (or failed):
        // the terminal is open in the child, so the parent's copies can go.
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw fail("cannot start \(arguments[0]): \(Self.error(status))") }
        for descriptor in opened where descriptor != master { close(descriptor) }
        pid = child
        self.master = master
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if master >= 0 { close(master) }
    }

    private static func error(_ number: Int32) -> String { String(cString: strerror(number)) }

    private static func setWindowSize(_ descriptor: Int32, _ size: Size) {
        var window = winsize(
            ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(descriptor, UInt(TIOCSWINSZ), &window)
    }

    // MARK: Input

    /// Writes `bytes` to the terminal as typed keys, however many: what the terminal cannot
    /// take yet waits while the program's output is read (and kept for the next `read`).
    /// Throws when the terminal is closed, or when the program has not read its input
    /// within `milliseconds`.
    public func send(_ bytes: [UInt8], timeout milliseconds: Int = 120_000) throws {
        var rest = bytes[...]
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while !rest.isEmpty {
            guard master >= 0 else { throw Failure(description: "the terminal is closed") }
            var descriptor = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, 10)
            if descriptor.revents & Int16(POLLOUT) != 0 {
                let n = rest.withUnsafeBytes { systemWrite(master, $0.baseAddress, min($0.count, 4096)) }
                if n > 0 {
                    rest = rest.dropFirst(n)
                } else if n < 0 && errno != EAGAIN && errno != EINTR {
                    throw Failure(description: "the terminal is closed: \(Self.error(errno))")
                }
            }
            if let output = readMaster(timeout: 0) { pending += output }
            guard ContinuousClock.now < deadline else {
                throw Failure(description: "the program stopped reading its input")
            }
        }
    }

    /// The terminal changes size (SIGWINCH reaches the program).
    public func resize(to size: Size) {
        guard master >= 0 else { return }
        Self.setWindowSize(master, size)
    }

    /// Sends `signal` to the program.
    public func signal(_ signal: Int32) {
        if termination == nil { kill(pid, signal) }
    }

    /// Asks the program to end (SIGTERM); `waitForExit` sees it go.
    public func terminate() {
        signal(SIGTERM)
    }

    /// Closes the terminal, as closing a terminal window does.
    public func hangUp() {
        guard master >= 0 else { return }
        close(master)
        master = -1
    }

    /// The terminal's modes as the program left them (read through the master side).
    public func modes() -> termios? {
        var modes = termios()
        return master >= 0 && tcgetattr(master, &modes) == 0 ? modes : nil
    }

    // MARK: Output

    /// What the program wrote to the terminal within `milliseconds` (0: what is there now):
    /// the bytes available once some arrive, [] when none did, nil when the terminal has
    /// ended (the program and everything it started closed it, or it was hung up).
    public func read(timeout milliseconds: Int) -> [UInt8]? {
        if !pending.isEmpty {
            defer { pending.removeAll() }
            return pending
        }
        return readMaster(timeout: milliseconds)
    }

    /// The master side's next chunk, as `read` describes it.
    private func readMaster(timeout milliseconds: Int) -> [UInt8]? {
        guard master >= 0 else { return nil }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(clamping: max(0, milliseconds)))
        guard ready > 0 else { return [] }
        guard descriptor.revents & Int16(POLLIN) != 0 else {
            return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 ? nil : []
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { systemRead(master, $0.baseAddress, $0.count) }
        if n > 0 { return Array(buffer[..<n]) }
        // 0, or EIO once the terminal's last other user has closed it.
        return n < 0 && (errno == EAGAIN || errno == EINTR) ? [] : nil
    }

    // MARK: Ending

    /// How the program ended, reaping it if it has; nil while it runs. Never waits.
    public func exitStatus() -> Termination? {
        if let termination { return termination }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let result: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        termination = result
        return result
    }

    /// Waits up to `milliseconds` for the program to end, giving every chunk of terminal
    /// output to `whileWaiting` (the last of it too, once it has ended); nil if it still runs.
    public func waitForExit(timeout milliseconds: Int, whileWaiting: ([UInt8]) -> Void) -> Termination? {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while true {
            if let termination = exitStatus() {
                while let output = read(timeout: 0), !output.isEmpty { whileWaiting(output) }
                return termination
            }
            guard ContinuousClock.now < deadline else { return nil }
            if let output = read(timeout: 20) {
                if !output.isEmpty { whileWaiting(output) }
            } else {
                // The terminal has ended but the program has not yet been seen to: poll again shortly.
                _ = poll(nil, 0, 2)
            }
        }
    }
}

// read(2) and write(2), by names the methods of `TerminalProcess` do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
