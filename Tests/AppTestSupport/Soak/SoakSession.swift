import Foundation
import Replay
import Terminal

/// One soak session: the app's options, the terminal size it starts at, and its steps —
/// each a script command (a key, typed text, a resize or a trait change), checked as one.
///
/// The one rule: a session is written and read as a `.replay` script, one step a line, so
/// a failing session (after minimising) is a script ready to commit as a regression test,
/// and any script can be run step by step through the soak's invariants.
public struct SoakSession: Sendable, Equatable {
    public var arguments: [String]
    public var size: Size
    public var steps: [ScriptCommand]

    public init(arguments: [String], size: Size, steps: [ScriptCommand] = []) {
        self.arguments = arguments
        self.size = size
        self.steps = steps
    }

    /// Keys the steps send (a typed text sends one per character).
    public var keyCount: Int { steps.reduce(0) { $0 + max(1, $1.keys.count) } }

    /// The session as a script, after comment lines from `header`.
    public func script(header: [String] = []) -> String {
        var lines = header.map { "# " + $0 }
        lines.append(ScriptCommand.size(size).description)
        if !arguments.isEmpty { lines.append(ScriptCommand.args(arguments).description) }
        lines += steps.map(\.description)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The session a script describes: its size (80x24 if none), its `args`, and a step for
    /// each key of a `press` line and for each `type`, `paste`, mouse, `resize` and `trait` line; expectations
    /// and snapshots are left out.
    public init(_ script: Script) {
        arguments = script.arguments
        size = script.size ?? Size(width: 80, height: 24)
        steps = script.lines.flatMap { line -> [ScriptCommand] in
            switch line.command {
            case .press(let keys): return keys.map { .press([$0]) }
            case .type, .paste, .mouse, .resize, .trait: return [line.command]
            default: return []
            }
        }
    }
}
