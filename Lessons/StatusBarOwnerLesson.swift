// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `status-bar-owner`: a small bank app inside the stage, light only, with the device's
/// status line over it. Its navigation controller shows the accounts; Enter opens a card, a
/// SwiftUI screen with a dark header whose host asks for light text
/// (`preferredStatusBarStyle`). Wrong: a plain navigation controller, which answers for the
/// status bar itself while its bar shows, so the status line keeps dark text over the dark
/// card. Right: a navigation controller subclass hands the question to its top screen
/// (`childForStatusBarStyle`), and the status line turns to light text with the card.
@MainActor
final class StatusBarOwnerLesson: LessonDemonstration {
    static let rule = Rule.statusBarOwner
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    /// The app's navigation controller, its accounts first; the app is light only.
    func makeRootViewController() -> ViewController {
        let accounts = AccountsViewController()
        let navigation = way == .wrong ? makeNavigationWrong(accounts) : makeNavigationRight(accounts)
        navigation.overrideUserInterfaceStyle = .light
        return navigation
    }

    /// The app's navigation controller draws the bar; the stage's is hidden (a hidden bar
    /// hands the status bar to the app's).
    func prepare(_ stage: NavigationController) {
        stage.isNavigationBarHidden = true
    }

    /// The stage stands for the phone: its status line shows what the app settles on.
    var showsStatusBar: Bool { true }

    /// Opens the card, as Enter on it does.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.enter)]
    }

    // MARK: Wrong way: the navigation controller answers itself

    private func makeNavigationWrong(_ accounts: ViewController) -> NavigationController {
        // answers for the status bar itself:
        // the card's light text is never asked
        NavigationController(rootViewController: accounts)
    }

    // MARK: Right way: a subclass forwards the question to its top screen

    private func makeNavigationRight(_ accounts: ViewController) -> NavigationController {
        CardsNavigationController(rootViewController: accounts)
    }
}

/// The right way's navigation controller.
@MainActor
private final class CardsNavigationController: NavigationController {
    // the top screen decides the status bar
    override var childForStatusBarStyle: ViewController? {
        topViewController
    }
}

/// The accounts (imperative): Enter on a card pushes its screen.
@MainActor
private final class AccountsViewController: ListViewController<String, Int> {
    private let cards = ["Everyday card", "Travel card"]

    override init() {
        super.init()
        title = "Accounts"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { [cards] cell, i in
            cell.contentConfiguration = ListContentConfiguration(
                text: cards[i], secondaryText: "•••• 424\(i + 2)")
        }
        list.onActivate = { [weak self] i in self?.open(i) }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(Array(cards.indices))
        list.apply(snapshot)
    }

    override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("enter", "open")]
    }

    private func open(_ i: Int) {
        navigationController?.pushViewController(CardHost(rootView: CardScreen(name: cards[i])))
    }
}

/// The card's host: its screen is dark, so it asks the status bar for light text.
@MainActor
private final class CardHost: HostingController<CardScreen> {
    override var preferredStatusBarStyle: StatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .fixed(CardScreen.navy)
    }
}

/// The card (SwiftUI): white on navy, the header the status bar sits over.
private struct CardScreen: View {
    static let navy = CellColor(index: 17)
    let name: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(name).bold()
            Text("Balance  $1,204.50")
            Text("Asks for light text")
        }
        .padding(.horizontal, 1)
        .foregroundStyle(.indexed(231))
        .background(.indexed(17))
        .navigationTitle("Card")
    }
}
