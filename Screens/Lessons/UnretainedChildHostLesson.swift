import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `unretained-child-host`: an imperative wallet screen keeps a framed slot for the balance,
/// and Run embeds the hosted balance card in it. Wrong: only the host's view is added, so
/// nothing keeps the host; it is freed when the function returns and the slot stays blank.
/// Right: the host is contained (`addChild`, `didMove(toParent:)`) and kept in a stored
/// property, and the balance shows in the slot.
@MainActor
final class UnretainedChildHostLesson: LessonDemonstration {
    static let rule = Rule.unretainedChildHost
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        WalletViewController()
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            guard let screen = stage?.topViewController as? WalletViewController, !screen.hasBalanceCard else { return }
            way == .wrong ? screen.showBalanceWrong() : screen.showBalanceRight()
        }]
    }
}

/// The demonstration's screen (imperative): the `Balance` slot, the account's details drawn
/// by imperative labels, and a note.
@MainActor
private final class WalletViewController: ViewController {
    /// The balance card's host, once it is embedded the right way.
    private var card: HostingController<WalletCard>?
    private let slot = BalanceSlotPanel()

    override init() {
        super.init()
        title = "Wallet"
    }

    /// True once Run has put a card's view in the slot (either way).
    var hasBalanceCard: Bool { !slot.subviews.isEmpty }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(leading: 1, trailing: 1))
        let note = Imperative.Label("Run embeds the hosted balance card in the frame.")
        note.textColor = .secondaryLabel
        for panel in [slot, Imperative.Label("Account holder  Ada Lovelace"), note] {
            stack.addArrangedSubview(panel)
        }
        setView(stack)
    }

    func showBalanceWrong() {
        let card = HostingController(rootView: WalletCard())
        card.sizingOptions = .intrinsicContentSize
        slot.addSubview(card.view)
    }

    func showBalanceRight() {
        let card = HostingController(rootView: WalletCard())
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        slot.addSubview(card.view)
        card.didMove(toParent: self)
        self.card = card
    }
}

/// A slot of fixed height, as a container view laid out in a storyboard has: a rounded box
/// titled `Balance`, drawn the imperative way, with whatever is added to it laid out inside
/// the box's border.
@MainActor
private final class BalanceSlotPanel: Panel {
    /// The rows inside the border.
    static let contentHeight = 3

    override init() {
        super.init()
        backgroundColor = .clear
    }

    override var intrinsicContentSize: Size? { Size(width: 30, height: Self.contentHeight + 2) }

    override func layoutSubviews() {
        for panel in subviews { panel.frame = bounds.inset(top: 1, leading: 1, bottom: 1, trailing: 1) }
    }

    override func draw(in context: inout DrawContext) {
        let palette = context.palette
        context.drawBox(bounds, style: palette.text.with(foreground: palette.separator), corners: .rounded)
        context.draw(" Balance ", at: Point(x: context.mirroredX(2, width: 9, in: bounds.width), y: 0),
                     style: palette.secondaryText)
    }
}

/// The hosted balance card: three rows, padded one column in from the slot's border.
private struct WalletCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Available now")
            Text("$1,284.50").bold()
            Text("Updated a moment ago").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 1)
    }
}
