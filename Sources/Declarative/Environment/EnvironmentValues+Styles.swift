import Terminal

private struct FontKey: EnvironmentKey { static let defaultValue = Font.body }
private struct IsBoldKey: EnvironmentKey {
    static let defaultValue = false
    static var affectsLayout: Bool { false }
}
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct BackgroundColorKey: EnvironmentKey {
    static let defaultValue: CellColor? = nil
    static var affectsLayout: Bool { false }
}
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }

extension EnvironmentValues {
    /// The text style set with `.font(_:)`.
    public var font: Font {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// True inside `.bold()`.
    public var isBold: Bool {
        get { self[IsBoldKey.self] }
        set { self[IsBoldKey.self] = newValue }
    }
    /// The most lines a Text may use, set with `.lineLimit(_:)`.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// The colour `.background(_:)` painted under this view, kept under text drawn on it.
    public var backgroundColor: CellColor? {
        get { self[BackgroundColorKey.self] }
        set { self[BackgroundColorKey.self] = newValue }
    }
    /// Mirrors `dismiss`: closes the enclosing sheet.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The spacing a stack uses when none is given, and the padding `.padding(_:)` adds
    /// without a length: less room at smaller type sizes, more at larger. At `large` a
    /// horizontal stack leaves one column, a vertical one no row; padding is two columns at
    /// the sides and one row above and below (a screen's margin).
    ///
    /// | size           | horizontal stack | vertical stack | padding at the sides | padding above/below |
    /// |----------------|------------------|----------------|----------------------|---------------------|
    /// | xSmall         | 0                | 0              | 1                    | 0                   |
    /// | small          | 0                | 0              | 1                    | 1                   |
    /// | medium         | 1                | 0              | 1                    | 1                   |
    /// | large          | 1                | 0              | 2                    | 1                   |
    /// | xLarge         | 1                | 0              | 2                    | 1                   |
    /// | xxLarge        | 2                | 0              | 2                    | 1                   |
    /// | xxxLarge       | 2                | 0              | 2                    | 1                   |
    /// | accessibility1 | 2                | 1              | 2                    | 1                   |
    /// | accessibility2 | 2                | 1              | 2                    | 1                   |
    /// | accessibility3 | 2                | 1              | 3                    | 1                   |
    /// | accessibility4 | 2                | 2              | 3                    | 1                   |
    /// | accessibility5 | 2                | 2              | 3                    | 2                   |
    ///
    /// With the font table (`Font.attributes(at:)`) every step differs from the next:
    /// xSmall→small headline bold and a top margin, small→medium stack columns,
    /// medium→large side margin, large→xLarge underlined headings, xLarge→xxLarge wider
    /// stack columns, xxLarge→xxxLarge bold body text, xxxLarge→accessibility1 stack rows
    /// (and rows that opt in reflow into columns), then bold captions, a wider side margin,
    /// wider stack rows and a deeper top margin.
    public func defaultSpacing(_ axis: Axis) -> Int {
        let size = dynamicTypeSize
        switch axis {
        case .horizontal:
            if size >= .xxLarge { return 2 }
            return size >= .medium ? 1 : 0
        case .vertical:
            if size >= .accessibility4 { return 2 }
            return size >= .accessibility1 ? 1 : 0
        }
    }

    /// The padding `.padding(_:)` adds on `edge` when no length is given (see
    /// `defaultSpacing(_:)` for the table).
    public func defaultPadding(_ edge: Edges) -> Int {
        let size = dynamicTypeSize
        if edge == .leading || edge == .trailing {
            if size >= .accessibility3 { return 3 }
            return size >= .large ? 2 : 1
        }
        if size >= .accessibility5 { return 2 }
        return size >= .small ? 1 : 0
    }

    /// The style of text here: palette, foreground and background, font emphasis at the
    /// current dynamic type size, bold from `.bold()` or bold legibility. On a selected row
    /// (increased background prominence) text is the fill label, highlighted as the row is
    /// (see `Palette.selected`), on whatever fill is under it.
    public var textStyle: Style {
        cachedTextStyle {
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
}
