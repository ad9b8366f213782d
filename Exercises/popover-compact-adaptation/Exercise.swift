// popover-compact-adaptation — the wrong way.
//
// What the user suffers: the stage runs in a compact width (its traitOverrides), and r presses
// the report's Filter… button. Its .popover, written for an iPad, adapts to a sheet that
// covers the report, and the filter menu in it has no close button: the rule fires.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

extension SalesReport {
    var filterButton: some View {
        Button("Filter…") { isFiltering = true }
            .popover(isPresented: $isFiltering) {
                // written for a popover: a tap outside closes it
                FilterMenu(filter: $filter)
            }
    }
}
