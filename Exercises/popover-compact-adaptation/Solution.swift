// popover-compact-adaptation — the right way.
//
// A popover becomes a sheet in compact width: keep it a popover with
// .presentationCompactAdaptation, or give the sheet a way to close.
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension SalesReport {
    var filterButton: some View {
        Button("Filter…") { isFiltering = true }
            .popover(isPresented: $isFiltering) {
                FilterMenu(filter: $filter)
                    // a popover in compact width too
                    .presentationCompactAdaptation(.popover)
            }
    }
}
