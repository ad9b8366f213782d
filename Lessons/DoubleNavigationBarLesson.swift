// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `double-navigation-bar`: a screen pushed onto a navigation controller brings its own
/// NavigationStack. Wrong: the stack draws a second bar under the first, with no back
/// button of its own. Right: the hosted view is pushed as it is, under the one bar.
@MainActor
final class DoubleNavigationBarLesson: LessonDemonstration {
    static let rule = Rule.doubleNavigationBar
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StageNoteViewController(title: "Orders", note: "Run pushes the order's receipts from here.")
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            guard let stage else { return }
            way == .wrong ? Self.showReceiptsWrong(on: stage) : Self.showReceiptsRight(on: stage)
        }]
    }

    static func showReceiptsWrong(on navigationController: NavigationController) {
        let host = HostingController(rootView: NavigationStack {
            OrderReceipts()
        })
        navigationController.pushViewController(host)
    }

    static func showReceiptsRight(on navigationController: NavigationController) {
        let host = HostingController(rootView: OrderReceipts())
        navigationController.pushViewController(host)
    }
}

/// An order's receipts, as the navigation lessons push them: two payments titled `Receipts`.
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
