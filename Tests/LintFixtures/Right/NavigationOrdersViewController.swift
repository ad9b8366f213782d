import SwiftUI
import UIKit

/// The Orders tab's first screen: a table of orders; each order opens SwiftUI screens.
final class NavigationOrdersViewController: UITableViewController {
    private var orders: [NavigationOrder] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        // The back button on every screen pushed from here: a plain chevron.
        navigationItem.backButtonDisplayMode = .minimal
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.compose() })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let order = orders[indexPath.row]
        let receipts = UIHostingController(rootView: NavigationReceiptsView(order: order, onReturn: { [weak self] in
            self?.showReturn(for: order)
        }))
        receipts.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(receipts, animated: true)
    }

    func showReturn(for order: NavigationOrder) {
        navigationController?.pushViewController(UIHostingController(rootView: NavigationReturnView(order: order)), animated: true)
    }

    func showTracking(for order: NavigationOrder) {
        let tracking = UIHostingController(rootView: NavigationTrackingView(order: order))
        tracking.title = "Tracking"
        navigationController?.pushViewController(tracking, animated: true)
    }

    func showDeliveryNote(for order: NavigationOrder) {
        let view = NavigationDeliveryNoteView(note: order.note, onClose: { [weak self] in
            self?.navigationController?.popViewController(animated: true)
        })
        navigationController?.pushViewController(UIHostingController(rootView: view), animated: true)
    }

    func showPayment(for order: NavigationOrder) {
        let payment = UIHostingController(rootView: NavigationPaymentView(order: order))
        payment.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(payment, animated: true)
    }

    /// A sheet with its own stack: presented, so its NavigationStack draws the only bar.
    private func compose() {
        let compose = UIHostingController(rootView: NavigationComposeView())
        present(compose, animated: true)
    }
}

/// The app's tabs: Orders, and Settings, a SwiftUI screen in a navigation controller.
final class NavigationAppTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let orders = UINavigationController(rootViewController: NavigationOrdersViewController())
        let settingsHost = UIHostingController(rootView: NavigationSettingsView())
        let settings = UINavigationController(rootViewController: settingsHost)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        viewControllers = [orders, settings]
    }
}
