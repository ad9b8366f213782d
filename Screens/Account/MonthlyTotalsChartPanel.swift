import Foundation
import Imperative
import Lessons
import Terminal

/// A small bar chart of monthly totals, drawn the imperative way: one column per month, a
/// bar in eighths of a row, the month and its total under it. The Account screen's team
/// kept it imperative; the declarative balance card shows it through a view representable.
/// Mirrored in right-to-left (the first month at the trailing edge).
@MainActor
final class MonthlyTotalsChartPanel: Panel {
    /// The months and their totals, as the card last gave them.
    var totals: [LedgerModel.MonthTotal] = [] { didSet { setNeedsDisplay() } }
    /// The locale the totals are written in (its decimal separator).
    var locale = Locale(identifier: "en_US") { didSet { setNeedsDisplay() } }

    static let barRows = 3
    static let columnWidth = 6
    /// A bar, and a total under it (`75.8k`), take five columns; one is left between months.
    static let barWidth = 5
    private static let eighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    override init() {
        super.init()
        backgroundColor = .clear
    }

    override var intrinsicContentSize: Size? {
        Size(width: max(0, totals.count * Self.columnWidth - 1), height: Self.barRows + 2)
    }

    override func draw(in context: inout DrawContext) {
        let highest = max(1, totals.map(\.cents).max() ?? 1)
        let bar = context.palette.text.with(foreground: context.palette.tint)
        let caption = context.palette.secondaryText
        for (index, total) in totals.enumerated() {
            let column = index * Self.columnWidth
            let level = (total.cents * Self.barRows * 8 + highest / 2) / highest
            for row in 0..<Self.barRows {
                let filled = min(8, max(0, level - (Self.barRows - 1 - row) * 8))
                let cells = String(repeating: Self.eighths[filled], count: Self.barWidth)
                draw(cells, at: column, row: row, style: bar, in: &context)
            }
            draw(total.month, at: column + 1, row: Self.barRows, style: caption, in: &context)
            draw(
                Money.compact(cents: total.cents, locale: locale), at: column, row: Self.barRows + 1,
                style: context.textStyle, in: &context)
        }
    }

    /// Draws `text` from the leading column `x`, mirrored in right-to-left.
    private func draw(_ text: String, at x: Int, row: Int, style: Style, in context: inout DrawContext) {
        let width = DisplayWidth.of(text)
        context.draw(text, at: Point(x: context.mirroredX(x, width: width, in: bounds.width), y: row), style: style)
    }
}
