// representable-update — the right way.
//
// A representable does input-dependent work in update, not in make (make runs once).
import Declarative
import Hosting
import Imperative
import Rules

extension RepresentableUpdateScenario {
    struct SpendingChart: ViewControllerRepresentable {
        let month: String

        func makeViewController(context: Context)
            -> LegacyChart { LegacyChart() }
        func updateViewController(
            _ chart: LegacyChart, context: Context
        ) {
            chart.month = month
        }

        var focusLabel: String { "Chart" }
    }
}
