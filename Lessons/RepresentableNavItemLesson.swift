// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `representable-nav-item`: an invoice (imperative) whose due date is edited on a pushed
/// SwiftUI screen, around a legacy UIKit date picker shown through a representable. Run opens
/// the screen and presses `d`, Done. Wrong: the picker controller sets a Done bar button item
/// on its own navigation item; it is a child of the host, never on the stack, so the bar
/// (which reads the host's navigation item) does not show it, and `d` saves nothing. Right: the
/// representable carries `.navigationTitle` and `.toolbar`, which reach the host's item: the
/// bar shows `Due date` and `[d] Done`, and Done saves.
@MainActor
final class RepresentableNavItemLesson: LessonDemonstration {
    static let rule = Rule.representableNavItem
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        InvoiceViewController(way: way)
    }

    /// Opens the due date and presses Done, as a learner would.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.enter), .press(.character("d"))]
    }
}

/// The invoice (imperative): Enter on its due date pushes the SwiftUI editor.
@MainActor
private final class InvoiceViewController: ListViewController<String, Int> {
    private let way: LessonWay

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Invoice 42"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { cell, _ in
            cell.contentConfiguration = ListContentConfiguration(text: "Due date", secondaryText: "14 March ›")
        }
        list.onActivate = { [weak self] _ in self?.editDueDate() }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems([0])
        list.apply(snapshot)
    }

    override var keyHints: [KeyHint] {
        [KeyHint("enter", "edit")]
    }

    private func editDueDate() {
        navigationController?.pushViewController(HostingController(rootView: DueDateEditor(way: way)))
    }
}

/// The pushed editor (SwiftUI): whether Done saved the date, and the legacy picker.
private struct DueDateEditor: View {
    let way: LessonWay
    @State private var saved = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(saved ? "Saved: due 14 March" : "Not saved").foregroundStyle(.secondary)
            if way == .wrong {
                DueDatePicker(way: way, onDone: { saved = true })
            } else {
                // the host's item: the bar shows these
                DueDatePicker(way: way)
                    .navigationTitle("Due date")
                    .toolbar { ToolbarItem("Done", key: "d") { saved = true } }
            }
        }
        .padding(.horizontal, 1)
    }
}

/// The legacy picker, shown through a representable.
private struct DueDatePicker: ViewControllerRepresentable {
    let way: LessonWay
    var onDone: @MainActor () -> Void = {}

    func makeUIViewController(context: Context) -> DatePickerController {
        DatePickerController(way: way)
    }

    func updateUIViewController(_ picker: DatePickerController, context: Context) {
        picker.onDone = onDone
    }

    var focusLabel: String { "Date picker" }
}

/// The legacy date picker (an imperative controller): a month's day, drawn by a label.
@MainActor
private final class DatePickerController: ViewController {
    private let way: LessonWay
    var onDone: @MainActor () -> Void = {}

    init(way: LessonWay) {
        self.way = way
        super.init()
    }

    override func loadView() {
        setView(LabelPanel("UIKit picker  ‹ 14 March 2026 ›"))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if way == .wrong { addDoneButton() }
    }

    // MARK: Wrong way: the picker's own navigation item

    private func addDoneButton() {
        // the picker's own item: no bar reads it
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Done", key: "d") { [weak self] in self?.onDone() }
        ]
    }
}
