import Imperative
import Rules
import Terminal

/// The explanation of a lesson: the rule's title and why, then the wrong-way and the
/// right-way code. The way that runs now is highlighted (a bar beside its code, its heading
/// in the tint colour); the other is dimmed. When the room is short, the other way's code
/// folds to its heading so the running code always shows; shorter still, the blank rows go
/// and the why is cut to the rows left, its last one ending in `…`.
@MainActor
final class LessonTextPanel: Panel {
    var entry: RuleEntry? { didSet { setNeedsLayout() } }
    var way: LessonWay = .wrong { didSet { setNeedsLayout() } }

    override init() {
        super.init()
        backgroundColor = .clear
    }

    private enum Line {
        case title(String), text(String), heading(String, current: Bool), code(String, current: Bool), blank
    }

    /// The lines to draw in `height` rows (all of them when `height` is nil): everything if
    /// it fits, else the other way's code folded to its heading, else also without blank
    /// rows and with the why cut to the rows left.
    private func lines(width: Int, height: Int? = nil) -> [Line] {
        guard let entry else { return [] }
        let w = max(1, width - 2)
        let title: [Line] = TextWrap.lines(entry.title, width: w).map { .title($0) }
        let why = TextWrap.lines(entry.why, width: w)
        func ways(folding: Bool, blanks: Bool) -> [Line] {
            var out: [Line] = []
            for candidate in LessonWay.allCases {
                let current = candidate == way
                let code = candidate == .wrong ? entry.wrong : entry.right
                if blanks { out.append(.blank) }
                let key = current ? "runs now" : "press f"
                out.append(.heading("\(candidate == .wrong ? "Wrong way" : "Right way") · \(key)", current: current))
                if current || !folding {
                    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
                        out += Self.wrapCode(String(line), width: w - 2).map { .code($0, current: current) }
                    }
                }
            }
            return out
        }
        let full = title + [.blank] + why.map { .text($0) } + ways(folding: false, blanks: true)
        guard let height, full.count > height else { return full }
        let folded = title + [.blank] + why.map { .text($0) } + ways(folding: true, blanks: true)
        guard folded.count > height else { return folded }
        let tight = ways(folding: true, blanks: false)
        let room = max(0, height - title.count - tight.count)
        var cut = Array(why.prefix(room))
        if cut.count < why.count, let last = cut.popLast() {
            cut.append(DisplayWidth.truncate(last + "…", to: w))
        }
        var out = title + cut.map { .text($0) } + tight
        if cut.count == why.count, out.count < height { out.insert(.blank, at: title.count) }
        return out
    }

    /// A code line that does not fit continues on the next rows, indented two more columns
    /// than the line itself.
    static func wrapCode(_ line: String, width: Int) -> [String] {
        guard width > 8, DisplayWidth.of(line) > width else { return [line] }
        let indent = String(repeating: " ", count: line.prefix { $0 == " " }.count + 2)
        var out: [String] = []
        var rest = Substring(line)
        var room = width
        while DisplayWidth.of(rest) > room {
            var head = "", used = 0
            for c in rest {
                let cw = DisplayWidth.of(c)
                if used + cw > room { break }
                head.append(c); used += cw
            }
            // Break after the last space, `(` or `.` that leaves something on the line.
            if let cut = head.lastIndex(where: { " (.".contains($0) }), head[..<cut].contains(where: { $0 != " " }) {
                head = String(head[...cut])
            }
            out.append((out.isEmpty ? "" : indent) + head)
            rest = rest.dropFirst(head.count).drop { $0 == " " }
            head = String(head.reversed().drop { $0 == " " }.reversed())
            room = width - indent.count
        }
        out.append((out.isEmpty ? "" : indent) + rest)
        return out
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: lines(width: proposal.width, height: proposal.height).count)
    }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        for (row, line) in lines(width: bounds.width, height: bounds.height).prefix(bounds.height).enumerated() {
            let x = context.mirroredX(1, width: bounds.width - 2, in: bounds.width)
            let room = max(0, bounds.width - 2)
            switch line {
            case .blank: break
            case .title(let s):
                context.draw(DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: palette.text.adding(.bold))
            case .text(let s):
                context.draw(DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: palette.text)
            case .heading(let s, let current):
                let style = current ? palette.text.with(foreground: palette.tint).adding(.bold) : palette.secondaryText
                context.draw(DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: style)
            case .code(let s, let current):
                let style = current ? palette.text : palette.secondaryText
                context.draw(current ? "▌" : " ", at: Point(x: x, y: row), style: palette.text.with(foreground: palette.tint))
                context.draw(DisplayWidth.truncate(s, to: max(0, room - 2)), at: Point(x: x + 2, y: row), style: style)
            }
        }
    }
}
