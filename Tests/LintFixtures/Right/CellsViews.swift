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

/// One expense in the list: hosted cell content. The flag is the expense's, in the store.
struct CellsExpenseRow: View {
    let expense: CellsExpense
    let onToggleFlag: () -> Void
    @Environment(\.locale) private var locale

    var body: some View {
        HStack {
            Text(expense.title)
            Spacer()
            Text((Double(expense.cents) / 100).formatted(.currency(code: "EUR").locale(locale)))
            Button(action: onToggleFlag) {
                Image(systemName: expense.isFlagged ? "flag.fill" : "flag")
            }
        }
    }
}

/// The trip's budget in a cell: a bar drawn by SwiftUI, which needs no controller.
struct CellsBudgetBar: View {
    let spentCents: Int
    let budgetCents: Int

    var body: some View {
        ProgressView(value: Double(spentCents), total: Double(budgetCents))
    }
}

/// The legacy UIKit chart, shown on the hosted budget screen (a real hosting controller).
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

struct CellsBudgetScreen: View {
    let spentCents: Int

    var body: some View {
        CellsBudgetChart(spentCents: spentCents, budgetCents: 150_000)
            .navigationTitle("Budget")
    }
}

/// Where an expense was paid, on a small map that follows the coordinate.
struct CellsMapPreview: UIViewRepresentable {
    let coordinate: CLLocationCoordinate2D

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.isScrollEnabled = false
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        map.region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 500, longitudinalMeters: 500)
    }
}

/// The detail of one expense, pushed from the list: it reads the status from the expense.
struct CellsExpenseDetail: View {
    let expense: CellsExpense
    let store: CellsExpenseStore

    var body: some View {
        Form {
            LabeledContent("Amount", value: (Double(expense.cents) / 100).formatted(.currency(code: "EUR")))
            LabeledContent("Status", value: expense.isApproved ? "Approved" : "Waiting")
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
