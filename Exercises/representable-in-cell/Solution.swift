// representable-in-cell — the right way.
//
// Cell content cannot host a controller representable: it has no controller to adopt it.
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
                Sparkline(stock.prices)
                Text(stock.price)
            }
        }
        cell.contentConfiguration = row
    }
}
