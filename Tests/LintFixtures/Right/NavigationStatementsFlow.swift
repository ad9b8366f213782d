import SwiftUI
import UIKit

/// Statements: a flow the Account tab pushes. Every screen is pushed by the navigation
/// controller, whose bar stays; the statement's large title has the bar's large titles on.
final class NavigationStatementsCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.navigationBar.prefersLargeTitles = true
    }

    func start(account: NavigationAccount) {
        let list = UIHostingController(rootView: NavigationStatementList(account: account) { [weak self] statement in
            self?.showStatement(statement)
        })
        navigationController.pushViewController(list, animated: true)
    }

    func showStatement(_ statement: NavigationStatement) {
        let detail = UIHostingController(rootView: NavigationStatementView(statement: statement)
            .navigationBarTitleDisplayMode(.large))
        navigationController.pushViewController(detail, animated: true)
    }
}

struct NavigationStatementList: View {
    let account: NavigationAccount
    let onSelect: (NavigationStatement) -> Void
    var body: some View {
        List(account.statements) { statement in
            Button(statement.month) { onSelect(statement) }
        }
        .navigationTitle("Statements")
    }
}

struct NavigationStatementView: View {
    let statement: NavigationStatement
    var body: some View {
        Form {
            LabeledContent("Opening", value: statement.opening, format: .currency(code: "EUR"))
            LabeledContent("Closing", value: statement.closing, format: .currency(code: "EUR"))
        }
        .navigationTitle(statement.month)
    }
}

struct NavigationStatement: Identifiable, Hashable {
    let id: UUID
    let month: String
    let opening: Decimal
    let closing: Decimal
}

struct NavigationAccount {
    let statements: [NavigationStatement]
}
