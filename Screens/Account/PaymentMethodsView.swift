import Declarative

/// The Payments sheet, a flow already migrated: Account presents it as a hosting controller
/// whose view brings its own NavigationStack (presented, so its bar is the only one). Each
/// method is a `NavigationLink` onto the stack's path. `@Environment(\.dismiss)` does what
/// SwiftUI's does where it is read: in a method's screen *Done* pops that screen; at the
/// stack's root *Close* dismisses the presented host.
public struct PaymentMethodsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var path: [PaymentMethod] = []

    public init() {}

    public var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 1) {
                Text("Customers can pay by").foregroundStyle(.secondary)
                VStack(alignment: .leading) {
                    ForEach(PaymentMethod.allCases, id: \.self) { method in
                        NavigationLink(method.title, value: method)
                    }
                }
                Button("Close") { dismiss() }
            }
            .padding(.horizontal, 2)
            .padding(.top, 1)
            .navigationTitle("Payments")
            .navigationDestination(for: PaymentMethod.self) { PaymentMethodView(method: $0) }
        }
    }
}
