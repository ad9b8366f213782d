import SwiftUI
import UIKit

/// The wallet screen (UIKit): a balance slot, the recent activity in a stack, a promotion
/// banner, and the budget and cart screens it opens — every child host contained and sized
/// by its content, every new host given the objects its view reads.
final class HostingWalletViewController: UIViewController {
    private let account = HostingAccount()
    private let feed = HostingActivityFeed()
    private let budget = HostingBudget()
    private let cart = HostingCart()
    private let stack = UIStackView()
    private let balanceSlot = UIView()
    private let headerContainer = UIView()
    private lazy var promo = UIHostingController(rootView: HostingPromoBanner())
    /// The balance card's host, kept once it is embedded.
    private var balanceCard: UIHostingController<HostingBalanceCard>?

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

    /// The balance card: contained, and kept in a stored property.
    private func showBalance() {
        let card = UIHostingController(rootView: HostingBalanceCard(account: account))
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        card.view.translatesAutoresizingMaskIntoConstraints = false
        balanceSlot.addSubview(card.view)
        NSLayoutConstraint.activate([
            card.view.topAnchor.constraint(equalTo: balanceSlot.topAnchor),
            card.view.bottomAnchor.constraint(equalTo: balanceSlot.bottomAnchor),
            card.view.leadingAnchor.constraint(equalTo: balanceSlot.leadingAnchor),
            card.view.trailingAnchor.constraint(equalTo: balanceSlot.trailingAnchor),
        ])
        card.didMove(toParent: self)
        balanceCard = card
    }

    /// The activity card, contained, re-measured whenever the feed changes.
    private func embedActivity() {
        let activity = UIHostingController(rootView: HostingActivityCard(feed: feed))
        activity.sizingOptions = .intrinsicContentSize
        activity.view.backgroundColor = .clear
        addChild(activity)
        stack.addArrangedSubview(activity.view)
        activity.didMove(toParent: self)
    }

    /// The promotion banner: a stored host, contained before its view is shown.
    private func showPromo() {
        promo.sizingOptions = .intrinsicContentSize
        addChild(promo)
        promo.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(promo.view)
        NSLayoutConstraint.activate([
            promo.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            promo.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            promo.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        promo.didMove(toParent: self)
    }

    /// A budget category, pushed with a host of its own: the budget is injected again.
    func showCategory(named name: String) {
        let host = UIHostingController(rootView: HostingCategoryView(name: name).environment(budget))
        navigationController?.pushViewController(host, animated: true)
    }

    /// The cart, presented: the cart is injected on its root view.
    func showCart() {
        let root = HostingCartView()
            .environmentObject(cart)
            .navigationTitle("Cart")
        let host = UIHostingController(rootView: root)
        present(host, animated: true)
    }

    /// The receipt reads the account optionally: it renders without one.
    func showReceipt() {
        present(UIHostingController(rootView: HostingReceiptView()), animated: true)
    }
}
