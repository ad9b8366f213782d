import MapKit
import SwiftUI

/// The expenses of a trip, kept by one store the list and the detail screen share.
struct CellsExpense: Identifiable, Hashable {
    let id: UUID
    var title: String
    var cents: Int
    var isApproved = false
    var isFlagged = false
}

/// One expense in the list: hosted cell content.
struct CellsExpenseRow: View {
    let expense: CellsExpense
    @State private var isFlagged = false // expect: cell-state-reuse
    @Environment(\.locale) private var locale

    var body: some View {
        HStack {
            Text(expense.title)
            Spacer()
            Text((Double(expense.cents) / 100).formatted(.currency(code: "EUR").locale(locale)))
            Button { isFlagged.toggle() } label: {
                Image(systemName: isFlagged ? "flag.fill" : "flag")
            }
        }
    }
}

/// The trip's budget header: a legacy UIKit chart shown through a controller representable.
struct CellsBudgetChart: UIViewControllerRepresentable {
    let spentCents: Int
    let budgetCents: Int

    func makeUIViewController(context: Context) -> CellsBudgetChartViewController {
        CellsBudgetChartViewController()
    }

    func updateUIViewController(_ chart: CellsBudgetChartViewController, context: Context) {
        chart.spentCents = spentCents
        chart.budgetCents = budgetCents
    }
}

/// Where an expense was paid, on a small map.
struct CellsMapPreview: UIViewRepresentable {
    let coordinate: CLLocationCoordinate2D

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.isScrollEnabled = false
        map.region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 500, longitudinalMeters: 500) // expect: representable-update
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {}
}

/// The detail of one expense, pushed from the list.
struct CellsExpenseDetail: View {
    let expense: CellsExpense
    let store: CellsExpenseStore
    @State private var isApproved: Bool

    init(expense: CellsExpense, store: CellsExpenseStore) {
        self.expense = expense
        self.store = store
        _isApproved = State(initialValue: expense.isApproved) // expect: two-sources-of-truth
    }

    var body: some View {
        Form {
            LabeledContent("Amount", value: (Double(expense.cents) / 100).formatted(.currency(code: "EUR")))
            LabeledContent("Status", value: isApproved ? "Approved" : "Waiting")
            CellsMapPreview(coordinate: CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35))
                .frame(height: 160)
        }
        .navigationTitle(expense.title)
    }
}

/// The trip screen: SwiftUI, in French, around the UIKit expenses list.
struct CellsTripScreen: View {
    let store: CellsExpenseStore

    var body: some View {
        CellsExpenseList(store: store)
            .environment(\.locale, Locale(identifier: "fr_FR"))
    }
}

struct CellsExpenseList: UIViewControllerRepresentable {
    let store: CellsExpenseStore

    func makeUIViewController(context: Context) -> CellsExpensesViewController {
        CellsExpensesViewController(store: store)
    }

    func updateUIViewController(_ list: CellsExpensesViewController, context: Context) {
        list.hostLocale = context.environment.locale
    }
}
