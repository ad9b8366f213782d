// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `manual-back-button`: a team wants a plain `‹ Back` on a pushed host instead of the
/// previous screen's title. Wrong: the host hides the system back button and brings its own
/// item, so the back swipe (Escape) goes with it. Right: the previous controller says how
/// its back button looks (`backButtonDisplayMode`), and the standard back stays.
@MainActor
final class ManualBackButtonLesson: LessonDemonstration {
    static let rule = Rule.manualBackButton
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StageNoteViewController(
            title: "Orders",
            note: "Run pushes the order's receipts under a plain ‹ Back. Escape is the back swipe.")
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            guard let stage else { return }
            way == .wrong ? Self.showReceiptsWrong(on: stage) : Self.showReceiptsRight(on: stage)
        }]
    }

    static func showReceiptsWrong(on nav: NavigationController) {
        let host = HostingController(rootView: PaymentReceipts())
        host.navigationItem.hidesBackButton = true
        let back = BarButtonItem(title: "‹ Back",
                                 key: "b") {
            [weak nav] in nav?.popViewController()
        }
        host.navigationItem.leftBarButtonItems = [back]
        nav.pushViewController(host)
    }

    static func showReceiptsRight(on nav: NavigationController) {
        if let orders = nav.topViewController {
            orders.navigationItem
                .backButtonDisplayMode = .generic
        }
        let host = HostingController(rootView: PaymentReceipts())
        nav.pushViewController(host)
    }
}

/// The screen both ways push: two payments under the title `Receipts`.
private struct PaymentReceipts: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Payment 1 of 2   $12.00")
            Text("Payment 2 of 2   $40.00")
        }
        .padding(.horizontal, 1)
        .navigationTitle("Receipts")
    }
}
