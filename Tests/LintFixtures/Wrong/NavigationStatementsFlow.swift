import SwiftUI
import UIKit

/// Statements: a flow the Account tab pushes. The navigation controller's bar is hidden so the
/// SwiftUI stack's bar is the only one, and the statement view asks for a large title.
final class NavigationStatementsCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(account: NavigationAccount) {
        navigationController.setNavigationBarHidden(true, animated: false)
        let flow = UIHostingController(rootView: NavigationStack {
            NavigationStatementList(account: account)
        })
        navigationController.pushViewController(flow, animated: true) // expect: one-owner
    }

    func showStatement(_ statement: NavigationStatement) {
        let detail = UIHostingController(rootView: NavigationStatementView(statement: statement)
            .navigationBarTitleDisplayMode(.large)) // expect: large-title-mode
        navigationController.pushViewController(detail, animated: true)
    }
}

struct NavigationStatementList: View {
    let account: NavigationAccount
    var body: some View {
        List(account.statements) { statement in
            NavigationLink(statement.month, value: statement)
        }
        .navigationDestination(for: NavigationStatement.self) { NavigationStatementView(statement: $0) }
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
