// imperative-on-declarative-path — the right way.
//
// Never push an imperative controller onto a declaratively owned path: UIKit pushes it, and
// the path and the visible stack go out of step.
import Declarative
import Hosting
import Imperative
import Observation
import Rules

extension OrderRouter {
    func exerciseShowReceipts() {
        // its destination: LegacyReceipts,
        // which wraps ReceiptsViewController
        path.append(.receipts)
    }
}
