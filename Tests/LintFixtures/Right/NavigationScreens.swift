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

/// An order's receipts; a return is pushed by the UIKit side.
struct NavigationReceiptsView: View {
    let order: NavigationOrder
    let onReturn: () -> Void

    var body: some View {
        List {
            Text("Payment 1 of 2   $12.00")
            Text("Payment 2 of 2   $40.00")
            Button("Return an item", action: onReturn)
        }
        .navigationTitle("Receipts")
    }
}

/// Tracking, under the navigation controller's bar.
struct NavigationTrackingView: View {
    let order: NavigationOrder

    var body: some View {
        List(order.events) { event in
            Text(event.title)
        }
        .navigationTitle("Tracking")
    }
}

/// The delivery note: Close calls back, and the UIKit side pops.
struct NavigationDeliveryNoteView: View {
    let note: String
    let onClose: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(note)
            Button("Close", action: onClose)
        }
        .navigationTitle("Delivery note")
    }
}

/// A return form, under the system back button.
struct NavigationReturnView: View {
    let order: NavigationOrder

    var body: some View {
        Form {
            Text("Order \(order.id)")
        }
        .navigationTitle("Return")
    }
}

struct NavigationPaymentView: View {
    let order: NavigationOrder

    var body: some View {
        Text("Pay for order \(order.id)")
            .navigationTitle("Payment")
    }
}

/// Settings, under its navigation controller's bar.
struct NavigationSettingsView: View {
    @State private var notifications = true

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notifications)
        }
        .navigationTitle("Settings")
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
