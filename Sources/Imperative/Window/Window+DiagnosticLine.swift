import Terminal

/// The diagnostics row: after a key (or resize, or setting change) during which a rule fired,
/// the row above the footer reads `⚠ RULE-ID: message` until the next input; else, after an
/// input that posted an announcement, the announcement. It is drawn over the last content
/// row, so frames with neither are unchanged.
extension Window {
    /// The row's text: the first rule that fired, how many more did, and the message.
    var diagnosticLineText: String? {
        guard let first = freshDiagnostics.first else { return nil }
        let more = freshDiagnostics.count - 1
        return "⚠ \(first.id)\(more > 0 ? " (+\(more) more, F2)" : ""): \(first.message)"
    }

    /// What the row shows: the diagnostic, else the announcement, else nothing.
    var statusLineText: String? { diagnosticLineText ?? announcement }

    func drawDiagnosticLine(_ context: inout DrawContext) {
        let y = size.height - 2
        guard y >= 0, context.clip.intersects(Rect(x: 0, y: y, width: size.width, height: 1)),
            let line = chrome.map(\.statusLine) ?? statusLineText
        else { return }
        // A rule broken is a warning banner; an announcement reads as a status bar.
        let style = diagnosticLineText != nil ? context.palette.warningBanner : context.palette.bar
        context.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: style)
        let text = DisplayWidth.truncate(line, to: size.width - 2)
        let x = context.mirroredX(1, width: DisplayWidth.of(text), in: size.width)
        context.draw(text, at: Point(x: x, y: y), style: style)
    }
}
