import Imperative

/// A demonstration's first screen when the rule is about what happens next: a titled,
/// imperative screen with a short note saying what Run will do (or what to press by hand).
@MainActor
final class StageNoteViewController: ViewController {
    private let note: String

    init(title: String, note: String) {
        self.note = note
        super.init()
        self.title = title
    }

    override func loadView() {
        let label = LabelPanel(note)
        label.textColor = .secondaryLabel
        let root = Panel()
        let notePanel = NotePanel(label: label)
        root.addSubview(notePanel)
        notePanel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(notePanel.edgeConstraints(equalTo: root))
        setView(root)
    }
}

/// Lays a note out one column in from the top-left corner of its controller's view.
@MainActor
private final class NotePanel: Panel {
    let label: LabelPanel

    init(label: LabelPanel) {
        self.label = label
        super.init()
        backgroundColor = .clear
        addSubview(label)
    }

    override func layoutSubviews() {
        label.frame = bounds.inset(top: 1, leading: 1, trailing: 1)
    }
}
