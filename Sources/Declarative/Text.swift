import Terminal

/// Mirrors SwiftUI's Text: words wrapped to the offered width, cut with `…` when the
/// height or the line limit runs out. Drawn in the environment's text style (palette,
/// font emphasis, foreground, legibility weight), aligned to the leading edge.
public struct Text: PrimitiveView {
    public let content: String

    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let lines = TextWrap.lines(content, width: proposal.width)
        let limit = node.environment.lineLimit ?? lines.count
        let height = min(lines.count, limit, proposal.height ?? lines.count)
        var width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        if lines.count > height, let offered = proposal.width { width = offered }
        return Size(width: min(width, proposal.width ?? width), height: height)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
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
        let style = node.environment.textStyle
        let rtl = node.environment.layoutDirection == .rightToLeft
        for (i, line) in lines.enumerated() {
            let w = DisplayWidth.of(line)
            let x = rtl ? frame.maxX - w : frame.x
            context.draw(line, at: Point(x: x, y: frame.y + i), style: style)
        }
    }
}

/// Word wrapping in display columns; words longer than a line are broken.
enum TextWrap {
    /// True for one line without controls whose spaces are single and inside, starting with a
    /// character at least a column wide: wrapping it to a width it fits in gives the line itself.
    private static func isPlainLine(_ text: String) -> Bool {
        if let first = text.utf8.first, first >= 0x80, let c = text.first, DisplayWidth.of(c) == 0 { return false }
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b < 0x20 || b == 0x7F { return false }
            if b == UInt8(ascii: " ") && (previous == 0 || previous == UInt8(ascii: " ")) { return false }
            previous = b
        }
        return previous != UInt8(ascii: " ")
    }

    static func lines(_ text: String, width: Int?) -> [String] {
        // One line that fits (most labels): nothing to wrap.
        if let width, width > 0, isPlainLine(text), DisplayWidth.of(text) <= width {
            return [text]
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return paragraphs }
        guard width > 0 else { return text.isEmpty ? [] : [""] }
        var out: [String] = []
        for paragraph in paragraphs {
            var line = "", used = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = Substring(word)
                let w = DisplayWidth.of(word)
                if used > 0 && used + 1 + w <= width {
                    line += " " + word; used += 1 + w
                    continue
                }
                if used > 0 { out.append(line); line = ""; used = 0 }
                while DisplayWidth.of(word) > width {
                    var head = "", hw = 0
                    for c in word {
                        let cw = DisplayWidth.of(c)
                        if hw + cw > width { break }
                        head.append(c); hw += cw
                    }
                    if head.isEmpty { break }
                    out.append(head)
                    word = word.dropFirst(head.count)
                }
                line = String(word); used = DisplayWidth.of(word)
            }
            out.append(line)
        }
        return out
    }
}
