// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules

/// `imperative-on-declarative-path`: the stage's root is a host whose NavigationStack path
/// owns the order flow (the stage's bar is hidden, so the stack draws the only bar). Order
/// 42's Receipts button asks the flow's router to show the legacy receipts controller.
/// Wrong: the router pushes it onto the navigation controller; the push happens, the path
/// is not told — the receipts show with no bar and no way back, and the inspector shows
/// the stack and the path out of step. Right: the router appends to the path, whose
/// destination wraps the same controller, under the stack's bar.
@MainActor
final class ImperativeOnDeclarativePathLesson: LessonDemonstration {
    static let rule = Rule.imperativeOnDeclarativePath
    /// The order flow's router, which the flow's view and the stage share.
    private let router: OrderRouter

    init(way: LessonWay) { router = OrderRouter(way: way) }

    /// The flow's host, titled for the stack around it (its NavigationStack keeps its own titles).
    func makeRootViewController() -> ViewController {
        let host = HostingController(rootView: OrdersFlow(router: router))
        host.title = "Orders"
        return host
    }

    /// The NavigationStack draws the flow's only bar; the router knows the stage (weakly).
    func prepare(_ stage: NavigationController) {
        stage.isNavigationBarHidden = true
        router.nav = stage
    }

    /// Opens order 42 through the path, then presses its Receipts button.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.enter), .press(.enter)]
    }
}

/// A page of the order flow's path.
private enum OrderPage: Hashable {
    case order(Int)
    case receipts
}

/// The order flow's router, as an app's coordinator would be: the path the flow's
/// NavigationStack shows, and the navigation controller the flow sits on, held weakly.
@MainActor
@Observable
private final class OrderRouter {
    var path: [OrderPage] = []
    @ObservationIgnored weak var nav: NavigationController?
    @ObservationIgnored private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    /// What the order's Receipts button does.
    func showReceipts() {
        way == .wrong ? showReceiptsWrong() : showReceiptsRight()
    }

    // MARK: Wrong way: UIKit pushes past the path

    func showReceiptsWrong() {
        let receipts = ReceiptsViewController()
        nav?.pushViewController(receipts)
    }

    // MARK: Right way: the path shows it

    func showReceiptsRight() {
        // its destination: LegacyReceipts,
        // which wraps ReceiptsViewController
        path.append(.receipts)
    }
}

/// The flow's root host: open orders in a NavigationStack whose path the router keeps.
private struct OrdersFlow: View {
    @Bindable var router: OrderRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            VStack(alignment: .leading) {
                Text("1 open order")
                NavigationLink("Order 42", value: OrderPage.order(42))
            }
            .padding(.horizontal, 1)
            .navigationTitle("Orders")
            .navigationDestination(for: OrderPage.self) { page in
                switch page {
                case .order(let number): OrderView(number: number) { router.showReceipts() }
                case .receipts: LegacyReceipts().navigationTitle("Receipts")
                }
            }
        }
    }
}

/// One order, with a Receipts button.
private struct OrderView: View {
    let number: Int
    let showReceipts: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("2 items   $52.00")
            Button("Receipts", action: showReceipts)
        }
        .padding(.horizontal, 1)
        .navigationTitle("Order \(number)")
    }
}

/// The legacy receipts screen (imperative, title `Receipts`).
private final class ReceiptsViewController: ViewController {
    override init() {
        super.init()
        title = "Receipts"
    }

    override func loadView() {
        let stack = StackPanel(insets: EdgeInsets(leading: 1, trailing: 1))
        stack.addArrangedSubview(LabelPanel("Payment 1 of 2   $12.00"))
        stack.addArrangedSubview(LabelPanel("Payment 2 of 2   $40.00"))
        let root = Panel()
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(stack.edgeConstraints(equalTo: root))
        setView(root)
    }
}

/// The legacy receipts controller as a path destination.
private struct LegacyReceipts: ViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ReceiptsViewController {
        ReceiptsViewController()
    }

    func updateUIViewController(_ controller: ReceiptsViewController, context: Context) {}
}
