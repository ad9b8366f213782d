// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `representable-in-cell`: `[w]` opens a Watchlist, an imperative list whose rows are hosted
/// cell content (`HostingConfiguration`): each stock's symbol, a sparkline of its week and
/// its price. Wrong: the row shows the sparkline through a controller representable of the
/// app's UIKit `SparklineController`; a configuration has no controller to adopt it, so
/// every row shows Seam's placeholder (`⚠ LegacySparkline: unsupported in a cell`) where the
/// chart should be. Right: the row draws the sparkline with plain declarative content.
@MainActor
final class RepresentableInCellLesson: LessonDemonstration {
    static let rule = Rule.representableInCell
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        MarketsViewController(way: way)
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("w"))]
    }
}

/// One stock on the watchlist: its closing prices over the week, in cents.
private struct WatchedStock {
    let symbol: String
    let prices: [Int]

    var price: String { Money.format(cents: prices.last ?? 0) }

    static let all = [
        WatchedStock(symbol: "AAPL", prices: [18_840, 18_910, 19_020, 18_970, 19_120]),
        WatchedStock(symbol: "MSFT", prices: [41_530, 41_220, 40_980, 41_100, 40_760]),
        WatchedStock(symbol: "NVDA", prices: [12_060, 12_480, 12_310, 12_890, 13_240]),
        WatchedStock(symbol: "AMZN", prices: [18_420, 18_150, 18_390, 18_610, 18_540]),
    ]
}

/// The eight heights a sparkline draws with, lowest first.
private let sparkBlocks = Array("▁▂▃▄▅▆▇█")

/// One block per price, scaled between the week's lowest and highest.
private func sparkline(_ prices: [Int]) -> String {
    guard let low = prices.min(), let high = prices.max(), high > low else {
        return String(repeating: sparkBlocks[0], count: prices.count)
    }
    return String(prices.map { sparkBlocks[($0 - low) * (sparkBlocks.count - 1) / (high - low)] })
}

/// The stage's first screen (imperative): a note and `[w] Watchlist`, which pushes the list.
@MainActor
private final class MarketsViewController: ViewController {
    private let way: LessonWay

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Markets"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Watchlist", key: "w") { [weak self] in
            guard let self else { return }
            self.navigationController?.pushViewController(WatchlistViewController(way: self.way))
        }]
    }

    override func loadView() {
        let note = LabelPanel("[w] opens the watchlist: a UIKit list of hosted rows, each with a sparkline.")
        note.textColor = .secondaryLabel
        setView(StackPanel(insets: EdgeInsets(top: 1, leading: 1, trailing: 1)))
        (view as? StackPanel)?.addArrangedSubview(note)
    }
}

/// The watchlist (imperative): a `ListView` by symbol, each row hosted cell content.
@MainActor
private final class WatchlistViewController: ListViewController<String, String> {
    private let way: LessonWay

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Watchlist"
        list.cellProvider = { [unowned self] cell, symbol in
            guard let stock = WatchedStock.all.first(where: { $0.symbol == symbol }) else { return }
            self.way == .wrong ? configureWrong(cell, stock) : configureRight(cell, stock)
        }
        var snapshot = ListSnapshot<String, String>()
        snapshot.appendItems(WatchedStock.all.map(\.symbol))
        list.apply(snapshot)
    }

    // MARK: The wrong way: a controller representable inside cell content

    private func configureWrong(_ cell: ListCell, _ stock: WatchedStock) {
        let row = HostingConfiguration {
            HStack(spacing: 2) {
                Text(stock.symbol)
                LegacySparkline(stock.prices)
                Text(stock.price)
            }
        }
        cell.contentConfiguration = row
    }

    // MARK: The right way: the sparkline drawn by declarative content

    private func configureRight(_ cell: ListCell, _ stock: WatchedStock) {
        let row = HostingConfiguration {
            HStack(spacing: 2) {
                Text(stock.symbol)
                Sparkline(stock.prices)
                Text(stock.price)
            }
        }
        cell.contentConfiguration = row
    }

    /// None of the list's own: the footer keeps to the lesson's keys.
    override var keyHints: [KeyHint] { [] }
}

/// The app's UIKit sparkline, written before the migration: one label of blocks.
@MainActor
private final class SparklineController: ViewController {
    var prices: [Int] = [] { didSet { label.text = sparkline(prices) } }
    private let label = LabelPanel()

    override func loadView() {
        let root = Panel()
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(label.edgeConstraints(equalTo: root))
        setView(root)
    }
}

/// The UIKit sparkline shown by declarative code: a controller representable, which only a
/// hosting controller can adopt.
private struct LegacySparkline: ViewControllerRepresentable {
    let prices: [Int]

    init(_ prices: [Int]) { self.prices = prices }

    func makeUIViewController(context: Context) -> SparklineController { SparklineController() }

    func updateUIViewController(_ controller: SparklineController, context: Context) {
        controller.prices = prices
    }
}

/// The same sparkline as plain declarative content: nothing to adopt, so it works in a cell.
private struct Sparkline: View {
    let prices: [Int]

    init(_ prices: [Int]) { self.prices = prices }

    var body: some View { Text(sparkline(prices)) }
}
