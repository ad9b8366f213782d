import SwiftUI
import UIKit

/// The wallet screen (UIKit): a balance slot, the recent activity in a stack, a promotion
/// banner, and the budget and cart screens it opens.
final class HostingWalletViewController: UIViewController {
    private let account = HostingAccount()
    private let feed = HostingActivityFeed()
    private let budget = HostingBudget()
    private let cart = HostingCart()
    private let stack = UIStackView()
    private let balanceSlot = UIView()
    private let headerContainer = UIView()
    private lazy var promo = UIHostingController(rootView: HostingPromoBanner())

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        stack.addArrangedSubview(headerContainer)
        stack.addArrangedSubview(balanceSlot)
        embedHeader()
        showBalance()
        embedActivity()
        showPromo()
    }

    /// A fixed header pinned to its container's four edges: the container decides its size.
    private func embedHeader() {
        let header = UIHostingController(rootView: HostingWalletHeader())
        addChild(header)
        header.view.translatesAutoresizingMaskIntoConstraints = false
        headerContainer.addSubview(header.view)
        NSLayoutConstraint.activate([
            header.view.topAnchor.constraint(equalTo: headerContainer.topAnchor),
            header.view.bottomAnchor.constraint(equalTo: headerContainer.bottomAnchor),
            header.view.leadingAnchor.constraint(equalTo: headerContainer.leadingAnchor),
            header.view.trailingAnchor.constraint(equalTo: headerContainer.trailingAnchor),
        ])
        header.didMove(toParent: self)
    }

    /// The balance card: only its view is added, so nothing keeps the host.
    private func showBalance() {
        let card = UIHostingController(rootView: HostingBalanceCard(account: account))
        card.sizingOptions = .intrinsicContentSize
        card.view.translatesAutoresizingMaskIntoConstraints = false
        balanceSlot.addSubview(card.view) // expect: unretained-child-host
        NSLayoutConstraint.activate([
            card.view.topAnchor.constraint(equalTo: balanceSlot.topAnchor),
            card.view.bottomAnchor.constraint(equalTo: balanceSlot.bottomAnchor),
            card.view.leadingAnchor.constraint(equalTo: balanceSlot.leadingAnchor),
            card.view.trailingAnchor.constraint(equalTo: balanceSlot.trailingAnchor),
        ])
    }

    /// The activity card, contained, but measured once while the feed is still empty.
    private func embedActivity() {
        let activity = UIHostingController(rootView: HostingActivityCard(feed: feed))
        activity.view.backgroundColor = .clear
        addChild(activity)
        stack.addArrangedSubview(activity.view) // expect: child-host-zero-size
        activity.didMove(toParent: self)
    }

    /// The promotion banner: a stored host whose view is shown, never contained.
    private func showPromo() {
        promo.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(promo.view) // expect: unretained-child-host
        NSLayoutConstraint.activate([
            promo.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            promo.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            promo.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    /// A budget category, pushed with a host of its own: a new environment, without the budget.
    func showCategory(named name: String) {
        let host = UIHostingController(rootView: HostingCategoryView(name: name)) // expect: missing-environment-object
        navigationController?.pushViewController(host, animated: true)
    }

    /// The cart, presented: its root view reads the cart from the environment.
    func showCart() {
        let root = HostingCartView() // expect: missing-environment-object
            .navigationTitle("Cart")
        let host = UIHostingController(rootView: root)
        present(host, animated: true)
    }

    /// The receipt reads the account optionally: it renders without one.
    func showReceipt() {
        present(UIHostingController(rootView: HostingReceiptView()), animated: true)
    }
}
