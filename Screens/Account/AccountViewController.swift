import Hosting
import Imperative
import Terminal

/// The Account tab's root, imperative through and through: labels laid out by hand, the
/// ledger's invoice count kept current by observing the shared model, and the declarative
/// `BalanceCard` embedded as a child host — kept in a stored property, added with
/// `addChild`, sized by its intrinsic content size, its background cleared so the card's
/// frame drawn here shows through. `[s] Settings` pushes the hosted Settings screen;
/// `[p] Payments` presents the hosted Payments sheet, which has its own NavigationStack.
@MainActor
public final class AccountViewController: ViewController {
    private let model: LedgerModel
    private let settings: AppSettings
    private let rows = AccountRowsPanel(rows: [
        (LabelPanel("Account holder"), LabelPanel("Ada Lovelace")),
        (LabelPanel("Plan"), LabelPanel("Business, billed monthly")),
        (LabelPanel("Invoices"), LabelPanel()),
    ])
    /// The balance card's host, contained as a child (`addChild`), which keeps it alive; the
    /// stored reference updates it. A host whose view alone was added is freed and cut off
    /// from the controller hierarchy (`unretained-child-host`).
    private let balanceHost: HostingController<EnvironmentBridge<AppSettings, BalanceCard>>

    public init(model: LedgerModel, settings: AppSettings) {
        self.model = model
        self.settings = settings
        balanceHost = HostingController(rootView: settings.bridge { BalanceCard(model: model) })
        balanceHost.sizingOptions = .intrinsicContentSize
        super.init()
        title = "Account"
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Payments", key: "p") { [weak self] in self?.showPayments() },
            BarButtonItem(title: "Settings", key: "s") { [weak self] in self?.showSettings() },
        ]
    }

    public override func loadView() {
        let panel = AccountPanel()
        panel.addArrangedSubview(rows)
        setView(panel)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(balanceHost)
        balanceHost.view.backgroundColor = .clear
        (view as? AccountPanel)?.addCard(balanceHost.view)
        balanceHost.didMove(toParent: self)
        ModelObserver(self) { me in me.rows.setValue("\(me.model.rowCount)", at: 2) }
    }

    private func showSettings() {
        let settings = self.settings
        let host = HostingController(
            rootView: settings.bridge {
                SettingsView(settings: settings) { [weak self] appearance in self?.applyAppearance(appearance) }
            })
        navigationController?.pushViewController(host)
    }

    /// Presents the migrated Payments flow as a sheet: a hosting controller, not pushed, so
    /// its NavigationStack owns the sheet's stack and its dismiss closes the sheet.
    private func showPayments() {
        let host = HostingController(rootView: PaymentMethodsView())
        host.title = "Payments"
        present(host)
    }

    /// The Settings appearance choice, applied where it covers the whole app: the root.
    private func applyAppearance(_ appearance: Appearance) {
        window?.rootViewController?.overrideUserInterfaceStyle = appearance.userInterfaceStyle
    }

    public override var keyHints: [KeyHint] { [KeyHint("p", "payments"), KeyHint("s", "settings")] }
}
