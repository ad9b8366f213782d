// navigation-item-owner — the wrong way.
//
// What the user suffers: Enter on a recipe pushes its SwiftUI screen, whose .toolbar has
// Timer, and UIKit code appends Share to the host's navigationItem. Enter adds a serving: the
// view renders again, the hosting controller writes the toolbar's items back, Share is gone
// and `s` shares nothing; the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension RecipesViewController {
    func exerciseOpen(_ recipe: Recipe) {
        let host = HostingController(rootView:
            RecipeScreen(recipe: recipe))
        navigationController?.pushViewController(host)
        // Share, added beside the .toolbar
        let share = BarButtonItem(title: "Share", key: "s") {
            [weak self] in self?.share(recipe) }
        host.navigationItem.rightBarButtonItems.append(share)
    }
}
