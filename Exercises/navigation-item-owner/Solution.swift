// navigation-item-owner — the right way.
//
// A hosted view's .toolbar and .navigationTitle own its host's navigationItem: configure the
// bar from one side only.
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

extension RecipesViewController {
    func exerciseOpen(_ recipe: Recipe) {
        // one owner: Share is in the .toolbar
        let host = HostingController(rootView:
            RecipeScreen(recipe: recipe) {
                [weak self] in self?.share(recipe)
            })
        navigationController?
            .pushViewController(host)
    }
}
