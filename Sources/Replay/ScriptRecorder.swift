import Imperative
import Terminal

/// Records what a user does in a window as a script that replays to the same state
/// (`seam record`): a `size` line first (and `args` when app options were given, and a
/// `trait` line for each setting the window started with that is not the default — the
/// colour scheme of a light terminal), then
/// `press`, `type`, `paste`, `click`, `scroll`, `resize` and `trait` lines.
///
/// The rules that make the script faithful and readable:
/// - every key goes through `send`, which routes it to the window and records it;
///   keys the script language cannot name are not sent at all;
/// - a key that changes a system setting (F3–F8) is written as `trait NAME VALUE` lines
///   with the resulting values; a key a screen consumed instead stays a `press`;
/// - printable keys typed while a text field has focus fold into `type "…"`;
/// - repeats fold into `press Down x12`, and a `press` line holds at most `runsPerLine` runs;
/// - the key that quits is not written, so the script ends in the state at the quit and
///   expectations can be appended to it.
@MainActor
public final class ScriptRecorder {
    /// The window the keys go to.
    public let window: Window
    /// Runs of keys (`Down x3` is one run) on one `press` line.
    public static let runsPerLine = 8
    private let prologue: [ScriptCommand]
    private let isEditingText: @MainActor (Window) -> Bool
    /// The commands recorded after the prologue, folded.
    public private(set) var commands: [ScriptCommand] = []

    /// `isEditingText` tells whether a text field of the window has focus; the default asks
    /// the top hosted view (see `TextInputFocus`).
    public init(
        window: Window, appArguments: [String] = [],
        isEditingText: @escaping @MainActor (Window) -> Bool = TextInputFocus.isEditing(in:)
    ) {
        self.window = window
        self.isEditingText = isEditingText
        let defaults = SystemSettings().named
        prologue =
            [.size(window.size)] + (appArguments.isEmpty ? [] : [.args(appArguments)])
            + zip(window.settings.named, defaults).filter { $0.0.1 != $0.1.1 }.map {
                .trait(name: $0.0.0, value: $0.0.1)
            }
    }

    /// Whether a script can name `key`, so that replaying the name sends this very key.
    public static func canRecord(_ key: Key) -> Bool { Key(name: key.name) == key }

    /// Sends `key` to the window and records it; false (and nothing sent) when no script can name it.
    @discardableResult
    public func send(_ key: Key) -> Bool {
        guard Self.canRecord(key) else { return false }
        let typing = key.printable != nil && isEditingText(window)
        let before = window.settings.named
        window.send(key)
        guard !window.isQuitRequested else { return true }
        let changed = zip(before, window.settings.named).filter { $0.1 != $1.1 }.map(\.1)
        if !changed.isEmpty {
            commands += changed.map { ScriptCommand.trait(name: $0.0, value: $0.1) }
        } else if typing, let character = key.printable {
            if case .type(let text)? = commands.last {
                commands[commands.count - 1] = .type(text + String(character))
            } else {
                commands.append(.type(String(character)))
            }
        } else if case .press(let keys)? = commands.last, keys.last == key || Self.runs(keys) < Self.runsPerLine {
            commands[commands.count - 1] = .press(keys + [key])
        } else {
            commands.append(.press([key]))
        }
        return true
    }

    /// Sends a mouse event to the window and records it (`click X Y`, `scroll up X Y`).
    public func send(_ mouse: MouseEvent) {
        window.send(mouse)
        commands.append(.mouse(mouse))
    }

    /// Pastes text into the window and records it (`paste "…"`); an empty paste changes nothing and is not written.
    public func paste(_ text: String) {
        guard !text.isEmpty else { return }
        window.paste(text)
        commands.append(.paste(text))
    }

    /// Resizes the window and records it (a resize to the current size changes nothing and is not written).
    public func resize(to size: Size) {
        guard size != window.size else { return }
        window.resize(to: size)
        commands.append(.resize(size))
    }

    /// The script so far, one command a line.
    public var text: String {
        (prologue + commands).map { $0.description + "\n" }.joined()
    }

    private static func runs(_ keys: [Key]) -> Int {
        zip(keys, keys.dropFirst()).filter { $0 != $1 }.count + (keys.isEmpty ? 0 : 1)
    }
}
