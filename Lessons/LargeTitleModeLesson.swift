// swift-format-ignore-file
// (The lesson's two code paths are its catalog snippets, verbatim and laid out for the
// lesson's code column; `make format` leaves them as they are.)
import Declarative
import Hosting
import Imperative
import Rules

/// `large-title-mode`: an imperative Accounts screen opens the hosted Statements screen,
/// which asks for `.navigationBarTitleDisplayMode(.large)`. Run presses `[s]`. Wrong: the
/// navigation bar keeps its default (`prefersLargeTitles` false), so the title stays inline
/// in the bar's one row whatever the view asks. Right: the UIKit side lets the bar show
/// large titles before pushing, and `Statements` shows large under the back item.
@MainActor
final class LargeTitleModeLesson: LessonDemonstration {
    static let rule = Rule.largeTitleMode
    private let way: LessonWay

    init(way: LessonWay) { self.way = way }

    func makeRootViewController() -> ViewController {
        AccountsViewController(way: way)
    }

    func steps(on stage: NavigationController) -> [LessonStep] {
        [.press(.character("s"))]
    }
}

/// The stage's first screen (imperative): a note and `[s] Statements`, which pushes the
/// hosted Statements screen — the wrong or the right way.
@MainActor
private final class AccountsViewController: ViewController {
    private let way: LessonWay

    init(way: LessonWay) {
        self.way = way
        super.init()
        title = "Accounts"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Statements", key: "s") { [weak self] in
            guard let self else { return }
            self.way == .wrong ? self.showStatementsWrong() : self.showStatementsRight()
        }]
    }

    override func loadView() {
        let stack = StackPanel(spacing: 1, insets: EdgeInsets(top: 1, leading: 1, trailing: 1))
        stack.addArrangedSubview(LabelPanel("Checking        •••• 4821"))
        let note = LabelPanel("[s] opens Statements, a hosted screen asking for a large title.")
        note.textColor = .secondaryLabel
        stack.addArrangedSubview(note)
        setView(stack)
    }

    // MARK: The wrong way: the bar keeps its default, inline titles only

    private func showStatementsWrong() {
        let host = HostingController(rootView:
            StatementsView()
                .navigationBarTitleDisplayMode(.large))
        navigationController?
            .pushViewController(host)
    }

    // MARK: The right way: the UIKit side lets the bar show large titles

    private func showStatementsRight() {
        navigationController?.navigationBar
            .prefersLargeTitles = true
        let host = HostingController(rootView:
            StatementsView()
                .navigationBarTitleDisplayMode(.large))
        navigationController?
            .pushViewController(host)
    }
}

/// The hosted Statements screen: one row per monthly statement.
private struct StatementsView: View {
    private static let months = [
        ("November 2026", "4 pages"), ("October 2026", "3 pages"), ("September 2026", "3 pages"),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Self.months, id: \.0) { month, pages in
                HStack(spacing: 1) {
                    Text(month).frame(width: 18, alignment: .leading)
                    Text("PDF · \(pages)").foregroundStyle(.secondary)
                }
            }
        }
        .padding(.horizontal, 1)
        .navigationTitle("Statements")
    }
}
