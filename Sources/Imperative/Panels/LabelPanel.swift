import Terminal

/// Mirrors UILabel: a panel that draws text on one line or several. Its intrinsic size is
/// the text's size, so a container can size it; the background is clear, as UILabel's is.
/// The one rule: `.natural` alignment means leading, mirrored in right-to-left layout.
/// Named as `Panel` is (UIView's mirror), so it never clashes with SwiftUI's `Label`, which
/// the declarative module mirrors: `SeamUIKit` calls it `UILabel`.
@preconcurrency @MainActor
public final class LabelPanel: Panel {
    /// Mirrors NSTextAlignment.
    public enum Alignment: Sendable { case natural, center, trailing }
    /// The semantic colour of the text.
    public enum TextColor: Sendable { case label, secondaryLabel, tint, destructive }

    /// The text the label draws, as `UILabel.text` (`String?`): nil draws nothing and takes no
    /// room (https://developer.apple.com/documentation/uikit/uilabel/text).
    public var text: String? {
        didSet { if text != oldValue { superview?.setNeedsLayout(); setNeedsDisplay() } }
    }
    public var textColor: TextColor = .label { didSet { setNeedsDisplay() } }
    public var textAlignment: Alignment = .natural { didSet { setNeedsDisplay() } }
    public var isBold = false { didSet { setNeedsDisplay() } }
    /// Mirrors `numberOfLines`: at most this many lines, 1 by default as in UIKit; 0 shows
    /// every line, each line of the text wrapped at word boundaries to the label's width.
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { superview?.setNeedsLayout(); setNeedsDisplay() } }
    }

    public init(_ text: String? = nil) {
        self.text = text
        super.init()
        backgroundColor = .clear
    }

    /// The text's lines as written, up to `numberOfLines`.
    private var lines: [Substring] {
        let all = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        return numberOfLines > 0 ? Array(all.prefix(numberOfLines)) : all
    }

    /// The lines drawn at `width`: a one-line label cuts its line; more lines wrap at words.
    private func lines(wrappedTo width: Int) -> [String] {
        guard numberOfLines != 1 else { return lines.map(String.init) }
        let all = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        let wrapped = all.flatMap { line in line.isEmpty ? [""] : TextWrap.lines(String(line), width: max(1, width)) }
        return numberOfLines > 0 ? Array(wrapped.prefix(numberOfLines)) : wrapped
    }

    public override var intrinsicContentSize: Size? {
        Size(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
    }

    public override func draw(in context: inout DrawContext) {
        let palette = context.palette
        var style = palette.text
        if context.canvas.bounds.contains(context.origin) {
            style.background = context.canvas[context.origin.x, context.origin.y].style.background
        }
        switch textColor {
        case .label: break
        case .secondaryLabel: style.foreground = palette.secondaryLabel
        case .tint: style.foreground = palette.tint
        case .destructive: style.foreground = palette.destructive
        }
        if isBold { style = style.adding(.bold) }
        for (row, line) in lines(wrappedTo: bounds.width).prefix(bounds.height).enumerated() {
            let text = DisplayWidth.truncate(line, to: bounds.width)
            let w = DisplayWidth.of(text)
            let x: Int
            switch textAlignment {
            case .natural: x = context.mirroredX(0, width: w, in: bounds.width)
            case .trailing: x = context.mirroredX(bounds.width - w, width: w, in: bounds.width)
            case .center: x = (bounds.width - w) / 2
            }
            context.draw(text, at: Point(x: x, y: row), style: style)
        }
    }
}
