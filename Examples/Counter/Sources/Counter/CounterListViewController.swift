import Hosting
import Imperative
import Terminal

/// The app's root screen (imperative): every counter in a `ListView` with its value at the
/// trailing edge, kept current by observing the store. Enter pushes the hosted detail, with
/// a navigator bound to this stack injected before the host is created.
@MainActor
public final class CounterListViewController: ViewController {
    private let store: CounterStore
    private let list = ListView<String, String>()

    public init(store: CounterStore) {
        self.store = store
        super.init()
        title = "Counters"
    }

    /// The app: a navigation controller whose root is the list of a fresh store.
    public static func makeRoot(store: CounterStore = CounterStore()) -> ViewController {
        NavigationController(rootViewController: CounterListViewController(store: store))
    }

    public override func loadView() {
        list.cellProvider = { [unowned self] cell, name in
            cell.contentConfiguration = ListContentConfiguration(
                text: name, trailingText: String(store.value(of: name)))
        }
        list.onActivate = { [unowned self] name in showDetail(of: name) }
        let root = Panel()
        root.addSubview(list)
        list.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(list.edgeConstraints(equalTo: root.safeAreaLayoutGuide))
        setView(root)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        ModelObserver(self) { me in
            var snapshot = ListSnapshot<String, String>()
            snapshot.appendItems(me.store.names)
            _ = me.store.values
            snapshot.reconfigureItems(me.store.names)
            me.list.apply(snapshot)
        }
    }

    private func showDetail(of name: String) {
        let navigator = Navigator(navigationController: navigationController)
        let detail = CounterDetailView(name: name, store: store).environment(\.navigator, navigator)
        navigationController?.pushViewController(HostingController(rootView: detail))
    }

    public override func handle(_ key: Key) -> Bool {
        _ = view
        return list.handle(key)
    }

    public override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("⏎", "open")]
    }
}
