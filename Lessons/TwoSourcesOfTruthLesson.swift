// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

/// `two-sources-of-truth`: an imperative Invoices screen and the hosted row embedded in it
/// share one invoice. Run voids it from the imperative side (`[v]`). Wrong: the row copied
/// `isVoid` into `@State` when it was made, so the title says `1 void` while the row still
/// says Open and offers Void. Right: the row reads the model in body and says Void.
@MainActor
final class TwoSourcesOfTruthLesson: LessonDemonstration {
    static let rule = Rule.twoSourcesOfTruth
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        let invoice = SharedInvoice(number: 42, amount: "$120.00")
        return InvoicesViewController(invoice: invoice, row: Self.row(for: invoice, way: way))
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("v"))]
    }

    private static func row(for invoice: SharedInvoice, way: LessonWay) -> HostingController<AnyView> {
        HostingController(rootView: way == .wrong
            ? AnyView(CopiedStatusRow(invoice: invoice))
            : AnyView(ModelStatusRow(invoice: invoice)))
    }
}

/// The wrong way: the row keeps its own copy of a fact the model owns.
private struct CopiedStatusRow: View {
    let invoice: SharedInvoice
    @State private var isVoid: Bool

    init(invoice: SharedInvoice) {
        self.invoice = invoice
        _isVoid = State(
            initialValue: invoice.isVoid)
    }

    var body: some View { StatusRow(invoice: invoice, isVoid: isVoid) }
}

/// The right way: the row reads the fact from the one model both sides observe.
private struct ModelStatusRow: View {
    let invoice: SharedInvoice

    var body: some View {
        StatusRow(invoice: invoice,
                  isVoid: invoice.isVoid)
    }
}

/// One invoice, the model the imperative screen and the hosted row share.
@MainActor
@Observable
private final class SharedInvoice {
    let number: Int
    let amount: String
    var isVoid = false

    init(number: Int, amount: String) {
        self.number = number
        self.amount = amount
    }
}

/// What both rows draw: the invoice, its status as the row knows it, and `Void` while open.
private struct StatusRow: View {
    let invoice: SharedInvoice
    let isVoid: Bool

    var body: some View {
        HStack(spacing: 3) {
            Text("Invoice \(invoice.number)")
            Text(invoice.amount)
            Text(isVoid ? "Void" : "Open").foregroundStyle(isVoid ? .red : .green)
            if !isVoid { Button("Void") { invoice.isVoid = true } }
        }
        .padding(.horizontal, 1)
    }
}

/// The stage's first screen (imperative): its title counts void invoices from the model
/// (`Invoices · 1 void`), `[v] Void 42` voids from this side while it is open, and the hosted row is
/// embedded below a note as a child host sized by its content. Keys go to the row first.
private final class InvoicesViewController: ViewController {
    private let invoice: SharedInvoice
    /// The hosted row, embedded as a child; this reference keeps it.
    private let row: HostingController<AnyView>

    init(invoice: SharedInvoice, row: HostingController<AnyView>) {
        self.invoice = invoice
        self.row = row
        row.sizingOptions = .intrinsicContentSize
        super.init()
    }

    override func loadView() {
        let note = LabelPanel("Run voids invoice 42 with [v] up here. The row below is hosted.")
        note.textColor = .secondaryLabel
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        stack.addArrangedSubview(note)
        setView(stack)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(row)
        row.view.backgroundColor = .clear
        (view as? StackPanel)?.addArrangedSubview(row.view)
        row.didMove(toParent: self)
        ModelObserver(self) { me in me.apply(isVoid: me.invoice.isVoid) }
    }

    /// The imperative side follows the model: the title counts the void invoice, and
    /// `[v] Void 42` is offered only while the invoice is open.
    private func apply(isVoid: Bool) {
        let invoice = self.invoice
        title = isVoid ? "Invoices · 1 void" : "Invoices"
        navigationItem.rightBarButtonItems = isVoid ? [] : [
            BarButtonItem(title: "Void \(invoice.number)", key: "v") { invoice.isVoid = true },
        ]
    }

    override func handle(_ key: Key) -> Bool { row.handle(key) }
}
