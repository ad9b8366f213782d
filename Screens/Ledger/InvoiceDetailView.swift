import Declarative
import Hosting
import Lessons

/// The hosted detail of one invoice, titled `Invoice #00042` through `.navigationTitle`,
/// with `[v] Void` in the bar through `.toolbar`. The note is bound two-way to the shared
/// model, so it survives popping and pushing again. Focus order is the actions, then the
/// note: focus starts on *Receipts* (a destructive button never takes initial focus) and
/// Tab/Down reach the note after the buttons. In regular width the actions become a side
/// column; rows become columns at accessibility sizes.
///
/// Each action shows one interop pattern: *Void invoice* asks first, in a
/// `.confirmationDialog` the host presents as an `AlertController`, and its *Void Invoice*
/// calls `onVoid`, a callback the imperative side supplies (it voids and pops); *Receipts*
/// pushes `ReceiptsView` onto the imperative stack through the environment's navigator;
/// *Export…* presents the legacy imperative export flow as a sheet, through a representable;
/// `[i] Info` explains the status in a popover (a sheet in compact width).
/// A void invoice offers no Void, neither the button nor `[v]`.
public struct InvoiceDetailView: View {
    public let invoice: Invoice
    let model: LedgerModel
    let onVoid: (@MainActor () -> Void)?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.navigator) private var navigator
    @Environment(\.locale) private var locale
    @State private var isExporting = false
    @State private var isConfirmingVoid = false
    @State private var isShowingStatusInfo = false

    public init(invoice: Invoice, model: LedgerModel, onVoid: (@MainActor () -> Void)? = nil) {
        self.invoice = invoice
        self.model = model
        self.onVoid = onVoid
    }

    private func showReceipts() {
        navigator.push(ReceiptsView(invoice: invoice).environment(\.locale, locale))
    }

    private var twoColumns: Bool { horizontalSizeClass == .regular }
    private var sectionSpacing: Int { verticalSizeClass == .compact ? 0 : 1 }

    private var note: Binding<String> {
        let model = self.model, invoice = self.invoice
        return Binding(get: { model.note(for: invoice) }, set: { model.setNote($0, for: invoice) })
    }

    private func confirmVoid() { isConfirmingVoid = true }

    public var body: some View {
        let canVoid = !model.isVoid(invoice)
        let layout =
            twoColumns
            ? AnyLayout(HStackLayout(alignment: .top, spacing: 4))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: sectionSpacing))
        ScrollView {
            layout {
                if twoColumns {
                    InvoiceActions(
                        stacked: true, onVoid: canVoid ? confirmVoid : nil, onReceipts: showReceipts,
                        onExport: { isExporting = true })
                } else {
                    InvoiceFacts(invoice: invoice, model: model)
                }
                if twoColumns {
                    VStack(alignment: .leading, spacing: sectionSpacing) {
                        InvoiceFacts(invoice: invoice, model: model)
                        TextField("Note", text: note, prompt: "Add a note")
                    }
                } else {
                    InvoiceActions(
                        stacked: false, onVoid: canVoid ? confirmVoid : nil, onReceipts: showReceipts,
                        onExport: { isExporting = true })
                    TextField("Note", text: note, prompt: "Add a note")
                }
            }
            .padding(.horizontal)
            .padding(.top)
        }
        .sheet(isPresented: $isExporting) {
            ExportSheet(invoiceTitle: invoice.title) { isExporting = false }
        }
        .confirmationDialog("Void \(invoice.title)?", isPresented: $isConfirmingVoid, titleVisibility: .visible) {
            Button("Void Invoice", role: .destructive) { onVoid?() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text(
                "\(invoice.customer) · \(Money.format(cents: invoice.amountCents, locale: locale)). "
                    + "A void invoice stays in the ledger and cannot be reopened.")
        }
        .popover(isPresented: $isShowingStatusInfo) {
            InvoiceStatusInfo(isVoid: !canVoid)
        }
        .navigationTitle(invoice.title)
        .toolbar {
            ToolbarItem("Info", key: "i") { isShowingStatusInfo = true }
            if canVoid { ToolbarItem("Void", key: "v", action: confirmVoid) }
        }
    }
}
