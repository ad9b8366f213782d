import Terminal

/// Mirrors SwiftUI's ProgressView: with a value, a bar `████░░░░ 40%` as wide as
/// offered; without, an indeterminate `⋯` after the optional label.
public struct ProgressView: PrimitiveView {
    public let label: String?
    public let fraction: Double?

    public init(_ label: String? = nil) {
        self.label = label
        self.fraction = nil
    }

    public init(_ label: String? = nil, value: Double, total: Double = 1) {
        self.label = label
        self.fraction = total > 0 ? min(1, max(0, value / total)) : 0
    }

    private var prefix: String { label.map { $0 + " " } ?? "" }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let ideal = DisplayWidth.of(prefix) + (fraction == nil ? 1 : 25)
        return Size(width: fraction == nil ? min(ideal, proposal.width ?? ideal) : (proposal.width ?? ideal), height: 1)
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard !f.isEmpty else { return }
        var line = LineWriter(frame: f, rtl: env.layoutDirection == .rightToLeft)
        line.write(prefix, style: env.textStyle, in: &context)
        guard let fraction else {
            line.write("⋯", style: env.textStyle.with(foreground: env.palette.tint), in: &context)
            return
        }
        let percent = " \(Int((fraction * 100).rounded()))%"
        let bar = max(0, f.width - DisplayWidth.of(prefix) - DisplayWidth.of(percent))
        let filled = Int((Double(bar) * fraction).rounded())
        line.write(
            String(repeating: "█", count: filled), style: env.textStyle.with(foreground: env.palette.tint),
            in: &context
        )
        line.write(
            String(repeating: "░", count: bar - filled), style: env.textStyle.with(foreground: env.palette.separator),
            in: &context)
        line.write(percent, style: env.textStyle, in: &context)
    }
}
