import Terminal

/// One row of the app's key table (`Window.keyBindings`): the keys, how help and the README
/// write them, what they do, and who acts on them — the window itself (help, the inspector,
/// the settings, quit: `Window.send` dispatches on these rows) or the screen the user sees
/// (the responder chain: lists, controls, containers). The footer, the help overlay and the
/// README's key table are all made from this table, so none can offer a key the app does
/// not answer.
public struct KeyBinding: Sendable {
    /// What the window does for a key of its own.
    public enum Command: Sendable, Equatable {
        case help, inspector, quit
        /// F4 a step smaller, F5 a step larger.
        case toggleColorScheme, textSize, toggleLayoutDirection, toggleLegibilityWeight, toggleReduceMotion
        /// The help or the inspector overlay scrolls (Up/Down a line, PageUp/PageDown a page,
        /// Home/End to an end), or closes.
        case scrollOverlay, closeOverlay
    }

    /// Who acts on the keys.
    public enum Handler: Sendable, Equatable {
        /// The window, after the screen had the key (so a text field takes `q` and `?` first).
        case window(Command)
        /// The screen the user sees, through the responder chain.
        case screen
    }

    /// The keys the window dispatches on (the screen's keys are listed for help only).
    public var keys: [Key]
    /// How help and the README write the keys: `? or F1`.
    public var label: String
    /// What the keys do.
    public var action: String
    /// The footer's word for it, for the window's own keys the footer offers (`help`, `quit`).
    public var footer: String?
    public var handler: Handler

    public init(_ keys: [Key], _ label: String, _ action: String, footer: String? = nil, handler: Handler = .screen) {
        self.keys = keys
        self.label = label
        self.action = action
        self.footer = footer
        self.handler = handler
    }

    /// The keys of this row that reach it now: while a text field has focus, printable keys
    /// go to the field, so `?` and `q` do not.
    public func keys(editingText: Bool) -> [Key] {
        editingText ? keys.filter { $0.printable == nil } : keys
    }

    /// The label as the README writes it: the row's character keys in backticks (`` `?` or F1 ``).
    public var markdownLabel: String {
        label.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let bare = word.hasSuffix(",") ? word.dropLast() : word[...]
            guard bare.count == 1, let c = bare.first, keys.contains(.character(c)) else { return String(word) }
            return "`\(bare)`" + (word.hasSuffix(",") ? "," : "")
        }.joined(separator: " ")
    }
}

extension Key {
    /// The key as the footer and help write it: `↑`, `⏎`, `esc`, `F1`, `^C`, `q`.
    public var hintName: String {
        switch self {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .enter: return "⏎"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backTab: return "⇧tab"
        case .backspace: return "⌫"
        case .delete: return "del"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .home: return "home"
        case .end: return "end"
        case .function(let n): return "F\(n)"
        case .ctrl(let c): return "^\(c)"
        case .alt(let c): return "alt-\(c)"
        case .character(" "): return "space"
        case .character(let c): return String(c)
        }
    }
}
