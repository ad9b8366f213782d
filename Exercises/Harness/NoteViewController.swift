import Imperative

/// A scenario's first screen when the rule is about what happens next: a title, and a note
/// one cell in from the corner saying what `r` will do.
@MainActor
public final class NoteViewController: ViewController {
    private let note: String

    public init(title: String, note: String) {
        self.note = note
        super.init()
        self.title = title
    }

    public override func loadView() {
        let label = Label(note)
        label.textColor = .secondaryLabel
        setView(InsetPanel(content: label))
    }
}

/// One panel inset by a cell on every side but the bottom.
@MainActor
public final class InsetPanel: Panel {
    private let content: Panel

    public init(content: Panel) {
        self.content = content
        super.init()
        addSubview(content)
    }

    public override func layoutSubviews() {
        content.frame = bounds.inset(by: safeAreaInsets).inset(top: 1, leading: 1, trailing: 1)
    }
}
