import Foundation
import Declarative
import Imperative
import Hosting
import Terminal

/// The Ledger tab's root (imperative): every invoice in a `ListView` addressed by invoice
/// number, each row declarative cell content (`HostingConfiguration` with `LedgerRow`).
/// The list and the title (`Ledger · 3 void`) are kept current by observing the shared
/// model from the imperative side; each row observes its own item, so a void shows in its
/// row without the controller touching the list. `[n] New` inserts an invoice at the top and the
/// selection stays on its invoice; Enter pushes the hosted detail. Swiping a row (Right, Left)
/// shows both kinds of swipe actions: the trailing *Void* is the list's (UIKit's provider; it
/// asks first, in an alert), the leading *Pin* the row's own (`.swipeActions` in `LedgerRow`).
/// Pinned invoices move to a *Pinned* section on top, and the selection stays on its invoice.
@MainActor
public final class LedgerViewController: ListViewController<String, Int> {
    private let model: LedgerModel
    private let settings: AppSettings

    public init(model: LedgerModel, settings: AppSettings) {
        self.model = model
        self.settings = settings
        super.init()
        title = "Ledger"
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "New", key: "n") { [weak self] in
                guard let self else { return }
                let invoice = model.addInvoice()
                window?.postAnnouncement("Added \(invoice.title) at the top")
            }
        ]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { [unowned self] cell, number in configure(cell, Invoice(number: number)) }
        list.onActivate = { [unowned self] number in showDetail(of: Invoice(number: number)) }
        list.headerTitleProvider = { [unowned self] section in
            switch section {
            case Self.pinnedSection: "Pinned"
            default: model.pinned.isEmpty ? nil : "Invoices"
            }
        }
        list.trailingSwipeActionsConfigurationProvider = { [unowned self] number in
            let invoice = Invoice(number: number)
            guard !model.isVoid(invoice) else { return nil }
            return SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Void") { [weak self] in self?.confirmVoid(invoice) }
            ])
        }
        ModelObserver(self) { me in me.list.apply(me.snapshot()) }
        ModelObserver(self) { me in me.title = Self.title(voidCount: me.model.voidCount) }
        ModelObserver(self) { me in
            _ = me.settings.locale
            var snapshot = me.snapshot()
            snapshot.reconfigureItems(me.list.visibleItemIdentifiers)
            me.list.apply(snapshot)
        }
    }

    /// `Ledger` when no invoice is void, else `Ledger · 3 void`.
    static func title(voidCount: Int) -> String {
        voidCount == 0 ? "Ledger" : "Ledger · \(voidCount) void"
    }

    static let pinnedSection = "pinned"
    static let invoicesSection = "invoices"

    /// The list in display order as stable identifiers (invoice numbers): the pinned
    /// invoices, most recently pinned first, in a section of their own; then the others —
    /// the added invoices newest first, then the original numbers as one range, never an array.
    private func snapshot() -> ListSnapshot<String, Int> {
        var snapshot = ListSnapshot<String, Int>()
        if !model.pinned.isEmpty {
            snapshot.appendSections([Self.pinnedSection])
        }
        snapshot.appendSections([Self.invoicesSection])
        snapshot.appendItems(model.extraNumbers.reversed())
        snapshot.appendItems(in: 1..<(model.invoiceCount - model.extraNumbers.count + 1))
        if !model.pinned.isEmpty {
            snapshot.deleteItems(model.pinned)
            snapshot.appendItems(model.pinned, toSection: Self.pinnedSection)
        }
        return snapshot
    }

    /// The row's hosting configuration; the cell paints the selection itself, across the
    /// whole row, and the content adapts to it (its background prominence rises).
    private func configure(_ cell: ListCell, _ invoice: Invoice) {
        cell.contentConfiguration = HostingConfiguration {
            LedgerRow(item: model.item(for: invoice)) { [unowned model] in model.togglePin(invoice) }
                .environment(\.locale, Locale(identifier: settings.locale))
        }
    }

    /// Pushes the hosted detail with the two bridges it needs: a navigator bound to this
    /// stack, injected before the host is created, and the `onVoid` callback.
    private func showDetail(of invoice: Invoice) {
        let navigator = Navigator(navigationController: navigationController)
        let detail = settings.bridge {
            InvoiceDetailView(invoice: invoice, model: model) { [weak self] in self?.void(invoice) }
                .environment(\.navigator, navigator)
        }
        navigationController?.pushViewController(HostingController(rootView: detail))
    }

    /// The trailing swipe's Void asks first, as a destructive action must: an alert whose
    /// focus starts on Cancel; only *Void* voids.
    private func confirmVoid(_ invoice: Invoice) {
        let alert = AlertController(
            title: "Void \(invoice.title)?",
            message: "A void invoice stays in the ledger and cannot be reopened.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Void", style: .destructive) { [weak self] _ in
                guard let self else { return }
                model.void(invoice)
                window?.postAnnouncement("Voided \(invoice.title)")
            })
        present(alert)
    }

    /// The callback pattern: the imperative side changes the model and pops.
    private func void(_ invoice: Invoice) {
        model.void(invoice)
        navigationController?.popViewController()
    }

    public override var keyHints: [KeyHint] {
        list.swipeActionKeyHints ?? [
            KeyHint("↑↓", "select"), KeyHint("⏎", "open"), KeyHint("←→", "actions"), KeyHint("n", "new"),
        ]
    }
}
