import Declarative
import Imperative
import Terminal

/// The legacy export screen (imperative, title `Export`), shown as a sheet in its own
/// navigation controller: Enter on *Format* pushes `ExportFormatViewController` inside the
/// sheet; Space toggles *Include notes*; `[d] Done` says what was exported in the status row
/// (`Exported Invoice #00003 as PDF, with notes`) and hands back through `onDone`. It follows
/// the settings the Combine way: a subscription to `objectWillChange`, kept in a stored
/// property, so it ends when the controller goes.
@MainActor
public final class ExportOptionsViewController: ListViewController<String, Int> {
    /// The rows; the list identifies each by its raw value, as the Ledger's list identifies
    /// invoices by number: the list's code has a copy compiled for `Int` identifiers, and runs
    /// its slower generic code for any other type.
    public enum Row: Int, CaseIterable { case format, notes }

    private let settings: ExportSettings
    /// Called by Done; the representable's coordinator closes the sheet.
    public var onDone: () -> Void = {}
    private var settingsSubscription: AnyCancellable?

    public init(settings: ExportSettings) {
        self.settings = settings
        super.init()
        title = "Export"
        navigationItem.prompt = settings.invoiceTitle
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Done", key: "d") { [weak self] in self?.done() }]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { [unowned self] cell, id in
            if let row = Row(rawValue: id) { configure(cell, row) }
        }
        list.onActivate = { [unowned self] id in
            if let row = Row(rawValue: id) { activate(row) }
        }
        showRows()
        // Sent in willSet, before the new value is stored: reconfiguring only marks the rows,
        // and the cell provider reads the settings in the update phase, after the change.
        settingsSubscription = settings.objectWillChange.sink { [weak self] in self?.showRows() }
    }

    private func showRows() {
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(Row.allCases.map(\.rawValue))
        snapshot.reconfigureItems(Row.allCases.map(\.rawValue))
        list.apply(snapshot)
    }

    private func configure(_ cell: ListCell, _ row: Row) {
        switch row {
        case .format:
            cell.contentConfiguration = ListContentConfiguration(
                text: "Format", trailingText: "\(settings.format.rawValue) ›")
        case .notes:
            cell.contentConfiguration = ListContentConfiguration(
                text: "Include notes", trailingText: settings.includeNotes ? "On" : "Off")
        }
    }

    /// Says what was exported, then hands back (the sheet closes).
    private func done() {
        window?.postAnnouncement(
            "Exported \(settings.invoiceTitle) as \(settings.format.rawValue), "
                + (settings.includeNotes ? "with notes" : "without notes"))
        onDone()
    }

    private func activate(_ row: Row) {
        switch row {
        case .format: navigationController?.pushViewController(ExportFormatViewController(settings: settings))
        case .notes: settings.includeNotes.toggle()
        }
    }

    public override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("⏎", "change"), KeyHint("d", "done")]
    }
}
