import Terminal

/// The colour and attribute layer of a golden frame, stored beside the text layer as
/// `NAME.attrs.txt`: a legend of style codes (`Style.code`, e.g. `brightWhite/c236+bold`),
/// then one symbol per terminal column — never raw escape sequences.
///
/// The one rule, for stable goldens: the most common style is `.`, and the other styles
/// take symbols in the order of their codes. A selection that moves changes the cells it
/// leaves and enters, never the symbols of everything else.
public enum StyleLayer {
    /// Symbols for the styles after the most common one.
    private static let symbols: [Character] =
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$%&*+-/:;<=>?@^_~")

    /// The layer's text: `header` as the first line, the legend as `# SYMBOL CODE` lines, then the grid.
    public static func text(header: String, frame: Canvas) -> String {
        var counts: [Style: Int] = [:]
        var order: [Style] = []
        for cell in frame.cells {
            if counts[cell.style] == nil { order.append(cell.style) }
            counts[cell.style, default: 0] += 1
        }
        var common: Style?
        for style in order where common == nil || counts[style]! > counts[common!]! { common = style }
        var symbol: [Style: Character] = [:]
        var legend: [String] = []
        if let common {
            symbol[common] = "."
            legend.append("# . \(common.code)")
        }
        for style in order.filter({ $0 != common }).sorted(by: { $0.code < $1.code }) {
            let s = Self.symbol(symbol.count - 1)
            symbol[style] = s
            legend.append("# \(s) \(style.code)")
        }
        var lines = ["# \(header)"] + legend
        for y in 0..<frame.size.height {
            lines.append(String((0..<frame.size.width).map { symbol[frame[$0, y].style]! }))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The symbol of the `index`th style after the common one: ASCII first, then Latin letters.
    private static func symbol(_ index: Int) -> Character {
        if index < symbols.count { return symbols[index] }
        return Character(Unicode.Scalar(0x100 + UInt32(index - symbols.count))!)
    }
}
