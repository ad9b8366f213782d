import Declarative
import Hosting

/// The balance card's chart: the imperative `MonthlyTotalsChartPanel` shown in declarative
/// content through a view representable. The panel is made once; every time the card
/// renders again (a void anywhere, a new locale) `updateUIView` hands it the new totals.
struct MonthlyTotalsChart: ViewRepresentable {
    let totals: [LedgerModel.MonthTotal]

    func makeUIView(context: Context) -> MonthlyTotalsChartPanel { MonthlyTotalsChartPanel() }

    func updateUIView(_ panel: MonthlyTotalsChartPanel, context: Context) {
        panel.totals = totals
        panel.locale = context.environment.locale
    }
}
