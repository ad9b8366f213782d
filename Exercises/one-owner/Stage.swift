import Declarative
import Hosting
import Imperative

/// one-owner's scenario: Orders, an imperative screen on a navigation controller; `r` opens
/// order 42 (`openOrder(on:)`, the exercise), its receipts (Enter), then goes back (Escape).
@MainActor
final class OneOwnerScenario: ExerciseScenario {
    init() {}

    func makeRootViewController() -> ViewController {
        NoteViewController(title: "Orders", note: "r opens order 42, then its receipts, then goes back (esc).")
    }

    func steps(on stage: NavigationController) -> [ScenarioStep] {
        [.perform { [weak stage] in if let stage { Self.openOrder(on: stage) } }, .press(.enter), .press(.escape)]
    }
}

extension OneOwnerScenario {
    /// A page a NavigationStack shows from order 42.
    enum OrderPage: Hashable { case receipts }

    /// Order 42 written for a NavigationStack: Receipts is a link onto the stack's path.
    struct OrderLinks: View {
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
    struct OrderSummary: View {
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

    /// The order's receipts: two payments.
    struct OrderReceipts: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Payment 1 of 2   $12.00")
                Text("Payment 2 of 2   $40.00")
            }
            .padding(.horizontal, 1)
            .navigationTitle("Receipts")
        }
    }
}
