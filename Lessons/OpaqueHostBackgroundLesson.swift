// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `opaque-host-background`: an imperative payments screen draws a titled frame, the
/// imperative way, and Run embeds the hosted payment card in it as a child host, filling
/// the frame (the card pads its content inside). Wrong: the host's view keeps its opaque
/// system background and paints over the frame and its title. Right: the view's background
/// is cleared and the frame shows around the card.
@MainActor
final class OpaqueHostBackgroundLesson: LessonDemonstration {
    static let rule = Rule.opaqueHostBackground
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        PaymentsViewController()
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            guard let screen = stage?.topViewController as? PaymentsViewController, screen.children.isEmpty
            else { return }
            way == .wrong ? screen.showCardWrong() : screen.showCardRight()
        }]
    }
}

/// The demonstration's screen (imperative): the `Next payment` frame, empty until the card
/// is embedded in it, and a note.
@MainActor
private final class PaymentsViewController: ViewController {
    private let frame = PaymentFramePanel()

    override init() {
        super.init()
        title = "Payments"
    }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(leading: 1, trailing: 1))
        let note = LabelPanel("Run embeds the hosted card in the frame.")
        note.textColor = .secondaryLabel
        stack.addArrangedSubview(frame)
        stack.addArrangedSubview(note)
        setView(stack)
    }

    func showCardWrong() {
        let card = HostingController(rootView: PaymentCard())
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        frame.embed(card.view)
        card.didMove(toParent: self)
    }

    func showCardRight() {
        let card = HostingController(rootView: PaymentCard())
        card.sizingOptions = .intrinsicContentSize
        card.view.backgroundColor = .clear
        addChild(card)
        frame.embed(card.view)
        card.didMove(toParent: self)
    }
}

/// The frame the screen draws, the imperative way: a rounded box titled `Next payment` on
/// its own bounds, five rows tall while empty. A card embedded in it fills the same bounds
/// (the frame is as tall as the card), so only a clear card lets the box show.
@MainActor
private final class PaymentFramePanel: Panel {
    private weak var card: Panel?

    override init() {
        super.init()
        backgroundColor = .clear
    }

    func embed(_ panel: Panel) {
        card = panel
        addSubview(panel)
        panel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(panel.edgeConstraints(equalTo: self))
        superview?.setNeedsLayout()
    }

    override var intrinsicContentSize: Size? {
        Size(width: 36, height: card?.intrinsicContentSize?.height ?? 5)
    }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        context.drawBox(bounds, style: palette.text.with(foreground: palette.tint), corners: .rounded)
        context.draw(" Next payment ", at: Point(x: context.mirroredX(2, width: 14, in: bounds.width), y: 0),
                     style: palette.text.with(foreground: palette.tint).adding(.bold))
    }
}

/// The hosted card: what is due, how much, and from where, padded inside its frame.
private struct PaymentCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Rent · due 1 March")
            Text("$1,250.00").bold()
            Text("From Everyday account").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
    }
}
