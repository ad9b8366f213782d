import SwiftUI
import UIKit

/// The app's tabs: Orders and Drafts, each in a navigation controller.
final class NavigationAppTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let orders = UINavigationController(rootViewController: NavigationOrdersViewController())
        orders.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 0)
        let drafts = UINavigationController(rootViewController: NavigationDraftsViewController())
        viewControllers = [orders, drafts]
    }
}

/// Drafts: a count of unsent drafts in the bar's title.
final class NavigationDraftsViewController: UIViewController {
    private var drafts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drafts"
    }

    func draftsChanged(_ drafts: [String]) {
        self.drafts = drafts
        title = "Drafts · \(drafts.count)" // expect: title-feeds-tab-item
    }
}
