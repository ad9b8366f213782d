import Declarative

/// The detail's buttons: *Void invoice* (destructive; left out without `onVoid`, as for a
/// void invoice), *Receipts*, *Export…*. In a row, or stacked in the side column of the
/// two-column layout and at accessibility sizes.
struct InvoiceActions: View {
    let stacked: Bool
    let onVoid: (@MainActor () -> Void)?
    let onReceipts: (@MainActor () -> Void)?
    let onExport: (@MainActor () -> Void)?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let column = stacked || dynamicTypeSize.isAccessibilitySize
        let layout = column ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(alignment: .top))
        VStack(alignment: .leading) {
            if stacked { Text("Actions").font(.caption).foregroundStyle(.secondary) }
            layout {
                if let onVoid { Button("Void invoice", role: .destructive, action: onVoid) }
                Button("Receipts") { onReceipts?() }
                Button("Export…") { onExport?() }
            }
        }
    }
}
