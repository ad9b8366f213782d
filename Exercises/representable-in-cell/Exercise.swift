// representable-in-cell — the wrong way.
//
// What the user suffers: r presses [w], which opens the Watchlist, a UIKit list whose hosted
// rows show the app's UIKit sparkline through a controller representable. Cell content has no
// controller to adopt it: every row shows the placeholder instead.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension WatchlistViewController {
    func configure(_ cell: ListCell, _ stock: WatchedStock) {
        let row = HostingConfiguration {
            HStack(spacing: 2) {
                Text(stock.symbol)
                LegacySparkline(stock.prices)
                Text(stock.price)
            }
        }
        cell.contentConfiguration = row
    }
}
