// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Imperative
import Rules
import Terminal

/// `title-feeds-tab-item`: a small app inside the stage — a tab bar controller with an Inbox
/// and a Drafts tab, each a navigation controller whose tab is named by its root screen's
/// title (the stage's own bar is hidden, so the tabs draw the only bars). The Drafts screen
/// shows how many drafts there are in its title ("Drafts · 3") once `n` writes a third.
/// Wrong: it sets `title`, which updates the tab-bar item too, so the tab is renamed with every
/// draft. Right: it sets `navigationItem.title`; the bar shows the count, the tab stays Drafts.
@MainActor
final class TitleFeedsTabItemLesson: LessonDemonstration {
    static let rule = Rule.titleFeedsTabItem
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    /// The app: Inbox and Drafts tabs, each with its own stack, Drafts selected.
    func makeRootViewController() -> ViewController {
        let inbox = NavigationController(rootViewController: StageNoteViewController(
            title: "Inbox", note: "The Drafts tab shows the lesson."))
        let drafts = NavigationController(rootViewController: DraftsViewController(way: way))
        let tabs = TabBarController(viewControllers: [inbox, drafts])
        tabs.selectTab(at: 1)
        tabs.title = "Mail"
        return tabs
    }

    /// The tabs' navigation controllers draw the bars; the stage's is hidden.
    func prepare(_ stage: NavigationController) {
        stage.isNavigationBarHidden = true
    }

    /// Writes a third draft, as `n` does.
    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("n"))]
    }
}

/// The Drafts tab's first screen (imperative): the drafts written so far (two to begin
/// with), and their count in the title once a draft is written.
@MainActor
private final class DraftsViewController: ListViewController<String, Int> {
    private let way: LessonWay
    private var drafts = [1, 2]

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Drafts"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cellProvider = { cell, n in
            cell.contentConfiguration = ListContentConfiguration(text: "Draft \(n)", secondaryText: "Not sent")
        }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(drafts)
        list.apply(snapshot)
    }

    override func handle(_ key: Key) -> Bool {
        _ = view
        if key == .character("n") {
            write()
            return true
        }
        return super.handle(key)
    }

    override var keyHints: [KeyHint] {
        [KeyHint("n", "new draft")]
    }

    /// Adds a draft and shows the count in the title.
    private func write() {
        drafts.append(drafts.count + 1)
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendItems(drafts)
        list.apply(snapshot)
        way == .wrong ? showCountWrong() : showCountRight()
    }

    // MARK: Wrong way: title, which the tab-bar item takes too

    private func showCountWrong() {
        // the tab bar shows this title too
        title = "Drafts · \(drafts.count)"
    }

    // MARK: Right way: the navigation item's title, for the bar only

    private func showCountRight() {
        // the bar only: the tab keeps its name
        navigationItem.title = "Drafts · \(drafts.count)"
    }
}
