import Declarative

/// The detail's buttons: *Void invoice* (destructive; left out without `onVoid`, as for a
/// void invoice), *Receipts*, *Export…*. In a row when it fits (`ViewThatFits`), else
/// stacked — never a label broken inside its button; always stacked in the side column of
/// the two-column layout and at accessibility sizes.
struct InvoiceActions: View {
    let stacked: Bool
    let onVoid: (@MainActor () -> Void)?
    let onReceipts: (@MainActor () -> Void)?
    let onExport: (@MainActor () -> Void)?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading) {
            if stacked { Text("Actions").font(.caption).foregroundStyle(.secondary) }
            if stacked || dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading) { buttons }
            } else {
                ViewThatFits {
                    HStack(alignment: .top) { buttons }
                    VStack(alignment: .leading) { buttons }
                }
            }
        }
    }

    @ViewBuilder private var buttons: some View {
        if let onVoid { Button("Void invoice", role: .destructive, action: onVoid) }
        Button("Receipts") { onReceipts?() }
        Button("Export…") { onExport?() }
    }
}
