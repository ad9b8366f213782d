// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `one-owner`: order 42 is pushed onto the stage and opens its receipts, then the learner
/// goes back. Wrong: the stage's bar is hidden and the order brings a NavigationStack, so
/// the navigation controller holds the order and the stack's path holds the receipts; back
/// from the receipts lands on a bar that knows nothing of Orders — no back button. Right:
/// the navigation controller is the one owner (no NavigationStack; the order pushes its
/// receipts through a navigator), and its bar leads back to Orders.
@MainActor
final class OneOwnerLesson: LessonDemonstration {
    static let rule = Rule.oneOwner
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StageNoteViewController(title: "Orders", note: "Run opens order 42, then its receipts, then goes back (esc).")
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            guard let stage else { return }
            way == .wrong ? Self.openOrderWrong(on: stage) : Self.openOrderRight(on: stage)
        },
         .press(.enter),
         .press(.escape)]
    }

    // MARK: Wrong way: the navigation controller and a NavigationStack share the flow

    static func openOrderWrong(on nav: NavigationController) {
        nav.isNavigationBarHidden = true
        let view = NavigationStack { OrderLinks() }
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }

    // MARK: Right way: the navigation controller owns every push

    static func openOrderRight(on nav: NavigationController) {
        let navigator = Navigator(
            navigationController: nav)
        let view = OrderSummary()
            .environment(\.navigator, navigator)
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }
}

/// A page the wrong way's NavigationStack shows.
private enum OrderPage: Hashable { case receipts }

/// Order 42 written for a NavigationStack: Receipts is a link onto the stack's path.
private struct OrderLinks: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("2 items   $52.00")
            NavigationLink("Receipts", value: OrderPage.receipts)
        }
        .padding(.horizontal, 1)
        .navigationTitle("Order 42")
        .navigationDestination(for: OrderPage.self) { _ in OrderReceipts() }
    }
}

/// Order 42 on a navigation controller: Receipts pushes through the environment's navigator.
private struct OrderSummary: View {
    @Environment(\.navigator) var navigator

    var body: some View {
        VStack(alignment: .leading) {
            Text("2 items   $52.00")
            Button("Receipts") { navigator.push(OrderReceipts()) }
        }
        .padding(.horizontal, 1)
        .navigationTitle("Order 42")
    }
}
