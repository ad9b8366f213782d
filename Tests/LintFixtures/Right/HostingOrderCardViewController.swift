import SwiftUI
import UIKit

/// An order's screen: a summary card embedded as a child, which Details opens full screen.
final class HostingOrderCardViewController: UIViewController {
    private let order: HostingOrder
    private let summaryHost: UIHostingController<HostingOrderSummary>

    init(order: HostingOrder) {
        self.order = order
        summaryHost = UIHostingController(rootView: HostingOrderSummary(order: order))
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryHost.sizingOptions = .intrinsicContentSize
        addChild(summaryHost)
        view.addSubview(summaryHost.view)
        summaryHost.view.frame = view.bounds
        summaryHost.didMove(toParent: self)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Details", primaryAction: UIAction { [weak self] _ in
            self?.showDetails()
        })
    }

    private func showDetails() {
        let details = UIHostingController(rootView: HostingOrderSummary(order: order))
        navigationController?.pushViewController(details, animated: true)
    }
}

struct HostingOrderSummary: View {
    let order: HostingOrder
    var body: some View {
        VStack(alignment: .leading) {
            Text(order.title).font(.headline)
            Text(order.total, format: .currency(code: "EUR"))
        }
    }
}

struct HostingOrder {
    let title: String
    let total: Decimal
}
