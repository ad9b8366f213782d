// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `representable-update`: a hosted spending report picks a month in SwiftUI state and shows
/// it on a legacy chart controller through a representable. Run presses `[n]`, the next
/// month. Wrong: the month is handed to the controller in `makeUIViewController` only, which
/// runs once, so the chart keeps the first month while the SwiftUI text moves on. Right:
/// make creates the controller and `updateUIViewController` hands it the month on every change.
@MainActor
final class RepresentableUpdateLesson: LessonDemonstration {
    static let rule = Rule.representableUpdate
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        HostingController(rootView: SpendingReport(way: way))
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("n"))]
    }
}

extension RepresentableUpdateLesson {
    /// The wrong way: the month reaches the controller in make only; the update, which runs
    /// on every change, does nothing.
    fileprivate struct MonthChartMadeOnce: ViewControllerRepresentable {
        let month: String

        func makeUIViewController(context: Context)
            -> LegacyChart {
            let chart = LegacyChart()
            chart.month = month
            return chart
        }
        func updateUIViewController(
            _ chart: LegacyChart, context: Context
        ) {}

        var focusLabel: String { "Chart" }
    }

    /// The right way: make only creates the controller; update hands it the month, at once
    /// and after every change.
    fileprivate struct MonthChart: ViewControllerRepresentable {
        let month: String

        func makeUIViewController(context: Context)
            -> LegacyChart { LegacyChart() }
        func updateUIViewController(
            _ chart: LegacyChart, context: Context
        ) {
            chart.month = month
        }

        var focusLabel: String { "Chart" }
    }

    /// The legacy chart screen (an imperative controller): one bar for the month it was
    /// given, drawn by a label.
    fileprivate final class LegacyChart: ViewController {
        static let spending = [("January", 820), ("February", 640), ("March", 910), ("April", 450)]

        var month = "" {
            didSet { label.text = Self.bar(for: month) }
        }
        private let label = LabelPanel()

        override func loadView() { setView(label) }

        /// `UIKit chart  January   ████████ $820`.
        static func bar(for month: String) -> String {
            let amount = spending.first { $0.0 == month }?.1 ?? 0
            let name = month + String(repeating: " ", count: max(1, 10 - month.count))
            return "UIKit chart       " + name + String(repeating: "█", count: amount / 100) + " $\(amount)"
        }
    }

    /// The hosted report: the month picked in SwiftUI state, the legacy chart of that month
    /// through a representable (the way decides which), and `[n] Next month` in the bar.
    fileprivate struct SpendingReport: View {
        let way: LessonWay
        @State private var month = 0

        var body: some View {
            let name = LegacyChart.spending[month].0
            VStack(alignment: .leading, spacing: 1) {
                Text("SwiftUI state     \(name)")
                if way == .wrong {
                    MonthChartMadeOnce(month: name)
                } else {
                    MonthChart(month: name)
                }
                Text("[n] picks the next month.").foregroundStyle(.secondary)
            }
            .padding(.horizontal, 1)
            .navigationTitle("Spending")
            .toolbar {
                ToolbarItem("Next month", key: "n") { month = (month + 1) % LegacyChart.spending.count }
            }
        }
    }
}
