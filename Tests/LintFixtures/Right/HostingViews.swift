import Observation
import SwiftUI

/// The household budget the Budget tab and the category screens share.
@Observable
final class HostingBudget {
    var categories: [HostingCategory] = []

    func category(named name: String) -> HostingCategory? {
        categories.first { $0.name == name }
    }
}

struct HostingCategory: Identifiable {
    let name: String
    let limit: Int
    let spent: Int

    var id: String { name }
}

/// The shopping cart of the store tab, an ObservableObject the cart screen reads.
final class HostingCart: ObservableObject {
    @Published var items: [HostingCartItem] = []
}

struct HostingCartItem: Identifiable {
    let id: Int
    let title: String
}

/// The account the wallet screen and its balance card show.
@Observable
final class HostingAccount {
    var balance = "$1,284.50"
    var lastActivity = "Updated a moment ago"
}

/// The recent activity, empty until it has loaded.
@Observable
final class HostingActivityFeed {
    var transactions: [HostingTransaction] = []
}

struct HostingTransaction: Identifiable {
    let id: Int
    let title: String
    let amount: String
}

/// The balance card embedded in the wallet screen.
struct HostingBalanceCard: View {
    let account: HostingAccount

    var body: some View {
        VStack(alignment: .leading) {
            Text("Available now").font(.caption)
            Text(account.balance).bold()
            Text(account.lastActivity).foregroundStyle(.secondary)
        }
        .padding()
    }
}

/// The recent activity card: one row per transaction, nothing while loading.
struct HostingActivityCard: View {
    let feed: HostingActivityFeed

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(feed.transactions) { transaction in
                HStack {
                    Text(transaction.title)
                    Spacer()
                    Text(transaction.amount)
                }
            }
        }
        .padding(.horizontal)
    }
}

/// A promotion banner over the wallet.
struct HostingPromoBanner: View {
    var body: some View {
        Label("Earn 2% back on groceries", systemImage: "sparkles")
            .padding()
    }
}

/// A fixed header, pinned to all four edges of its container.
struct HostingWalletHeader: View {
    var body: some View {
        Text("Wallet").font(.largeTitle.bold())
    }
}

/// One budget category, pushed from the budget screen; it needs the budget.
struct HostingCategoryView: View {
    let name: String
    @Environment(HostingBudget.self) private var budget

    var body: some View {
        List {
            if let category = budget.category(named: name) {
                Text("Spent \(category.spent) of \(category.limit)")
            }
        }
        .navigationTitle(name)
    }
}

/// The cart, presented from the store screen; it needs the cart.
struct HostingCartView: View {
    @EnvironmentObject var cart: HostingCart

    var body: some View {
        List(cart.items) { item in
            Text(item.title)
        }
    }
}

/// Receipt details; the session is optional, so the view renders without it.
struct HostingReceiptView: View {
    @Environment(HostingAccount.self) private var account: HostingAccount?

    var body: some View {
        Text(account?.balance ?? "—")
    }
}
