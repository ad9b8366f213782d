import Foundation
import Terminal

/// Mirrors SwiftUI's Text: words wrapped to the offered width, cut with `…` when the
/// height or the line limit runs out. Drawn in the environment's text style (palette,
/// font emphasis, foreground, legibility weight), aligned to the leading edge.
public struct Text: PrimitiveView {
    public let content: String
    /// The content's width when it is one plain line (`TextWrap.plainLineWidth`), measured
    /// once per value: a layout asks a text its size several times (a stack probes each
    /// child's flexibility), and drawing asks again.
    private let plainWidth: Int?
    /// A date and its style (`Text(_:style:)`): the words are written when the text is placed
    /// and drawn, with the environment's locale, time zone and calendar and the system clock.
    private let dated: DatedContent?

    public init(_ content: String) { self.init(verbatim: content) }
    public init(verbatim content: String) {
        self.content = content
        plainWidth = TextWrap.plainLineWidth(content)
        dated = nil
    }

    /// Mirrors `Text(_:format:)`: `input` written by a Foundation format style
    /// (`Text(total, format: .currency(code: "EUR"))`), in the style's own locale (Seam's
    /// choice: SwiftUI also applies the environment's locale to styles that have one).
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Mirrors `Text(_:style:)`: `date` written in `style` (`Text(invoice.due, style: .date)`).
    /// `content` is the date as the default environment writes it (what a focus label shows).
    /// https://developer.apple.com/documentation/swiftui/text/init(_:style:)
    public init(_ date: Date, style: DateStyle) {
        let dated = DatedContent(date: date, style: style)
        content = dated.text(in: EnvironmentValues())
        plainWidth = nil
        self.dated = dated
    }

    /// The content's width when it is one line that fits in `room` (nil: any room), which
    /// `TextWrap.lines` would leave as it is; nil when it must be wrapped.
    private func fitsOnOneLine(_ room: Int?) -> Int? {
        guard let plainWidth else { return nil }
        guard let room else { return plainWidth }
        return room > 0 && plainWidth <= room ? plainWidth : nil
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        if let dated { return Text(verbatim: dated.text(in: node.environment)).sizeThatFits(proposal, node: node) }
        if let width = fitsOnOneLine(proposal.width) {
            let height = min(1, node.environment.lineLimit ?? 1, proposal.height ?? 1)
            let shown = height < 1 ? proposal.width ?? width : width
            return Size(width: min(shown, proposal.width ?? shown), height: height)
        }
        let lines = TextWrap.lines(content, width: proposal.width)
        let limit = node.environment.lineLimit ?? lines.count
        let height = min(lines.count, limit, proposal.height ?? lines.count)
        var width = 0
        for line in lines { width = max(width, DisplayWidth.of(line)) }
        if lines.count > height, let offered = proposal.width { width = offered }
        return Size(width: min(width, proposal.width ?? width), height: height)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        if let dated { return Text(verbatim: dated.text(in: node.environment)).draw(node, in: &context) }
        let frame = node.frame
        guard !frame.isEmpty else { return }
        let style = node.environment.textStyle
        let rtl = node.environment.layoutDirection == .rightToLeft
        // One line that fits (most labels): drawn as it is, with the width measured at init.
        if let width = fitsOnOneLine(frame.width) {
            context.draw(content, at: Point(x: rtl ? frame.maxX - width : frame.x, y: frame.y), style: style)
            return
        }
        var lines = TextWrap.lines(content, width: frame.width)
        if frame.height == 1 && lines.count > 1 {
            lines = [DisplayWidth.truncate(content.split(separator: "\n").joined(separator: " "), to: frame.width)]
        } else if lines.count > frame.height {
            let rest = lines[(frame.height - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(frame.height - 1)) + [DisplayWidth.truncate(rest + " ", to: frame.width)]
            if let last = lines.last, !last.hasSuffix("…") {
                lines[lines.count - 1] = DisplayWidth.truncate(rest, to: frame.width)
            }
        }
        for (i, line) in lines.enumerated() {
            let w = DisplayWidth.of(line)
            let x = rtl ? frame.maxX - w : frame.x
            context.draw(line, at: Point(x: x, y: frame.y + i), style: style)
        }
    }
}
