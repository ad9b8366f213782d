import Terminal

private struct FontKey: EnvironmentKey { static let defaultValue = Font.body }
private struct IsBoldKey: EnvironmentKey { static let defaultValue = false }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct BackgroundColorKey: EnvironmentKey { static let defaultValue: CellColor? = nil }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }

extension EnvironmentValues {
    /// The text style set with `.font(_:)`.
    public var font: Font {
        get { self[FontKey.self] } set { self[FontKey.self] = newValue }
    }
    /// True inside `.bold()`.
    public var isBold: Bool {
        get { self[IsBoldKey.self] } set { self[IsBoldKey.self] = newValue }
    }
    /// The most lines a Text may use, set with `.lineLimit(_:)`.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue }
    }
    /// The colour `.background(_:)` painted under this view, kept under text drawn on it.
    public var backgroundColor: CellColor? {
        get { self[BackgroundColorKey.self] } set { self[BackgroundColorKey.self] = newValue }
    }
    /// Mirrors `dismiss`: closes the enclosing sheet.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] } set { self[DismissKey.self] = newValue }
    }

    /// The spacing a stack uses when none is given: more room at larger type sizes.
    public func defaultSpacing(_ axis: Axis) -> Int {
        let base = axis == .horizontal ? 1 : 0
        if dynamicTypeSize.isAccessibilitySize { return base + 1 }
        return base
    }

    /// The style of text here: palette, foreground and background, font emphasis at the
    /// current dynamic type size, bold from `.bold()` or bold legibility. On a selected row
    /// (increased background prominence) text is the fill label, highlighted as the row is
    /// (see `Palette.selected`), on whatever fill is under it.
    public var textStyle: Style {
        var style = palette.text
        if let c = foregroundColor { style.foreground = c }
        if let b = backgroundColor { style.background = b }
        style = style.adding(font.attributes(at: dynamicTypeSize))
        if isBold || legibilityWeight == .bold { style = style.adding(.bold) }
        if backgroundProminence == .increased {
            style = palette.selected(style).with(background: backgroundColor ?? palette.selection)
        }
        return style
    }
}
