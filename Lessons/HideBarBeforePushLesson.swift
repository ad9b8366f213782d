// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules
import Terminal

/// `hide-bar-before-push`: a small app inside the stage — a tab bar controller with an Inbox
/// and a Settings tab, each a navigation controller (the stage's own bar is hidden, so the
/// tabs draw the only bars). Enter on a message pushes the message, a SwiftUI screen, which
/// should cover the tab bar. Wrong: the host's `hidesBottomBarWhenPushed` is set after the
/// push — the navigation controller has already read it, so the tab bar stays under the
/// message. Right: it is set before the push; the tab bar hides, and comes back on Escape.
@MainActor
final class HideBarBeforePushLesson: LessonDemonstration {
    static let rule = Rule.hideBarBeforePush
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    /// The app: Inbox and Settings tabs, each with its own stack.
    func makeRootViewController() -> ViewController {
        let inbox = NavigationController(rootViewController: InboxViewController(way: way))
        inbox.tabBarItem.title = "Inbox"
        let settings = NavigationController(rootViewController: StageNoteViewController(
            title: "Settings", note: "The Inbox tab shows the lesson."))
        settings.tabBarItem.title = "Settings"
        let tabs = TabBarController(viewControllers: [inbox, settings])
        tabs.title = "Mail"
        return tabs
    }

    /// The tabs' navigation controllers draw the bars; the stage's is hidden.
    func prepare(_ stage: NavigationController) {
        stage.isNavigationBarHidden = true
    }

    /// Opens the first message, as Enter on it does.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.enter)]
    }
}

/// A message of the demonstration's inbox.
private struct InboxMessage {
    let id: Int
    let sender: String
    let subject: String
}

/// The Inbox tab's first screen (imperative): a list of messages; Enter opens the selected
/// one as a hosted SwiftUI screen.
@MainActor
private final class InboxViewController: ListViewController<String, Int> {
    private let way: LessonWay
    private let messages = [
        InboxMessage(id: 1, sender: "Ines", subject: "Invoice 42 is paid"),
        InboxMessage(id: 2, sender: "Marc", subject: "Lunch on Friday?"),
    ]

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Inbox"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { [messages] cell, id in
            guard let m = messages.first(where: { $0.id == id }) else { return }
            cell.contentConfiguration = ListContentConfiguration(text: m.sender, secondaryText: m.subject)
        }
        list.onActivate = { [weak self] id in self?.open(id) }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(messages.map(\.id))
        list.apply(snapshot)
    }

    override var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("enter", "open")]
    }

    /// Pushes the message's screen, a host of a SwiftUI view, which should hide the tab bar.
    private func open(_ id: Int) {
        guard let message = messages.first(where: { $0.id == id }) else { return }
        let host = HostingController(rootView: MessageScreen(message: message))
        way == .wrong ? openWrong(host) : openRight(host)
    }

    // MARK: Wrong way: the flag is set after the push

    private func openWrong(_ host: HostingController<MessageScreen>) {
        navigationController?.pushViewController(host)
        // too late: the push has read the flag
        host.hidesBottomBarWhenPushed = true
    }

    // MARK: Right way: the flag is set before the push

    private func openRight(_ host: HostingController<MessageScreen>) {
        // before the push, which reads it
        host.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(host)
    }
}

/// The pushed message (SwiftUI): who sent it, the subject, and a reply line at the bottom,
/// where the tab bar should not be.
private struct MessageScreen: View {
    let message: InboxMessage

    var body: some View {
        VStack(alignment: .leading) {
            Text("From: \(message.sender)")
            Text(message.subject)
            Spacer()
            Text("Reply ›")
        }
        .padding(.horizontal, 1)
        .navigationTitle("Message")
    }
}
