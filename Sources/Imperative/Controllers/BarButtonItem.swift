import Terminal

/// Mirrors UIBarButtonItem: a titled item in a bar, triggered by its key shortcut,
/// shown as `[v] Void`.
@preconcurrency @MainActor
public final class BarButtonItem {
    public var title: String
    public var key: Character
    public var action: () -> Void

    public init(title: String, key: Character, action: @escaping () -> Void) {
        self.title = title
        self.key = key
        self.action = action
    }

    /// How the bar shows it.
    public var label: String { "[\(key)] \(title)" }
}
