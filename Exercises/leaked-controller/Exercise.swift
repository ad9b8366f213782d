// leaked-controller — the wrong way.
//
// What the user suffers: r opens Quote, the price ticks, Back pops Quote and the price ticks
// again. The feed's handler holds the popped screen, so it is still alive and reports a price
// nobody saw.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Imperative
import Observation
import Rules

final class LiveQuoteViewController: QuoteViewController {
    override init(feed: PriceFeed, analytics: QuoteAnalytics) {
        super.init(feed: feed, analytics: analytics)
        feed.onTick { price in
            self.show(price)
        }
    }
}
