// representable-nav-item — the right way.
//
// Bar items for a representable go on the representable, through the view modifiers.
import Declarative
import Hosting
import Imperative
import Terminal

/// The pushed editor (SwiftUI): whether Done saved the date, and the legacy picker.
struct DueDateEditor: View {
    @State var saved = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(saved ? "Saved: due 14 March" : "Not saved").foregroundStyle(.secondary)
            // the host's item: the bar shows these
            DueDatePicker()
                .navigationTitle("Due date")
                .toolbar { ToolbarItem("Done", key: "d") { saved = true } }
        }
        .padding(.horizontal, 1)
    }
}

/// The legacy date picker (an imperative controller): a month's day, drawn by a label.
@MainActor
final class DatePickerController: ViewController {
    var onDone: @MainActor () -> Void = {}

    override func loadView() {
        setView(LabelPanel("UIKit picker  ‹ 14 March 2026 ›"))
    }
}
