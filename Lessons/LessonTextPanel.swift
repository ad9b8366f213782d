import Imperative
import Rules
import Terminal

/// The explanation of a lesson: the rule's title and why, then the wrong-way and the
/// right-way code, then the rule's sources. The way that runs now is highlighted (a bar beside
/// its code, its heading in the tint colour); the other is dimmed. When the room is short
/// (compact width), the rest gives way so the running code shows in full: see `shownLines`.
/// The sources take only the rows left below the code: they never cost the code, the why or
/// the stage a row, and what does not fit is named by `seam rules ID`.
@MainActor
final class LessonTextPanel: Panel {
    var entry: RuleEntry? { didSet { setNeedsLayout() } }
    /// The rule's id, for the line that sends the reader to `seam rules ID` when not every
    /// source fits.
    var ruleID: String? { didSet { setNeedsLayout() } }
    var way: LessonWay = .wrong { didSet { setNeedsLayout() } }

    override init() {
        super.init()
        backgroundColor = .clear
    }

    private enum Line {
        case title(String), text(String), heading(String, current: Bool), code(String, current: Bool), blank
        /// The heading of the sources, and a row of one of them (a note when it is the line
        /// that sends the reader to `seam rules`).
        case sourcesHeading(String), source(String)
    }

    private func lines(width: Int, folding: Bool) -> [Line] {
        guard let entry else { return [] }
        let w = max(1, width - 2)
        var out: [Line] = TextWrap.lines(entry.title, width: w).map { .title($0) }
        out.append(.blank)
        out += TextWrap.lines(entry.why, width: w).map { .text($0) }
        for candidate in LessonWay.allCases {
            let current = candidate == way
            let code = candidate == .wrong ? entry.wrong : entry.right
            out.append(.blank)
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

    /// The sources in at most `room` rows: a blank row and the heading, then every source
    /// whole (its first row bulleted, the others indented, an address broken between its path
    /// components). When not all fit, as many as fit with a last row naming how many more
    /// `seam rules ID` prints; nothing when not even that fits.
    private func sourceLines(width: Int, room: Int) -> [Line] {
        guard let entry else { return [] }
        let sources = entry.sources.filter { !$0.allSatisfy(\.isWhitespace) }
        guard !sources.isEmpty, room >= 3 else { return [] }
        let w = max(1, width - 4)
        let blocks: [[Line]] = sources.map { source in
            TextWrap.referenceLines(source, width: w).enumerated().map { index, line in
                .source((index == 0 ? "· " : "  ") + line)
            }
        }
        let head: [Line] = [.blank, .sourcesHeading("Sources")]
        let command = "seam rules" + (ruleID.map { " " + $0 } ?? "")
        for shown in stride(from: blocks.count, through: 0, by: -1) {
            var rows = head + blocks.prefix(shown).joined()
            let rest = blocks.count - shown
            if rest > 0 {
                let note = shown == 0 ? "\(rest) sources: \(command)" : "… \(rest) more: \(command)"
                rows += TextWrap.lines(note, width: max(1, width - 4)).enumerated().map { index, line in
                    .source((index == 0 ? "" : "  ") + line)
                }
            }
            if rows.count <= room { return rows }
        }
        return []
    }

    /// A code line that does not fit continues on the next rows, indented two more columns
    /// than the line itself (at most half the width), each row taking at least one character.
    static func wrapCode(_ line: String, width: Int) -> [String] {
        guard width > 8, DisplayWidth.of(line) > width else { return [line] }
        let indent = String(repeating: " ", count: min(line.prefix { $0 == " " }.count + 2, width / 2))
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
            // A character wider than the room left still takes a row of its own.
            if head.isEmpty, let first = rest.first { head = String(first) }
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

    /// What fits in `height` rows, giving up the least needed first: the sources (shown only in
    /// the rows everything else leaves), then the other way's code (folded to its heading),
    /// then the why down to its first line (cut short, ending in `…`), then the blank rows
    /// between parts (the last first), then the title's second row, and only then the why's
    /// first line. Only then is the running code cut.
    private func shownLines(width: Int, height: Int) -> [Line] {
        let all = lines(width: width, folding: false)
        if all.count <= height { return all + sourceLines(width: width, room: height - all.count) }
        var shown = lines(width: width, folding: true)
        guard shown.count > height else { return shown }
        let why = shown.indices.filter { if case .text = shown[$0] { true } else { false } }
        if let first = why.first, let end = why.last {
            let keep = max(1, why.count - (shown.count - height))
            if case .text(let s) = shown[first + keep - 1] {
                shown.removeSubrange((first + keep)...end)
                shown[first + keep - 1] = .text(keep < why.count ? Self.cutShort(s, to: max(1, width - 2)) : s)
            }
            if shown.count <= height { return shown }
        }
        var blanks = shown.indices.filter { if case .blank = shown[$0] { true } else { false } }
        while shown.count > height, let last = blanks.popLast() { shown.remove(at: last) }
        let titleRows = shown.indices.filter { if case .title = shown[$0] { true } else { false } }
        if shown.count > height, let first = titleRows.first, let last = titleRows.last, last > first, let entry {
            shown.replaceSubrange(
                first...last, with: [.title(DisplayWidth.truncate(entry.title, to: max(1, width - 2)))])
        }
        if shown.count > height, let line = shown.firstIndex(where: { if case .text = $0 { true } else { false } }) {
            shown.remove(at: line)
        }
        return shown
    }

    /// `line` ending in ` …`, words dropped from its end until it fits in `width` columns.
    static func cutShort(_ line: String, to width: Int) -> String {
        var words = line.split(separator: " ")
        while !words.isEmpty, DisplayWidth.of(words.joined(separator: " ") + " …") > width { words.removeLast() }
        return words.isEmpty ? DisplayWidth.truncate(line, to: width) : words.joined(separator: " ") + " …"
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let full = lines(width: proposal.width, folding: false).count
        let height = full <= proposal.height ? full : lines(width: proposal.width, folding: true).count
        return Size(width: proposal.width, height: height)
    }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        let shown = shownLines(width: bounds.width, height: bounds.height)
        for (row, line) in shown.prefix(bounds.height).enumerated() {
            let x = context.mirroredX(1, width: bounds.width - 2, in: bounds.width)
            let room = max(0, bounds.width - 2)
            switch line {
            case .blank: break
            case .title(let s):
                context.draw(
                    DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: palette.text.adding(.bold))
            case .text(let s):
                context.draw(DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: palette.text)
            case .heading(let s, let current):
                let style = current ? palette.text.with(foreground: palette.tint).adding(.bold) : palette.secondaryText
                context.draw(DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: style)
            case .code(let s, let current):
                let style = current ? palette.text : palette.secondaryText
                context.draw(
                    current ? "▌" : " ", at: Point(x: x, y: row), style: palette.text.with(foreground: palette.tint))
                context.draw(DisplayWidth.truncate(s, to: max(0, room - 2)), at: Point(x: x + 2, y: row), style: style)
            case .sourcesHeading(let s):
                context.draw(
                    DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: palette.text.adding(.bold))
            case .source(let s):
                context.draw(DisplayWidth.truncate(s, to: room), at: Point(x: x, y: row), style: palette.secondaryText)
            }
        }
    }
}
