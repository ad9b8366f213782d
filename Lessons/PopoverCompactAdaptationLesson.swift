// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `popover-compact-adaptation`: a sales report, a SwiftUI screen, whose Filter button shows
/// a small filter menu in a popover — written for an iPad, where a tap outside closes it. The
/// stage is narrowed to a compact width (`traitOverrides`), as on an iPhone. Wrong: the
/// popover adapts to a sheet that covers the report, and the menu has no close button.
/// Right: the content asks `.presentationCompactAdaptation(.popover)`; it stays a small
/// popover beside the report, which shows through.
@MainActor
final class PopoverCompactAdaptationLesson: LessonDemonstration {
    static let rule = Rule.popoverCompactAdaptation
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        HostingController(rootView: SalesReport(way: way))
    }

    /// The app runs in a compact width, as on an iPhone, whatever the terminal's width.
    func prepare(_ stage: NavigationController) {
        stage.traitOverrides.horizontalSizeClass = .compact
    }

    /// Presses Filter…, the report's button.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.enter)]
    }
}

/// Which invoices the report counts.
private enum SalesFilter: String, CaseIterable {
    case all = "All"
    case paid = "Paid"
    case unpaid = "Unpaid"
}

/// The report (SwiftUI): totals for the filter, and the Filter… button with its popover.
private struct SalesReport: View {
    let way: LessonWay
    @State private var isFiltering = false
    @State private var filter = SalesFilter.all

    var body: some View {
        VStack(alignment: .leading) {
            Text("Invoices: \(filter.rawValue)")
            Text("March  $1,240.00")
            Text("April    $980.50")
            if way == .wrong { filterButtonWrong } else { filterButtonRight }
        }
        .padding(.horizontal, 1)
        .navigationTitle("Sales")
    }

    // MARK: Wrong way: the popover adapts to a sheet

    private var filterButtonWrong: some View {
        Button("Filter…") { isFiltering = true }
            .popover(isPresented: $isFiltering) {
                // written for a popover: a tap outside closes it
                FilterMenu(filter: $filter)
            }
    }

    // MARK: Right way: it stays a popover in compact width

    private var filterButtonRight: some View {
        Button("Filter…") { isFiltering = true }
            .popover(isPresented: $isFiltering) {
                FilterMenu(filter: $filter)
                    // a popover in compact width too
                    .presentationCompactAdaptation(.popover)
            }
    }
}

/// The filter menu (SwiftUI): a choice of three, and no close button — a popover needs none.
private struct FilterMenu: View {
    @Binding var filter: SalesFilter

    var body: some View {
        VStack(alignment: .leading) {
            Text("Show invoices")
            ForEach(SalesFilter.allCases, id: \.self) { option in
                Button((option == filter ? "● " : "○ ") + option.rawValue) { filter = option }
            }
        }
    }
}
