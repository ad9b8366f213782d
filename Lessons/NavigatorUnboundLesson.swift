// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `navigator-unbound`: a hosted screen pushes through the navigator in its environment.
/// Wrong: nobody injected one, so the view reads the unbound default and its Details
/// button pushes nothing. Right: a navigator bound to the stage is injected before the
/// host is created, and Details pushes onto the stage.
@MainActor
final class NavigatorUnboundLesson: LessonDemonstration {
    static let rule = Rule.navigatorUnbound
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StageNoteViewController(title: "Orders", note: "Run opens order 42, then presses its Details button.")
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            guard let stage else { return }
            way == .wrong ? Self.openOrderWrong(on: stage) : Self.openOrderRight(on: stage)
        },
         .press(.enter)]
    }

    static func openOrderWrong(on nav: NavigationController) {
        let view = OrderSummary()
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }

    static func openOrderRight(on nav: NavigationController) {
        let navigator = Navigator(
            navigationController: nav)
        let view = OrderSummary()
            .environment(\.navigator, navigator)
        let host = HostingController(rootView: view)
        nav.pushViewController(host)
    }
}

/// Order 42, whose Details button pushes the order's details through the environment's navigator.
private struct OrderSummary: View {
    @Environment(\.navigator) var navigator

    var body: some View {
        VStack(alignment: .leading) {
            Text("2 items   $52.00")
            Button("Details") { navigator.push(OrderDetails()) }
        }
        .padding(.horizontal, 1)
        .navigationTitle("Order 42")
    }
}

/// What Details shows: the order's lines.
private struct OrderDetails: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Paper, A4 × 2   $12.00")
            Text("Toner × 1       $40.00")
        }
        .padding(.horizontal, 1)
        .navigationTitle("Details")
    }
}
