import Foundation
import Terminal

/// What `seam exercises watch` shows, drawn into a canvas of any size (80x24 over ssh): the
/// progress bar, the current exercise, what fails now (or the hint), and the keys.
public struct ExerciseWatchScreen: Equatable, Sendable {
    public var results: [ExerciseResult]
    /// The index in `results` of the exercise being worked on.
    public var current: Int
    /// The hint shown in place of the failure, when `h` asked for it.
    public var hint: String?
    /// A line of news at the bottom ("checking…", "lesson closed").
    public var note: String

    public init(results: [ExerciseResult], current: Int, hint: String? = nil, note: String = "") {
        self.results = results
        self.current = current
        self.hint = hint
        self.note = note
    }

    public static let keys = "h hint · l lesson · n next · q quit"

    public func render(size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        let width = size.width
        let done = results.filter { $0.status == .done }.count
        var y = 0
        func line(_ text: String, style: Style = .plain) {
            guard y < size.height - 1 else { return }
            _ = canvas.draw(text, at: Point(x: 0, y: y), style: style, clip: Rect(x: 0, y: y, width: width, height: 1))
            y += 1
        }
        line(
            "seam exercises  " + ExerciseReport.progressBar(done: done, of: results.count),
            style: Style(attributes: .bold))
        line("")
        guard results.indices.contains(current) else {
            line("No exercise here.")
            return finish(canvas, size: size)
        }
        let result = results[current]
        line("Exercise \(current + 1)/\(results.count): \(result.exercise.id)", style: Style(attributes: .bold))
        for wrapped in TextWrap.lines(result.exercise.rule.entry.title, width: width) { line(wrapped) }
        line("Edit \(result.exercise.file)")
        line("")
        if let hint {
            line("Hint", style: Style(attributes: .bold))
            for text in Self.paragraphs(of: hint) {
                for wrapped in TextWrap.lines(text, width: width) { line(wrapped) }
            }
            return finish(canvas, size: size)
        }
        let status = result.status == .done ? "done ✔" : result.status.rawValue
        line("Status: \(status)", style: Style(attributes: result.status == .done ? [] : .bold))
        for wrapped in TextWrap.lines(result.reason, width: width) { line(wrapped) }
        if !result.details.isEmpty {
            line("")
            for text in result.details.split(separator: "\n", omittingEmptySubsequences: false) { line(String(text)) }
        }
        return finish(canvas, size: size)
    }

    /// The note and the keys on the last row.
    private func finish(_ canvas: Canvas, size: Size) -> Canvas {
        var canvas = canvas
        let bottom = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
        let text = note.isEmpty ? Self.keys : "\(Self.keys)  ·  \(note)"
        _ = canvas.draw(text, at: bottom.origin, style: Style(attributes: .reverse), clip: bottom)
        return canvas
    }

    /// A hint's paragraphs, each written as one line to wrap at the screen's width: the file
    /// wraps its prose at its own width, which would leave ragged lines in a narrower screen.
    /// A blank line ends a paragraph; a list item (`- `) or an indented line starts a new one.
    static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var current: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if let c = current { paragraphs.append(c) }
                current = nil
                paragraphs.append("")
            } else if let c = current, !line.hasPrefix("- "), !line.hasPrefix("  ") {
                current = c + " " + line
            } else {
                if let c = current { paragraphs.append(c) }
                current = line
            }
        }
        if let c = current { paragraphs.append(c) }
        while paragraphs.last == "" { paragraphs.removeLast() }
        return paragraphs
    }
}
