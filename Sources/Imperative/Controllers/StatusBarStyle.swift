/// Mirrors UIStatusBarStyle: "Constants that describe the style of the device's status bar"
/// (developer.apple.com/documentation/uikit/uistatusbarstyle). A controller asks for one with
/// `preferredStatusBarStyle`; the window shows the answer of the controller the chain of
/// `childForStatusBarStyle` ends at.
public enum StatusBarStyle: String, Sendable, CaseIterable {
    /// "A style that automatically selects an appearance for the status bar": Seam picks the
    /// content that contrasts with the interface style (dark text in light, light in dark).
    case `default`
    /// "A light status bar, intended for use on dark backgrounds."
    case lightContent
    /// "A dark status bar, intended for use on light backgrounds."
    case darkContent

    /// The content this style shows under `style`: `.default` resolved, the others as they are.
    public func resolved(for style: UserInterfaceStyle) -> StatusBarStyle {
        guard self == .default else { return self }
        return style == .dark ? .lightContent : .darkContent
    }

    /// The words the status line and the diagnostics use for the resolved content.
    public var words: String {
        switch self {
        case .default: "automatic text"
        case .lightContent: "light text"
        case .darkContent: "dark text"
        }
    }
}

/// Mirrors UIBarStyle: `.default`, or `.black`, "a black background with light content"
/// (developer.apple.com/documentation/uikit/uibarstyle/black).
public enum BarStyle: String, Sendable, CaseIterable {
    case `default`
    case black
}
