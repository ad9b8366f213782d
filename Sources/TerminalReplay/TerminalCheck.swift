import Emulation
import Foundation
import Imperative
import Replay
import Terminal

/// `seam replay --terminal TERM`: runs the real app — the curses backend, on a
/// pseudo-terminal of the script's size, under `TERM` — beside the headless replay, sends it
/// every key, paste, click, resize and trait change of the script as that terminal would
/// (`TerminalKeys`; a trait as the F-key that changes it), feeds every byte it writes into
/// libvterm (`VirtualTerminal`), and after every line compares the emulator's screen with the
/// headless frame (`ScreenComparison`). A difference fails the replay at that line.
///
/// The app marks each settled screen (`SEAM_TERMINAL_MARKS`, `CursesBackend.writeMark`) with
/// the number of input events it has handled, so the check waits for exactly the frame of the
/// keys it sent — never for a time.
@MainActor
public final class TerminalCheck: ReplayTerminal {
    /// The terminal type, as `TERM` names it.
    public let term: String
    /// Over every run so far: the bytes the app wrote after its first frame, and the input
    /// events sent.
    public private(set) var bytesWritten = 0, events = 0
    /// Bytes of the first frames, which `bytesWritten` leaves out.
    public private(set) var firstFrameBytes = 0

    let description: TerminalDescription
    let capabilities: TerminalCapabilities
    let keys: TerminalKeys
    let executable: String
    let environment: [String: String]
    /// How long the app may take to settle after an input, in milliseconds.
    let patience: Int

    private var process: TerminalProcess?
    private var screen: VirtualTerminal?
    /// Output read but not yet given to the emulator: it may hold the start of a mark.
    private var unread: [UInt8] = []
    private var eventsThisRun = 0
    private var settings = SystemSettings()

    /// Nil when terminfo does not know `term`. `executable` is the program that runs the app
    /// interactively (`seam`); `noColor` runs it with `NO_COLOR`.
    public init?(term: String, executable: String, noColor: Bool, patience: Int = 20_000) {
        guard let description = TerminalDescription.read(term: term) else { return nil }
        self.term = term
        self.description = description
        capabilities = noColor ? description.capabilities.withoutColor : description.capabilities
        keys = TerminalKeys(description)
        self.executable = executable
        // This process's environment, with the terminal's type, a UTF-8 locale, the replays'
        // fixed clock and no hint of a light background (a replay starts dark).
        var environment = ProcessInfo.processInfo.environment
        environment.merge(["TERM": term, "LANG": "C.UTF-8", "SEAM_TERMINAL_MARKS": "1", "SEAM_FIXED_CLOCK": "1"]) { $1 }
        environment["COLORFGBG"] = nil
        environment["NO_COLOR"] = noColor ? "1" : nil
        self.environment = environment
        self.patience = patience
    }

    /// The name of this check in messages: `xterm`, or `xterm, NO_COLOR`.
    public var name: String {
        capabilities.colorDepth == .none && description.capabilities.colorDepth != .none ? "\(term), NO_COLOR" : term
    }

    public func runStarted(_ script: Script, arguments: [String], size: Size, window: Window) -> String? {
        settings = window.settings
        eventsThisRun = 0
        unread = []
        let screen = VirtualTerminal(size: size)
        self.screen = screen
        do {
            process = try TerminalProcess([executable] + arguments, size: size, environment: environment)
        } catch {
            return "terminal \(name): cannot start the app: \(error)"
        }
        let before = bytesWritten
        defer {
            firstFrameBytes += bytesWritten - before
            bytesWritten = before
        }
        switch settle() {
        case .settled: return compare(window)
        case .ended(let how): return "terminal \(name): the app ended (\(how)) before its first frame"
        case .failed(let message): return message
        }
    }

    public func linePerformed(_ line: ScriptLine, window: Window) -> String? {
        guard let process, let screen else { return nil }
        var inputs: [[UInt8]] = []
        switch line.command {
        case .press, .type:
            inputs = line.command.keys.map(keys.bytes(for:))
        case .paste(let text):
            inputs = [keys.bytes(pasting: text)]
        case .mouse(let event):
            guard let bytes = keys.bytes(for: event) else {
                return
                    "terminal \(name): \(term) has no mouse (its terminfo entry has no kmous); "
                    + "\(line.text) cannot be sent"
            }
            inputs = [bytes]
        case .resize(let size):
            process.resize(to: size)
            screen.resize(to: size)
            inputs = []
        case .trait:
            inputs = Self.functionKeys(from: settings, to: window.settings).map(keys.bytes(for:))
        default:
            return nil
        }
        settings = window.settings
        if case .resize = line.command, let failure = settleAfterInput(window) { return failure }
        for input in inputs {
            do { try process.send(input) } catch { return "terminal \(name): \(error)" }
            if let failure = settleAfterInput(window) { return failure }
            if process.exitStatus() != nil { return nil }
        }
        return compare(window)
    }

    /// Counts one input event and waits for its screen; nil when it settled, or when the app
    /// quit and the replay quit too.
    private func settleAfterInput(_ window: Window) -> String? {
        eventsThisRun += 1
        events += 1
        switch settle() {
        case .settled: return nil
        case .ended(let how):
            return window.isQuitRequested ? nil : "terminal \(name): the app ended (\(how)) where the replay goes on"
        case .failed(let message): return message
        }
    }

    public func runEnded() {
        guard let process else { return }
        if process.exitStatus() == nil {
            try? process.send(keys.bytes(for: .ctrl("C")))
            if process.waitForExit(timeout: 2_000, whileWaiting: { _ in }) == nil { process.terminate() }
        }
        self.process = nil
        screen = nil
    }

    /// The F-keys that change the system settings `old` into `new`: F3 the colour scheme,
    /// F4/F5 the text size a step each, F6 the layout direction, F7 the legibility weight, F8
    /// reduce motion.
    static func functionKeys(from old: SystemSettings, to new: SystemSettings) -> [Key] {
        var keys: [Key] = []
        if old.userInterfaceStyle != new.userInterfaceStyle { keys.append(.function(3)) }
        let sizes = ContentSizeCategory.allCases
        if let a = sizes.firstIndex(of: old.contentSizeCategory), let b = sizes.firstIndex(of: new.contentSizeCategory)
        {
            keys += Array(repeating: b > a ? Key.function(5) : .function(4), count: abs(b - a))
        }
        if old.layoutDirection != new.layoutDirection { keys.append(.function(6)) }
        if old.legibilityWeight != new.legibilityWeight { keys.append(.function(7)) }
        if old.reduceMotion != new.reduceMotion { keys.append(.function(8)) }
        return keys
    }

    /// The screen against the window's frame, or nil when they match.
    private func compare(_ window: Window) -> String? {
        guard let screen else { return nil }
        return ScreenComparison.firstDifference(
            expected: window.renderedFrame, screen: screen, capabilities: capabilities
        )
        .map { "terminal \(name) differs from the replay: \($0)" }
    }

    private static let markStart = Array("\u{1B}]\(CursesBackend.markCommand);".utf8)

    /// How a wait for the app ended.
    enum Settling: Equatable {
        case settled
        /// The app exited (it was asked to quit, or it failed).
        case ended(String)
        case failed(String)
    }

    /// Reads the app's output into the emulator, answering what the emulator answers, until
    /// the app marks a settled screen for every event sent, ends, or does not settle in time.
    private func settle() -> Settling {
        guard let process, let screen else { return .failed("terminal \(name): the app is not running") }
        let deadline = ContinuousClock.now + .milliseconds(patience)
        while ContinuousClock.now < deadline {
            while let events = takeMark(into: screen) {
                if events >= eventsThisRun { return .settled }
            }
            guard let chunk = process.read(timeout: 100) else {
                _ = process.waitForExit(timeout: 2_000, whileWaiting: { _ in })
                return .ended(process.exitStatus().map(String.init(describing:)) ?? "hung up")
            }
            unread += chunk
            let replies = screen.takeReplies()
            if !replies.isEmpty { try? process.send(replies) }
        }
        return .failed(
            "terminal \(name): "
                + "the app did not draw a settled screen for \(eventsThisRun) events within \(patience / 1000) s"
        )
    }

    /// Feeds the emulator everything before the first complete mark (or all that cannot be
    /// the start of one) and returns the mark's event count, if a mark was complete.
    private func takeMark(into screen: VirtualTerminal) -> Int? {
        if let start = unread.firstRange(of: Self.markStart) {
            guard let end = unread[start.upperBound...].firstIndex(of: 7) else {
                feed(unread[..<start.lowerBound], to: screen)
                unread.removeSubrange(..<start.lowerBound)
                return nil
            }
            feed(unread[..<start.lowerBound], to: screen)
            let text = String(decoding: unread[start.upperBound..<end], as: UTF8.self)
            unread.removeSubrange(..<(end + 1))
            return text.hasPrefix("events=") ? Int(text.dropFirst(7)) : nil
        }
        // Keep a tail that may be the start of a mark cut short.
        let keep = min(unread.count, Self.markStart.count - 1)
        feed(unread[..<(unread.count - keep)], to: screen)
        unread.removeSubrange(..<(unread.count - keep))
        return nil
    }

    private func feed(_ bytes: ArraySlice<UInt8>, to screen: VirtualTerminal) {
        guard !bytes.isEmpty else { return }
        bytesWritten += bytes.count
        screen.write(bytes)
    }
}
