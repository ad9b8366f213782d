// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

/// `host-keyboard-inset`: a UIKit Notes screen, a UIKit text field on top, the notes under it
/// and a small hosted totals footer pinned to the bottom, self-sizing. The stage stands for
/// the phone's screen: while a text field in it edits, the software keyboard covers its
/// bottom. Run presses `[n] New note` and types: the keyboard comes up over the footer.
/// Wrong: the host keeps its default safe area regions, takes the keyboard into its safe area
/// and grows by it: the totals jump above the keyboard and the notes lose the rows it took.
/// Right: with `safeAreaRegions = []` the footer stays put behind the keyboard's edge and the
/// notes keep their rows.
@MainActor
final class HostKeyboardInsetLesson: LessonDemonstration {
    static let rule = Rule.hostKeyboardInset
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        NotesViewController(way: way)
    }

    /// The stage is the phone's screen: a text field editing in it shows the keyboard.
    func prepare(_ stage: NavigationController) {
        stage.presentsSoftwareKeyboard = true
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("n"), .character("T"), .character("e"), .character("a"))]
    }
}

/// The notes, which the footer counts.
@MainActor
@Observable
private final class NoteList {
    private(set) var items = ["Milk and eggs", "Call the plumber", "Book the dentist"]

    var words: Int { items.reduce(0) { $0 + $1.split(separator: " ").count } }

    func add(_ note: String) {
        guard !note.isEmpty else { return }
        items.append(note)
    }
}

/// The stage's first screen (imperative): the `New note` field, the notes, and the hosted
/// totals footer, embedded as a child host the wrong or the right way. `[n] New note` starts
/// editing; Enter adds the note, Escape ends editing.
@MainActor
private final class NotesViewController: ViewController {
    private let notes = NoteList()
    private let way: LessonWay
    private let field = Imperative.TextField(placeholder: "New note")

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Notes"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "New note", key: "n") { [weak self] in
            self?.field.becomeFirstResponder()
        }]
    }

    override func loadView() {
        setView(NotesPanel(field: field))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        way == .wrong ? embedTotalsWrong() : embedTotalsRight()
        ModelObserver(self) { me in
            (me.view as? NotesPanel)?.show(me.notes.items)
        }
    }

    /// Enter adds what was typed as a note; the field keeps editing the next one.
    override func handle(_ key: Key) -> Bool {
        if key == .enter, field.isFirstResponder {
            notes.add(field.text ?? "")
            field.text = ""
            return true
        }
        return super.handle(key)
    }

    override var keyHints: [KeyHint] {
        field.isFirstResponder ? [KeyHint("enter", "add"), KeyHint("esc", "done")] : []
    }

    // MARK: The wrong way: the host takes the keyboard into its safe area

    private func embedTotalsWrong() {
        let totals = HostingController(
            rootView: NoteTotals(notes: notes))
        totals.sizingOptions = .intrinsicContentSize
        addChild(totals)
        view.addSubview(totals.view)
        totals.didMove(toParent: self)
    }

    // MARK: The right way: no safe area regions, the footer stays put

    private func embedTotalsRight() {
        let totals = HostingController(
            rootView: NoteTotals(notes: notes))
        totals.sizingOptions = .intrinsicContentSize
        totals.safeAreaRegions = []
        addChild(totals)
        view.addSubview(totals.view)
        totals.didMove(toParent: self)
    }
}

/// The Notes screen's panel, laid out as constraints would: the field on the top row, what
/// else the controller adds (the footer) pinned to the bottom at its intrinsic height, and the
/// notes a row each between them, as many as fit above the footer's top.
@MainActor
private final class NotesPanel: Panel {
    private let field: Imperative.TextField
    private var rows: [LabelPanel] = []

    init(field: Imperative.TextField) {
        self.field = field
        super.init()
        addSubview(field)
    }

    func show(_ notes: [String]) {
        for row in rows { row.removeFromSuperview() }
        rows = notes.map { LabelPanel("• \($0)") }
        for row in rows { addSubview(row) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        field.frame = Rect(x: 1, y: 0, width: max(0, min(bounds.width - 2, 40)), height: 1)
        var footerTop = bounds.height
        for footer in subviews where footer !== field && !rows.contains(where: { $0 === footer }) {
            let height = min(bounds.height, footer.intrinsicContentSize?.height ?? 1)
            footerTop = bounds.height - height
            footer.frame = Rect(x: 0, y: footerTop, width: bounds.width, height: height)
        }
        for (i, row) in rows.enumerated() {
            row.isHidden = 1 + i >= footerTop
            row.frame = Rect(x: 2, y: 1 + i, width: max(0, bounds.width - 3), height: 1)
        }
    }
}

/// The hosted totals footer: how many notes, and their words.
private struct NoteTotals: View {
    let notes: NoteList

    var body: some View {
        Text("Σ \(notes.items.count) notes · \(notes.words) words")
            .bold()
            .padding(.horizontal, 1)
    }
}
