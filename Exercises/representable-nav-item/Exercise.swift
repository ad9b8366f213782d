// representable-nav-item — the wrong way.
//
// What the user suffers: r opens the due date's SwiftUI editor around the legacy picker and
// presses d. The picker's Done never shows in the bar, so `d` saves nothing: the screen stays
// "Not saved", and the user has no way to keep the date they picked.
//
// Change the code below until `seam exercises check` passes, then delete the next line.
// seam: not done
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
            DueDatePicker(onDone: { saved = true })
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

    override func viewDidLoad() {
        super.viewDidLoad()
        addDoneButton()
    }

    func addDoneButton() {
        // the picker's own item: no bar reads it
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Done", key: "d") { [weak self] in self?.onDone() }
        ]
    }
}
