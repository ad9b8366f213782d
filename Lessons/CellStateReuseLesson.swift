// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

/// `cell-state-reuse`: a checklist whose rows are hosted cell content with a toggle.
/// Wrong: the row keeps the tick in `@State`; Run ticks the first task and pages down past
/// the screen (PageDown, then Down). The first task's cell is reused for the task that comes
/// on screen; its content is updated in place, so the `@State` tick stays with the cell and
/// shows on that other task, and the title still says `Checklist`: the model never heard of
/// it. Right: the row binds the toggle to the task in the model, so the tick stays on its
/// task (Home shows it) and the title counts it.
@MainActor
final class CellStateReuseLesson: LessonDemonstration {
    static let rule = Rule.cellStateReuse
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        StageNoteViewController(
            title: "Month end",
            note: "Run opens the checklist, ticks the first task (Space) and pages down past the screen "
                + "(PageDown, Down): watch where the tick goes.")
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.perform { [way, weak stage] in
            let configure = way == .wrong ? Self.configureWrong : Self.configureRight
            stage?.pushViewController(ChecklistViewController(model: ChecklistModel(), configure: configure))
        },
         .press(.space),
         // PageDown selects the last row on screen; Down then scrolls one row, so the first
         // task's cell is reused for the task that comes on screen at the bottom.
         .press(.pageDown, .down)]
    }

    // MARK: The wrong way: the tick lives in the cell content's @State, which stays with the reused cell

    static func configureWrong(_ cell: ListCell, _ task: ChecklistTask) {
        cell.contentConfiguration = HostingConfiguration { CheckRowWithState(task: task) }
    }

    // MARK: The right way: the tick lives in the model, the row binds to it

    static func configureRight(_ cell: ListCell, _ task: ChecklistTask) {
        cell.contentConfiguration = HostingConfiguration { CheckRow(task: task) }
    }
}

// MARK: The rows and their model, namespaced by the lesson

extension CellStateReuseLesson {
    /// The wrong way's row: the tick is the cell content's own `@State`, kept by the cell
    /// whatever task it shows next.
    struct CheckRowWithState: View {
        let task: ChecklistTask
        @State private var done = false
        var body: some View {
            Toggle(task.name, isOn: $done)
        }
    }

    /// The right way's row: the toggle edits the task in the model.
    struct CheckRow: View {
        @Bindable var task: ChecklistTask
        var body: some View {
            Toggle(task.name, isOn: $task.done)
        }
    }

    /// One task of the month-end checklist. Whether it is done belongs to the task.
    @Observable
    @MainActor
    final class ChecklistTask {
        let id: Int
        let name: String
        var done = false

        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The checklist's model: sixty tasks, more than a screen holds, so rows scroll away.
    @MainActor
    final class ChecklistModel {
        let tasks: [ChecklistTask]

        init() {
            let kinds = ["Match bank line", "Chase invoice", "File receipt", "Approve refund", "Reconcile card"]
            tasks = (0..<60).map { ChecklistTask(id: $0, name: "\(kinds[$0 % kinds.count]) #\($0 + 1)") }
        }

        var doneCount: Int { tasks.filter(\.done).count }
    }
}

/// The checklist screen (imperative): a `ListView` of the tasks by identifier, each row
/// configured by the lesson's way. The title counts the ticks the model knows of.
@MainActor
private final class ChecklistViewController: ListViewController<String, Int> {
    private let model: CellStateReuseLesson.ChecklistModel

    init(model: CellStateReuseLesson.ChecklistModel,
         configure: @escaping @MainActor (ListCell, CellStateReuseLesson.ChecklistTask) -> Void) {
        self.model = model
        super.init()
        title = "Checklist"
        list.cellProvider = { [model] cell, id in configure(cell, model.tasks[id]) }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(model.tasks.map(\.id))
        list.apply(snapshot)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ModelObserver(self) { me in
            let done = me.model.doneCount
            me.title = done == 0 ? "Checklist" : "Checklist · \(done) done"
        }
    }

    override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("space", "tick")]
    }
}
