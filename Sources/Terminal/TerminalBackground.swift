import Foundation

/// Whether the terminal's background is light or dark, so the app can start in the matching
/// colour scheme. Asked at start-up, before curses takes the input: the terminal is sent the
/// OSC 11 query (`ESC ] 11 ; ? BEL`) and then a primary device attributes request
/// (`ESC [ c`), which every terminal answers — so the wait ends as soon as a terminal that
/// does not know OSC 11 has said so, and otherwise after `timeout`. A terminal that answers
/// gives `rgb:RRRR/GGGG/BBBB`; else `COLORFGBG` (`15;0`: background colour 0) decides; dark
/// when neither tells.
public enum TerminalBackground: String, Sendable, Equatable {
    case light, dark

    /// The background from an OSC 11 reply (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or
    /// `ESC \`; 1 to 4 hex digits a channel), nil when `reply` holds none.
    public static func parse(reply: [UInt8]) -> TerminalBackground? {
        let text = String(decoding: reply, as: UTF8.self)
        guard let start = text.range(of: "]11;") else { return nil }
        var body = text[start.upperBound...]
        if let end = body.firstIndex(where: { $0 == "\u{7}" || $0 == "\u{1B}" }) {
            body = body[..<end]
        } else {
            return nil
        }
        let colour = body.split(separator: ":", maxSplits: 1)
        guard colour.count == 2, colour[0] == "rgb" || colour[0] == "rgba" else { return nil }
        let channels = colour[1].split(separator: "/").prefix(3).map { hex -> Double? in
            guard (1...4).contains(hex.count), let value = Int(hex, radix: 16) else { return nil }
            return Double(value) / Double((1 << (4 * hex.count)) - 1)
        }
        guard channels.count == 3, let r = channels[0], let g = channels[1], let b = channels[2] else { return nil }
        return of(red: r, green: g, blue: b)
    }

    /// Light when the colour's perceived brightness (ITU-R BT.601 weights) is above half.
    public static func of(red: Double, green: Double, blue: Double) -> TerminalBackground {
        0.299 * red + 0.587 * green + 0.114 * blue > 0.5 ? .light : .dark
    }

    /// The background `COLORFGBG` names (`fg;bg` or `fg;default;bg`, set by rxvt, Konsole and
    /// others): the last field is a colour of the 16-colour palette; 7 (white) and 9–15 (the
    /// bright colours but dark grey) are light, 0–6 and 8 dark; nil for anything else.
    public static func fromColorFGBG(_ value: String) -> TerminalBackground? {
        guard let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
            let colour = Int(last), (0...15).contains(colour)
        else { return nil }
        return colour == 7 || colour >= 9 ? .light : .dark
    }

    /// The query written to the terminal: OSC 11, then the device attributes request.
    static let query = Array("\u{1B}]11;?\u{7}\u{1B}[c".utf8)

    /// Asks the terminal on `input`/`output` (standard input and output, both the terminal)
    /// and waits up to `timeout` milliseconds; falls back to `COLORFGBG` in `environment`,
    /// then dark. The terminal's modes are restored before it returns.
    public static func detect(
        input: Int32 = 0, output: Int32 = 1, timeout: Int = 100,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalBackground {
        if isatty(input) == 1, isatty(output) == 1, let answer = ask(input: input, output: output, timeout: timeout) {
            return answer
        }
        return environment["COLORFGBG"].flatMap(fromColorFGBG) ?? .dark
    }

    /// Sends the query in raw mode and reads until the device attributes answer (`ESC [ ? … c`)
    /// or the timeout; the background from the OSC 11 answer among what came, if any.
    private static func ask(input: Int32, output: Int32, timeout: Int) -> TerminalBackground? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(input, TCSANOW, &saved) }
        guard query.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == query.count else { return nil }
        var reply: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(timeout)
        while !answeredAttributes(reply) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ms = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&descriptor, 1, max(1, ms)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            reply += buffer[..<n]
        }
        return parse(reply: reply)
    }

    /// True once `reply` holds the device attributes answer, `ESC [ ? … c`.
    static func answeredAttributes(_ reply: [UInt8]) -> Bool {
        guard
            let start = reply.indices.first(where: {
                reply[$0] == 0x1B && $0 + 2 < reply.count && reply[$0 + 1] == 0x5B && reply[$0 + 2] == 0x3F
            })
        else {
            return false
        }
        return reply[(start + 3)...].contains(0x63)
    }
}
