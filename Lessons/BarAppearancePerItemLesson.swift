// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Imperative
import Rules
import Terminal

/// `bar-appearance-per-item`: a ledger whose `[p] Reports` opens a report screen that paints
/// its navigation bar red; Run opens Reports and goes back. Wrong: Reports sets the red on
/// the navigation controller's bar, which every screen of the stack shares, so back on the
/// Ledger the bar stays red. Right: Reports sets it on its own navigation item, which UIKit
/// applies only while Reports is on top; the Ledger's bar is grey again. Each screen also
/// says in words which bar it shows, so the harm reads without colours (NO_COLOR).
@MainActor
final class BarAppearancePerItemLesson: LessonDemonstration {
    static let rule = Rule.barAppearancePerItem
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        LedgerScreen(way: way)
    }

    /// Opens Reports, as `p` does, then goes back to the Ledger.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("p")), .perform { stage.popViewController() }]
    }
}

/// The colour the Reports screen wants for its bar, with white text over it.
private let reportsRed = CellColor(index: 124)

/// A screen of the demonstration: first the bar it shows, in words, then its lines.
@MainActor
private class BarScreen: ViewController {
    private let lines: [String]
    private let barLine = LabelPanel()

    init(title: String, lines: [String]) {
        self.lines = lines
        super.init()
        self.title = title
    }

    override func loadView() {
        let stack = StackPanel(spacing: 0, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        barLine.isBold = true
        stack.addArrangedSubview(barLine)
        for line in lines { stack.addArrangedSubview(LabelPanel(line)) }
        setView(stack)
    }

    /// Reads the bar this screen shows as UIKit chooses it: its item's appearance, else the bar's.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let shown = navigationItem.standardAppearance
            ?? navigationController?.navigationBar.standardAppearance
        barLine.text = shown?.backgroundColor == reportsRed
            ? "This screen's bar: red, the Reports colour"
            : "This screen's bar: grey, the app's own"
    }
}

/// The stage's first screen: two invoices, and `[p] Reports`.
private final class LedgerScreen: BarScreen {
    private let way: LessonWay

    init(way: LessonWay) {
        self.way = way
        super.init(title: "Ledger", lines: [
            "Invoice 00041   $120.00",
            "Invoice 00042    $52.00",
            "Run opens Reports with [p], then goes back.",
        ])
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Reports", key: "p") { [weak self] in
            self?.openReports()
        }]
    }

    private func openReports() {
        navigationController?.pushViewController(ReportsScreen(way: way))
    }
}

/// The screen Reports: the months' totals, under a red bar.
private final class ReportsScreen: BarScreen {
    private let way: LessonWay

    init(way: LessonWay) {
        self.way = way
        super.init(title: "Reports", lines: ["March   $1,240.00", "April     $980.00"])
    }

    /// The red bar, with a white title.
    private var red: NavigationBarAppearance {
        var red = NavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = reportsRed
        red.titleTextAttributes = [.foregroundColor: .brightWhite]
        return red
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        way == .wrong ? paintWrong() : paintRight()
    }

    // MARK: Wrong way: the navigation controller's bar, every screen's

    private func paintWrong() {
        // the bar the whole stack shares
        navigationController?.navigationBar
            .standardAppearance = red
    }

    // MARK: Right way: this screen's navigation item

    private func paintRight() {
        // this screen's item: while on top
        navigationItem.standardAppearance =
            red
    }
}
