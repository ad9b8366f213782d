// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Observation
import Rules
import Terminal

/// `uikit-observation-tracking`: an imperative Inbox screen shows the unread count of a shared
/// `@Observable` inbox twice — in a UIKit header label and in a hosted SwiftUI row embedded
/// below it. Run marks a message read (`[m]`). Wrong: the header's text is set in
/// `viewDidLoad`, which UIKit does not track, so the header keeps saying 3 while the SwiftUI
/// row moves on to 2. Right: it is set in `viewWillLayoutSubviews`, which UIKit tracks: the
/// change lays the view out again and both say 2.
@MainActor
final class UikitObservationTrackingLesson: LessonDemonstration {
    static let rule = Rule.uikitObservationTracking
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        way == .wrong ? WrongInboxViewController() : RightInboxViewController()
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("m"))]
    }
}

/// The inbox both sides show, one model.
@MainActor
@Observable
private final class Inbox {
    private(set) var unread = 3

    /// A message is read.
    func markRead() { unread = max(0, unread - 1) }
}

/// The SwiftUI row: the same count, read in body, which SwiftUI tracks.
private struct UnreadRow: View {
    let inbox: Inbox

    var body: some View {
        Text("SwiftUI row · \(inbox.unread) unread")
    }
}

/// The stage's first screen (imperative): the UIKit header, the hosted row embedded as a
/// child host sized by its content, and a note. `[m] Mark read` reads a message.
private class InboxViewController: ViewController {
    let inbox = Inbox()
    let header = LabelPanel("")
    /// The hosted row, embedded as a child; this reference keeps it.
    private let row: HostingController<UnreadRow>

    override init() {
        row = HostingController(rootView: UnreadRow(inbox: inbox))
        row.sizingOptions = .intrinsicContentSize
        super.init()
        title = "Inbox"
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Mark read", key: "m") { [inbox] in inbox.markRead() }
        ]
    }

    override func loadView() {
        let note = LabelPanel("Run marks a message read with [m]; both lines count the same inbox.")
        note.textColor = .secondaryLabel
        header.isBold = true
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(leading: 1, trailing: 1))
        stack.addArrangedSubview(header)
        addChild(row)
        row.view.backgroundColor = .clear
        stack.addArrangedSubview(row.view)
        row.didMove(toParent: self)
        stack.addArrangedSubview(note)
        setView(stack)
    }
}

// MARK: Wrong way: the header is set in viewDidLoad, which UIKit does not track

private final class WrongInboxViewController: InboxViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        header.text = "UIKit header · \(inbox.unread) unread"
    }
}

// MARK: Right way: the header is set in viewWillLayoutSubviews, which UIKit tracks

private final class RightInboxViewController: InboxViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        header.text = "UIKit header · \(inbox.unread) unread"
    }
}
