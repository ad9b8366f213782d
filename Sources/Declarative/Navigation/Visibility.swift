/// Mirrors SwiftUI's Visibility: whether a piece of chrome (a dialog's title) shows.
/// `.automatic` lets the presentation decide.
public enum Visibility: Sendable { case automatic, visible, hidden }
