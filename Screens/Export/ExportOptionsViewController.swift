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
public final class ExportOptionsViewController: ListViewController<String, ExportOptionsViewController.Row> {
    /// The rows, as the list's item identifiers.
    public enum Row: Hashable { case format, notes }

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
        list.cellProvider = { [unowned self] cell, row in configure(cell, row) }
        list.onActivate = { [unowned self] row in activate(row) }
        showRows()
        // Sent in willSet, before the new value is stored: reconfiguring only marks the rows,
        // and the cell provider reads the settings in the update phase, after the change.
        settingsSubscription = settings.objectWillChange.sink { [weak self] in self?.showRows() }
    }

    private func showRows() {
        var snapshot = ListSnapshot<String, Row>()
        snapshot.appendItems([.format, .notes])
        snapshot.reconfigureItems([.format, .notes])
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
