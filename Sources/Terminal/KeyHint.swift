/// One footer hint: the key as the footer shows it (`↑↓`, `⏎`, `esc`) and what it does there
/// (`select`). Controllers offer them (`ViewController.keyHints`), focused declarative controls
/// offer theirs (`ViewGraph.focusedKeyHints`), and the window fits them into the footer and the
/// help overlay. It lives here, beside `Key`, because both worlds name hints and share only
/// this module.
public struct KeyHint: Hashable, Sendable {
    /// The key as shown, not a script name: `↑↓`, `⏎`, `tab`.
    public var key: String
    /// What the key does on this screen: `select`, `open`.
    public var action: String

    /// A hint, written the way the footer reads: `KeyHint("↑↓", "select")`.
    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}
