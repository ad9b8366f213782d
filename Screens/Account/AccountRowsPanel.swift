import Imperative
import Terminal

/// Captions in a column at the leading edge, values beside them, one row each with a
/// blank row between. Its intrinsic height is what the rows need, so a stack can place it.
@MainActor
final class AccountRowsPanel: Panel {
    private let rows: [(caption: LabelPanel, value: LabelPanel)]

    init(rows: [(caption: LabelPanel, value: LabelPanel)]) {
        self.rows = rows
        super.init()
        backgroundColor = .clear
        for (caption, value) in rows {
            caption.textColor = .secondaryLabel
            value.isBold = true
            addSubview(caption)
            addSubview(value)
        }
    }

    /// Sets the value shown in row `index`.
    func setValue(_ text: String, at index: Int) { rows[index].value.text = text }

    private var captionWidth: Int { (rows.map { $0.caption.intrinsicContentSize?.width ?? 0 }.max() ?? 0) + 2 }

    override var intrinsicContentSize: Size? {
        let valueWidth = rows.map { $0.value.intrinsicContentSize?.width ?? 0 }.max() ?? 0
        return Size(width: captionWidth + valueWidth, height: max(0, rows.count * 2 - 1))
    }

    override func layoutSubviews() {
        let captionWidth = self.captionWidth
        let rtl = viewController?.traitCollection.layoutDirection == .rightToLeft
        for (i, (caption, value)) in rows.enumerated() {
            let y = i * 2
            let valueWidth = max(0, bounds.width - captionWidth)
            let captionX = rtl ? bounds.maxX - captionWidth : 0
            let valueX = rtl ? 0 : captionWidth
            caption.frame = Rect(x: captionX, y: y, width: captionWidth, height: 1)
            value.frame = Rect(x: valueX, y: y, width: valueWidth, height: 1)
        }
    }
}
