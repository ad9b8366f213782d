// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

/// `stable-identifiers`: an invoice list whose `[v] Void` asks for confirmation first.
/// Run selects invoice #103, presses `v`, and while the confirmation is up a new invoice
/// arrives at the top of the list; then the learner confirms. Wrong: the action captured
/// the selected row, which now shows #104, so #104 is voided. Right: the action captured
/// the invoice number and voids #103 wherever it now sits.
@MainActor
final class StableIdentifiersLesson: LessonDemonstration {
    static let rule = Rule.stableIdentifiers
    private let way: LessonWay
    private let book = BillingBook()

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        BillingInvoicesViewController(book: book, way: way)
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.down, .character("v")),
         .perform { [book] in book.receive(BillingInvoice(number: 105, customer: "Nordlicht GmbH", cents: 64_000)) },
         .press(.backTab, .enter)]  // focus starts on Cancel: the learner moves to Void first
    }
}

/// One invoice of the demonstration's book.
private struct BillingInvoice {
    let number: Int
    let customer: String
    let cents: Int
    var isVoid = false
}

/// The demonstration's model: invoices newest first, as the list shows them.
@Observable
@MainActor
private final class BillingBook {
    private(set) var invoices = [
        BillingInvoice(number: 104, customer: "Acme Corp", cents: 120_000),
        BillingInvoice(number: 103, customer: "Bistro Lune", cents: 8_650),
        BillingInvoice(number: 102, customer: "Clinic Vert", cents: 43_000),
        BillingInvoice(number: 101, customer: "Dune Surf", cents: 15_990),
    ]

    func invoice(_ number: Int) -> BillingInvoice? { invoices.first { $0.number == number } }

    /// A new invoice arrives (a sync, another device): it goes on top.
    func receive(_ invoice: BillingInvoice) { invoices.insert(invoice, at: 0) }

    func void(_ number: Int) {
        guard let i = invoices.firstIndex(where: { $0.number == number }) else { return }
        invoices[i].isVoid = true
    }

    var voidCount: Int { invoices.filter(\.isVoid).count }
}

/// The invoice list (imperative): a `ListView` by invoice number, kept current by observing
/// the book; `[v] Void` presents a hosted confirmation whose Void runs an `ItemAction`
/// made when the confirmation opened.
@MainActor
private final class BillingInvoicesViewController: ListViewController<String, Int> {
    private let book: BillingBook
    private let way: LessonWay

    init(book: BillingBook, way: LessonWay) {
        self.book = book
        self.way = way
        super.init()
        title = "Invoices"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Void", key: "v") { [weak self] in
            self?.confirmVoid()
        }]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { [book] cell, number in
            guard let invoice = book.invoice(number) else { return }
            cell.contentConfiguration = HostingConfiguration { BillingInvoiceRow(invoice: invoice) }
        }
        ModelObserver(self) { me in
            var snapshot = ListSnapshot<String, Int>()
            snapshot.appendItems(me.book.invoices.map(\.number))
            snapshot.reconfigureItems(me.list.visibleItemIdentifiers)
            me.list.apply(snapshot)
            me.title = me.book.voidCount == 0 ? "Invoices" : "Invoices · \(me.book.voidCount) void"
        }
    }

    /// Asks before voiding the selected invoice; the action is made now, run on confirm.
    private func confirmVoid() {
        guard let number = list.selectedItem, let invoice = book.invoice(number), !invoice.isVoid else { return }
        let void = way == .wrong ? voidActionWrong(for: invoice) : voidActionRight(for: invoice)
        let confirmation = HostingController(rootView: VoidConfirmation(
            invoice: invoice,
            onVoid: { [weak self] in
                void()
                self?.dismiss()
            },
            onCancel: { [weak self] in self?.dismiss() }))
        confirmation.modalPresentationStyle = .popover
        confirmation.preferredContentSize = Size(width: 40, height: 3)
        present(confirmation)
    }

    // MARK: The wrong way: the action captures the selected row

    private func voidActionWrong(for invoice: BillingInvoice) -> ItemAction<Int> {
        let book = self.book
        let row = list.selectedIndex
        return ItemAction(row: row, in: list) {
            book.void(book.invoices[$0].number)
        }
    }

    // MARK: The right way: the action captures the invoice number

    private func voidActionRight(for invoice: BillingInvoice) -> ItemAction<Int> {
        let book = self.book
        let number = invoice.number
        return ItemAction(item: number) {
            book.void($0)
        }
    }

    override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("v", "void")]
    }
}

/// One invoice row: number, customer, a `VOID` badge, the amount at the trailing edge.
private struct BillingInvoiceRow: View {
    let invoice: BillingInvoice

    var body: some View {
        HStack(spacing: 1) {
            Text("#\(invoice.number)").fixedSize()
            Text(invoice.customer).frame(maxWidth: .infinity, alignment: .leading)
            if invoice.isVoid {
                Text(" VOID ").background(.red).fixedSize()
            }
            Text(Money.format(cents: invoice.cents)).fixedSize()
        }
    }
}

/// The confirmation (hosted, presented as a popover): what will be voided, Void and Cancel.
private struct VoidConfirmation: View {
    let invoice: BillingInvoice
    let onVoid: @MainActor () -> Void
    let onCancel: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("Void invoice #\(invoice.number) for \(invoice.customer)?").bold()
            Text("A void invoice cannot be paid.").foregroundStyle(.secondary)
            HStack {
                Button("Void #\(invoice.number)", role: .destructive) { onVoid() }
                Button("Cancel") { onCancel() }
            }
        }
        .padding(.horizontal, 1)
        .navigationTitle("Void invoice")
    }
}
