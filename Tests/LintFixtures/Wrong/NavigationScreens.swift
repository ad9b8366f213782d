import SwiftUI

struct NavigationOrder: Identifiable {
    let id: Int
    let note: String
    let events: [NavigationEvent]
}

struct NavigationEvent: Identifiable {
    let id: Int
    let title: String
}

/// An order's receipts, with a way to ask for a return.
struct NavigationReceiptsView: View {
    let order: NavigationOrder

    var body: some View {
        List {
            Text("Payment 1 of 2   $12.00")
            Text("Payment 2 of 2   $40.00")
            NavigationLink("Return an item") { NavigationReturnView(order: order) }
        }
        .navigationTitle("Receipts")
    }
}

/// Tracking, which wraps itself in a stack of its own.
struct NavigationTrackingView: View {
    let order: NavigationOrder

    var body: some View {
        NavigationView {
            List(order.events) { event in
                Text(event.title)
            }
            .navigationTitle("Tracking")
        }
        .navigationViewStyle(.stack)
    }
}

/// The delivery note, pushed by UIKit, closing itself with the environment's dismiss.
struct NavigationDeliveryNoteView: View {
    @Environment(\.dismiss) private var dismiss // expect: dismiss-on-pushed-host
    let note: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(note)
            Button("Close") { dismiss() }
        }
        .navigationTitle("Delivery note")
    }
}

/// A return form: a destination of the receipts' list, with a hand-made back button.
struct NavigationReturnView: View {
    @Environment(\.dismiss) private var dismiss
    let order: NavigationOrder

    var body: some View {
        Form {
            Text("Order \(order.id)")
        }
        .navigationTitle("Return")
        .navigationBarBackButtonHidden(true) // expect: manual-back-button
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "chevron.left")
                }
            }
        }
    }
}

struct NavigationPaymentView: View {
    let order: NavigationOrder

    var body: some View {
        Text("Pay for order \(order.id)")
            .navigationTitle("Payment")
    }
}

/// Settings, which wraps itself in a stack of its own.
struct NavigationSettingsView: View {
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Notifications", isOn: $notifications)
            }
            .navigationTitle("Settings")
        }
    }
}

/// A new message, presented as a sheet with its own stack, closed with dismiss.
struct NavigationComposeView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Text("To:")
            }
            .navigationTitle("New message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}
