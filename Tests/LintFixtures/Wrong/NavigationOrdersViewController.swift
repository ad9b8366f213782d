import SwiftUI
import UIKit

/// The Orders tab's first screen: a table of orders; each order opens SwiftUI screens.
final class NavigationOrdersViewController: UITableViewController {
    private var orders: [NavigationOrder] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.compose() })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let order = orders[indexPath.row]
        let receipts = UIHostingController(rootView: NavigationStack { // expect: double-navigation-bar
            NavigationReceiptsView(order: order)
        })
        receipts.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(receipts, animated: true)
    }

    func showTracking(for order: NavigationOrder) {
        let tracking = UIHostingController(rootView: NavigationTrackingView(order: order))
        tracking.title = "Tracking"
        navigationController?.pushViewController(tracking, animated: true) // expect: double-navigation-bar
    }

    func showDeliveryNote(for order: NavigationOrder) {
        let note = UIHostingController(rootView: NavigationDeliveryNoteView(note: order.note))
        navigationController?.pushViewController(note, animated: true)
    }

    func showPayment(for order: NavigationOrder) {
        let payment = UIHostingController(rootView: NavigationPaymentView(order: order))
        payment.navigationItem.hidesBackButton = true // expect: manual-back-button
        payment.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "‹ Back", style: .plain, target: self, action: #selector(goBack))
        navigationController?.pushViewController(payment, animated: true)
        payment.hidesBottomBarWhenPushed = true // expect: hide-bar-before-push
    }

    /// A sheet with its own stack: presented, so its NavigationStack draws the only bar.
    private func compose() {
        let compose = UIHostingController(rootView: NavigationComposeView())
        present(compose, animated: true)
    }

    @objc private func goBack() {
        navigationController?.popViewController(animated: true)
    }
}

/// The app's tabs: Orders, and Settings, a SwiftUI screen in a navigation controller.
final class NavigationAppTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let orders = UINavigationController(rootViewController: NavigationOrdersViewController())
        let settingsHost = UIHostingController(rootView: NavigationSettingsView())
        let settings = UINavigationController(rootViewController: settingsHost) // expect: double-navigation-bar
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        viewControllers = [orders, settings]
    }
}
