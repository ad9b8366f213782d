// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Imperative
import Observation
import Rules

/// `leaked-controller`: a pushed Quote screen subscribes to a price feed that keeps its
/// handlers. Wrong: the handler captures the screen strongly, so after Back the feed still
/// holds it: the popped screen stays alive and keeps reporting prices nobody sees.
/// Right: the handler captures the screen weakly; Back frees it and the reports stop.
///
/// The leak in the wrong way goes through the demonstration's own feed only (the screen does
/// not keep the feed), so leaving the lesson frees the feed and the leaked screen with it.
@MainActor
final class LeakedControllerLesson: LessonDemonstration {
    static let rule = Rule.leakedController
    private let way: LessonWay
    private let feed = PriceFeed()
    private let analytics = QuoteAnalytics()

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        PricesViewController(feed: feed, analytics: analytics) { [way] feed, analytics in
            way == .wrong
                ? StrongQuoteViewController(feed: feed, analytics: analytics)
                : WeakQuoteViewController(feed: feed, analytics: analytics)
        }
    }

    /// Open the quote, let the price tick, go back, let it tick again.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("o"), .character("t"), .escape, .character("t"))]
    }
}

/// The wrong way: the feed keeps a closure that holds the screen.
private final class StrongQuoteViewController: QuoteViewController {
    override init(feed: PriceFeed, analytics: QuoteAnalytics) {
        super.init(feed: feed, analytics: analytics)
        feed.onTick { price in
            self.show(price)
        }
    }
}

/// The right way: the feed keeps a closure that does not hold the screen.
private final class WeakQuoteViewController: QuoteViewController {
    override init(feed: PriceFeed, analytics: QuoteAnalytics) {
        super.init(feed: feed, analytics: analytics)
        feed.onTick { [weak self] price in
            self?.show(price)
        }
    }
}

/// A price that ticks, and the handlers screens register to hear about it: a callback list
/// kept by the model, the way many feeds, timers and coordinators keep them.
@MainActor
@Observable
private final class PriceFeed {
    private(set) var price = 100
    @ObservationIgnored private var handlers: [(Int) -> Void] = []

    func onTick(_ handler: @escaping (Int) -> Void) { handlers.append(handler) }

    func tick() {
        price += 1
        for handler in handlers { handler(price) }
    }
}

/// What the Quote screens reported showing: an analytics log the Prices screen lists.
@MainActor
@Observable
private final class QuoteAnalytics {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

/// The stage's first screen: the current price, what Quote screens reported, `[o] Quote`
/// to push one and `[t] Tick` to move the price. It observes the models through
/// `ModelObserver`, which holds it weakly.
private final class PricesViewController: ViewController {
    private let feed: PriceFeed
    private let analytics: QuoteAnalytics
    private let priceLabel = LabelPanel()
    private let eventsLabel = LabelPanel()

    init(feed: PriceFeed, analytics: QuoteAnalytics,
         makeQuote: @escaping @MainActor (PriceFeed, QuoteAnalytics) -> QuoteViewController) {
        self.feed = feed
        self.analytics = analytics
        super.init()
        title = "Prices"
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Quote", key: "o") { [weak self] in
                guard let self else { return }
                navigationController?.pushViewController(makeQuote(self.feed, self.analytics))
            },
            BarButtonItem(title: "Tick", key: "t") { [weak feed] in feed?.tick() },
        ]
    }

    override func loadView() {
        let note = LabelPanel("Run: open Quote, tick, Back, tick. Only an open Quote reports.")
        note.textColor = .secondaryLabel
        eventsLabel.numberOfLines = 0
        let stack = StackPanel(insets: EdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 1))
        for label in [note, priceLabel, eventsLabel] { stack.addArrangedSubview(label) }
        setView(stack)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ModelObserver(self) { me in
            me.priceLabel.text = "Price now: $\(me.feed.price)"
            let events = me.analytics.events
            me.eventsLabel.text = events.isEmpty ? "No Quote has reported yet." : events.joined(separator: "\n")
        }
    }
}

/// The screen both ways push: the live price, `[t] Tick`, and a report of every price it
/// shows. It keeps the analytics log, not the feed; each way subscribes to the feed in its
/// own subclass.
private class QuoteViewController: ViewController {
    private let analytics: QuoteAnalytics
    private let priceLabel: LabelPanel

    init(feed: PriceFeed, analytics: QuoteAnalytics) {
        self.analytics = analytics
        priceLabel = LabelPanel("Live price: $\(feed.price)")
        super.init()
        title = "Quote"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Tick", key: "t") { [weak feed] in feed?.tick() }]
    }

    override func loadView() {
        let stack = StackPanel(insets: EdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 1))
        stack.addArrangedSubview(priceLabel)
        setView(stack)
    }

    func show(_ price: Int) {
        priceLabel.text = "Live price: $\(price)"
        analytics.record("Quote showed $\(price)")
    }
}
