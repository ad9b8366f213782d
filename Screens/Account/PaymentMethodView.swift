import Declarative

/// One payment method, a destination of the Payments sheet's NavigationStack. *Done* calls
/// `@Environment(\.dismiss)`, which inside a destination pops it, back to the list.
struct PaymentMethodView: View {
    let method: PaymentMethod
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(method.title).font(.headline)
            Text(method.details)
            Button("Done") { dismiss() }
        }
        .padding(.horizontal, 2)
        .padding(.top, 1)
        .navigationTitle(method.title)
    }
}
