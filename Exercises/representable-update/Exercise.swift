// representable-update — the wrong way.
//
// What the user suffers: the chart controller gets its month in make only; r presses [n], the
// SwiftUI state moves to February and the UIKit chart stays on January.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules

extension RepresentableUpdateScenario {
    struct SpendingChart: ViewControllerRepresentable {
        let month: String

        func makeViewController(context: Context)
            -> LegacyChart {
            let chart = LegacyChart()
            chart.month = month
            return chart
        }
        func updateViewController(
            _ chart: LegacyChart, context: Context
        ) {}

        var focusLabel: String { "Chart" }
    }
}
