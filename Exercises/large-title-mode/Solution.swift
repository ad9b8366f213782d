// large-title-mode — the right way.
//
// A large title needs the navigation bar's prefersLargeTitles;
// .navigationBarTitleDisplayMode(.large), or largeTitleDisplayMode set on the host, stays
// inline without it.
import Declarative
import Hosting
import Imperative
import Rules

extension AccountsViewController {
    func showStatements() {
        navigationController?.navigationBar
            .prefersLargeTitles = true
        let host = HostingController(rootView:
            StatementsView()
                .navigationBarTitleDisplayMode(.large))
        navigationController?
            .pushViewController(host)
    }
}
