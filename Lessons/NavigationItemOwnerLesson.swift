// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

/// `navigation-item-owner`: a recipe book. Enter on a recipe pushes the recipe, a SwiftUI
/// screen whose `.toolbar` has a Timer item, and the UIKit side wants a Share button in the
/// same bar. Wrong: UIKit code appends Share to the host's navigationItem after the push; the
/// bar shows both, until the screen renders again (Enter adds a serving) and the hosting
/// controller writes the toolbar's items back: Share is gone, and `s` does nothing. Right:
/// the UIKit action is passed into the view, whose `.toolbar` holds Share too; one owner,
/// and Share stays.
@MainActor
final class NavigationItemOwnerLesson: LessonDemonstration {
    static let rule = Rule.navigationItemOwner
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        RecipesViewController(way: way)
    }

    /// Opens the first recipe, adds a serving (the view renders again), then shares.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.enter), .press(.enter), .press(.character("s"))]
    }
}

/// A recipe of the demonstration's book; shared once Share ran.
@MainActor
@Observable
private final class Recipe {
    let name: String
    var isShared = false

    init(name: String) { self.name = name }
}

/// The book (imperative): a list of recipes; Enter opens the selected one as a hosted
/// SwiftUI screen, with Share in its bar.
@MainActor
private final class RecipesViewController: ListViewController<String, String> {
    private let way: LessonWay
    private let recipes = [Recipe(name: "Pancakes"), Recipe(name: "Lentil soup")]

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Recipes"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { cell, name in
            cell.contentConfiguration = ListContentConfiguration(text: name)
        }
        list.onActivate = { [weak self] name in self?.open(name) }
        var snapshot = ListSnapshot<String, String>()
        snapshot.appendItems(recipes.map(\.name))
        list.apply(snapshot)
    }

    override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("enter", "open")]
    }

    private func open(_ name: String) {
        guard let recipe = recipes.first(where: { $0.name == name }) else { return }
        way == .wrong ? openWrong(recipe) : openRight(recipe)
    }

    /// What Share does on the UIKit side (a share sheet, in the app).
    private func share(_ recipe: Recipe) {
        recipe.isShared = true
    }

    // MARK: Wrong way: UIKit adds a bar button the view's toolbar writes over

    private func openWrong(_ recipe: Recipe) {
        let host = HostingController(rootView:
            RecipeScreen(recipe: recipe))
        navigationController?.pushViewController(host)
        // Share, added beside the .toolbar
        let share = BarButtonItem(title: "Share", key: "s") {
            [weak self] in self?.share(recipe) }
        host.navigationItem.rightBarButtonItems.append(share)
    }

    // MARK: Right way: the view's toolbar holds every item

    private func openRight(_ recipe: Recipe) {
        // one owner: Share is in the .toolbar
        let host = HostingController(rootView:
            RecipeScreen(recipe: recipe) {
                [weak self] in self?.share(recipe)
            })
        navigationController?
            .pushViewController(host)
    }
}

/// The pushed recipe (SwiftUI): its servings, which Enter raises, and whether it was shared.
/// Its `.toolbar` has a Timer (`t` sets one), and Share when the UIKit side passes its action in.
private struct RecipeScreen: View {
    let recipe: Recipe
    let share: (@MainActor () -> Void)?
    @State private var servings = 2
    @State private var timerSet = false

    init(recipe: Recipe, share: (@MainActor () -> Void)? = nil) {
        self.recipe = recipe
        self.share = share
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Serves \(servings)")
            Button("Add a serving") { servings += 1 }
            Text(recipe.isShared ? "Shared with the family" : "Not shared yet")
                .foregroundStyle(.secondary)
            if timerSet { Text("Timer: 20 min") }
        }
        .padding(.horizontal, 1)
        .navigationTitle(recipe.name)
        .toolbar {
            ToolbarItem("Timer", key: "t") { timerSet = true }
            if let share {
                ToolbarItem("Share", key: "s", action: share)
            }
        }
    }
}
