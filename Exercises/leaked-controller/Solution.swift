// leaked-controller — the right way.
//
// A popped or dismissed controller must be freed (weak captures in observers, cancel in
// deinit).
import Imperative
import Observation
import Rules

final class LiveQuoteViewController: QuoteViewController {
    override init(feed: PriceFeed, analytics: QuoteAnalytics) {
        super.init(feed: feed, analytics: analytics)
        feed.onTick { [weak self] price in
            self?.show(price)
        }
    }
}
