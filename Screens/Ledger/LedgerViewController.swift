import Imperative
import Hosting
import Terminal

/// The Ledger tab's root (imperative): every invoice in a list; Enter pushes the
/// hosted detail of the selected invoice.
@MainActor
public final class LedgerViewController: ViewController {
    private let model: LedgerModel
    private let list = ListView()

    public init(model: LedgerModel) {
        self.model = model
        super.init()
        title = "Ledger"
    }

    public override func loadView() {
        list.pinsToSuperviewEdges = true
        list.numberOfRows = { [unowned self] in model.rowCount }
        list.drawRow = { [unowned self] context, row in drawRow(&context, row) }
        list.onActivate = { [unowned self] row in showDetail(of: model.invoice(atRow: row)) }
        let root = Panel()
        root.addSubview(list)
        setView(root)
    }

    private func drawRow(_ context: inout DrawContext, _ row: ListView.RowContext) {
        let invoice = model.invoice(atRow: row.row)
        let palette = context.palette
        var style = palette.text
        if row.isSelected { style = style.with(background: palette.selection) }
        context.fill(Rect(x: 0, y: 0, width: row.width, height: 1), style: style)
        let marker = row.isSelected ? "›" : " "
        let text = "\(marker) \(invoice.title)  \(invoice.customer)"
        context.draw(DisplayWidth.truncate(text, to: row.width - 1), at: Point(x: context.mirroredX(0, width: DisplayWidth.of(text), in: row.width), y: 0), style: style)
    }

    private func showDetail(of invoice: Invoice) {
        let detail = HostingController(rootView: InvoiceDetailView(invoice: invoice, model: model))
        navigationController?.pushViewController(detail)
    }

    public override func handle(_ key: Key) -> Bool {
        _ = view
        return list.handle(key)
    }

    public override var keyHints: [(key: String, action: String)] {
        [("↑↓", "select"), ("⏎", "open")]
    }

    /// The selected row, for tests.
    public var selectedRow: Int { list.selectedRow }
}
