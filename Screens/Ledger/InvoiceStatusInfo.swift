import Declarative

/// What an invoice's status means, shown from the detail's `[i] Info` in a popover: the
/// host presents it with the popover style and `.preferredContentSize` sizing, so in regular
/// width it is a small box under the bar item, sized by this content; in compact width
/// UIKit adapts it to a sheet, which needs a way to close (`popover-compact-adaptation`):
/// Done closes it, as Escape does, either way.
struct InvoiceStatusInfo: View {
    let isVoid: Bool
    @Environment(\.dismiss) private var dismiss

    private var explanation: String {
        isVoid
            ? "This invoice was voided: it stays in the ledger for the record, "
                + "no longer counts in the balance and cannot be reopened."
            : "This invoice is waiting to be paid and counts in the balance. Voiding it cancels it for good: "
                + "it stays in the ledger but can no longer be paid."
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(isVoid ? "Void" : "Open").font(.headline).foregroundStyle(isVoid ? .red : .green)
            Text(explanation)
            Button("Done") { dismiss() }
        }
        .frame(width: 36, alignment: .leading)
        .padding(.horizontal, 1)
        .navigationTitle("Status")
    }
}
