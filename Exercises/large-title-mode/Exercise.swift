// large-title-mode — the wrong way.
//
// What the user suffers: r presses [s], which pushes the hosted Statements screen asking for
// .navigationBarTitleDisplayMode(.large) onto a bar that keeps its default (prefersLargeTitles
// false): the title stays inline, in the back item's row.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules

extension AccountsViewController {
    func showStatements() {
        let host = HostingController(rootView:
            StatementsView()
                .navigationBarTitleDisplayMode(.large))
        navigationController?
            .pushViewController(host)
    }
}
