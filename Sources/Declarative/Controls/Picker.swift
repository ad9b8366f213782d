import Terminal

/// Mirrors SwiftUI's PickerStyle, set with `.pickerStyle(_:)`.
public enum PickerStyle: Sendable { case inline, segmented }

/// Mirrors SwiftUI's Picker: options are the content's views with `.tag(value)`. Inline
/// draws the label, then one `(•) option` line each; segmented draws one row
/// `Label  A │ B │ C` with the selection reversed. Left/Right choose; Space/Enter
/// moves to the next option.
public struct Picker<SelectionValue: Hashable, Content: View>: PrimitiveView, FocusableView {
    public let label: String
    public let selection: Binding<SelectionValue>
    public let content: Content

    public init(_ label: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = label
        self.selection = selection
        self.content = content()
    }

    public var focusLabel: String { label }

    /// The selected option as the last update read it (under observation: a change of the
    /// binding updates the picker again), so drawing never calls the binding.
    final class Shown { var selected: Int? }

    public func update(_ node: ViewNode) {
        let opts = options
        node.storage { Shown() }.selected = node.observe { selectedIndex(opts) }
    }

    private var options: [(tag: AnyHashable, title: String)] {
        ViewList.of(content).elements.compactMap { e in
            guard let tagged = e.view as? any TaggedView else { return nil }
            return (tagged.tagValue, tagged.title)
        }
    }

    private func selectedIndex(_ options: [(tag: AnyHashable, title: String)]) -> Int? {
        options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
    }

    private func segments(_ options: [(tag: AnyHashable, title: String)]) -> [String] {
        options.map { " \($0.title) " }
    }

    public func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let opts = options
        let ideal: Size
        switch node.environment.pickerStyle {
        case .segmented:
            ideal = Size(
                width: DisplayWidth.of(label) + 2 + DisplayWidth.of(segments(opts).joined(separator: "│")), height: 1)
        case .inline:
            ideal = Size(
                width: max(DisplayWidth.of(label), (opts.map { DisplayWidth.of($0.title) }.max() ?? 0) + 4),
                height: opts.count + 1)
        }
        return Size(
            width: min(ideal.width, proposal.width ?? ideal.width),
            height: min(ideal.height, proposal.height ?? ideal.height))
    }

    public func draw(_ node: ViewNode, in context: inout RenderContext) {
        let f = node.frame, env = node.environment
        guard !f.isEmpty else { return }
        let opts = options, selected = node.existingStorage(Shown.self)?.selected
        var base = env.textStyle
        if !env.isEnabled { base = base.adding(.dim) }
        let labelStyle =
            node.showsFocus
            ? base.with(foreground: env.palette.tint).adding(.bold) : base.with(foreground: env.palette.secondaryLabel)
        var line = LineWriter(frame: f, rtl: env.layoutDirection == .rightToLeft)
        line.write(label, style: labelStyle, in: &context)
        switch env.pickerStyle {
        case .segmented:
            line.skip(2)
            for (i, text) in segments(opts).enumerated() {
                if i > 0 { line.write("│", style: base.with(foreground: env.palette.separator), in: &context) }
                let style = i == selected ? base.with(foreground: env.palette.tint).adding(.reverse) : base
                line.write(text, style: style, in: &context)
            }
        case .inline:
            for (i, option) in opts.enumerated() where i + 1 < f.height {
                var row = LineWriter(frame: Rect(x: f.x, y: f.y + i + 1, width: f.width, height: 1), rtl: line.rtl)
                let style = i == selected ? base.with(foreground: env.palette.tint) : base
                row.write((i == selected ? "(•) " : "( ) ") + option.title, style: style, in: &context)
            }
        }
        if node.showsFocus, let selected, env.pickerStyle == .inline, selected + 1 < f.height {
            context.restyle(Rect(x: f.x, y: f.y + selected + 1, width: f.width, height: 1)) { $0.adding(.reverse) }
        }
    }

    public func handleKey(_ key: Key, node: ViewNode) -> Bool {
        let opts = options
        guard node.environment.isEnabled, !opts.isEmpty else { return false }
        let current = selectedIndex(opts) ?? 0
        let rtl = node.environment.layoutDirection == .rightToLeft
        let next: Int
        switch key {
        case .left: next = rtl ? current + 1 : current - 1
        case .right: next = rtl ? current - 1 : current + 1
        case .enter, .space: next = (current + 1) % opts.count
        default: return false
        }
        guard opts.indices.contains(next), let value = opts[next].tag.base as? SelectionValue else { return true }
        selection.wrappedValue = value
        return true
    }
}

/// A view carrying a `.tag`, as a Picker reads its options.
@preconcurrency @MainActor
protocol TaggedView {
    var tagValue: AnyHashable { get }
    var title: String { get }
}

extension TagModifier: TaggedView {
    var tagValue: AnyHashable { tag }
    var title: String {
        if let text = content as? Text { return text.content }
        if let label = content as? Label { return label.title }
        return String(describing: tag.base)
    }
}

/// Writes pieces of one line from the leading edge (from the right in right-to-left).
struct LineWriter {
    let frame: Rect
    let rtl: Bool
    private(set) var used = 0

    init(frame: Rect, rtl: Bool) {
        self.frame = frame
        self.rtl = rtl
    }

    mutating func skip(_ columns: Int) { used += columns }

    mutating func write(_ text: String, style: Style, in context: inout RenderContext) {
        let t = DisplayWidth.truncate(text, to: max(0, frame.width - used))
        let w = DisplayWidth.of(t)
        let x = rtl ? frame.maxX - used - w : frame.x + used
        context.draw(t, at: Point(x: x, y: frame.y), style: style)
        used += w
    }
}
