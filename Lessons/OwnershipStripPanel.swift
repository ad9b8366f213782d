import Imperative
import Terminal

/// One line naming who owns the demonstration's screen, from the window down
/// (`Window ▸ Tab ▸ Nav ▸ Lesson ▸ Nav ▸ HostingController<X> [hosted]`), hosted nodes in the
/// tint colour. It reads the controller tree when it draws, so it follows every push,
/// presentation and embed as it happens.
@MainActor
final class OwnershipStripPanel: Panel {
    private weak var lesson: LessonViewController?

    init(lesson: LessonViewController) {
        self.lesson = lesson
        super.init()
        backgroundColor = .clear
    }

    /// The path as the last update found it: the strip draws again when the tree changes.
    private var shown: [String]?

    /// Visited in every update phase: it reads the lesson's window each frame.
    override var updatesContentEveryFrame: Bool { true }

    override func updateContent(in context: UpdateContext) {
        let path = lesson?.demonstratedController.map {
            OwnershipPath(to: $0).nodes.map { $0.relation.joint + $0.name + ($0.isHosted ? "*" : "") }
        }
        guard path != shown else { return }
        shown = path
        setNeedsDisplay()
    }

    override func draw(in context: inout DrawContext) {
        guard let target = lesson?.demonstratedController else { return }
        let path = OwnershipPath(to: target)
        let palette = context.palette
        var x = 1
        func put(_ s: String, _ style: Style) {
            let room = bounds.width - 1 - x
            guard room > 0 else { return }
            let text = DisplayWidth.truncate(s, to: room)
            context.draw(text, at: Point(x: x, y: 0), style: style)
            x += DisplayWidth.of(text)
        }
        put("Window", palette.secondaryText)
        for node in path.nodes {
            put(node.relation.joint, palette.secondaryText)
            put(
                node.name + (node.isHosted ? " [hosted]" : ""),
                node.isHosted ? palette.text.with(foreground: palette.tint).adding(.bold) : palette.text)
        }
    }
}
