import Terminal

/// Mirrors SwiftUI's BackgroundProminence: how prominent the background under a view is.
/// The one rule: on an `.increased` background — a selected list row, `.background(.selection)`
/// — text is drawn in the selected row's style (`Palette.selected`), whatever foreground
/// style it asked for, so it stays readable on the highlight.
public enum BackgroundProminence: Hashable, Sendable { case standard, increased }

private struct BackgroundProminenceKey: EnvironmentKey {
    static let defaultValue = BackgroundProminence.standard
    static var affectsLayout: Bool { false }
}

extension EnvironmentValues {
    /// Mirrors `backgroundProminence`: `.increased` on a selected row.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
