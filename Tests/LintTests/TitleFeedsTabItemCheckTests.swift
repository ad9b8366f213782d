import Foundation
@testable import Lint
import Rules
import Testing

/// `TitleFeedsTabItemCheck` is not registered (its snippet is a bare `title = …` statement, with
/// no class to say whose title it is), so these tests run it on its own.
@Suite struct TitleFeedsTabItemCheckTests {
    private let tabs = """
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let inbox = UINavigationController(rootViewController: InboxViewController())
                let drafts = UINavigationController(rootViewController: DraftsViewController())
                viewControllers = [inbox, drafts]
            }
        }
        """

    @Test func aTabRootSettingAChangingTitleIsFoundAcrossFiles() {
        let drafts = """
            final class DraftsViewController: UITableViewController {
                private var drafts: [Draft] = []

                init() {
                    super.init(style: .insetGrouped)
                    title = "Drafts"
                }

                func reload() {
                    drafts = store.drafts()
                    tableView.reloadData()
                    title = "Drafts · \\(drafts.count)"
                }

                func observe() {
                    store.onChange = { [weak self] count in
                        self?.title = "Drafts (\\(count))"
                    }
                }
            }
            """
        let found = LintFixture.findings(
            of: TitleFeedsTabItemCheck(), [("Tabs.swift", tabs), ("Drafts.swift", drafts)])
        #expect(found.map { "\($0.file):\($0.line)" } == ["Drafts.swift:12", "Drafts.swift:17"])
    }

    @Test func theNavigationItemsTitleOrAFixedTitleIsRight() {
        let drafts = """
            final class DraftsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Drafts"
                }
                func reload() {
                    navigationItem.title = "Drafts · \\(drafts.count)"
                }
            }

            final class InboxViewController: UIViewController {
                init(account: Account) {
                    super.init(nibName: nil, bundle: nil)
                    title = "\\(account.name)"
                }
            }

            final class MessageViewController: UIViewController {
                // Not a tab's root: pushed inside the Inbox tab.
                func show(_ message: Message) { title = "\\(message.subject)" }
            }
            """
        #expect(
            LintFixture.findings(of: TitleFeedsTabItemCheck(), [("Tabs.swift", tabs), ("Drafts.swift", drafts)]).isEmpty
        )
    }

    @Test func aNavigationControllerWithItsOwnTabItemKeepsTheTabsName() {
        let source = """
            func makeTabs() -> UITabBarController {
                let drafts = UINavigationController(rootViewController: DraftsViewController())
                drafts.tabBarItem = UITabBarItem(title: "Drafts", image: UIImage(systemName: "doc"), tag: 1)
                let tabs = UITabBarController()
                tabs.setViewControllers([drafts], animated: false)
                return tabs
            }

            final class DraftsViewController: UIViewController {
                func reload() { title = "Drafts · \\(count)" }
            }
            """
        #expect(LintFixture.findings(of: TitleFeedsTabItemCheck(), [("App.swift", source)]).isEmpty)
    }

    /// The snippet is a statement with no class around it: alone it says nothing of whose
    /// title it sets, so it is found in place, in its lesson's tab root.
    @Test func theWrongSnippetIsFoundInPlaceInItsLessonsTabRoot() throws {
        let entry = Rule.titleFeedsTabItem.entry
        let lesson = try String(
            contentsOf: LintFixture.packageRoot.appendingPathComponent(entry.lesson), encoding: .utf8)
        #expect(LintFixture.findings(entry.wrong).isEmpty)
        let found = LintFixture.findings([(entry.lesson, lesson)]).filter { $0.rule == .titleFeedsTabItem }
        #expect(found.count == 1)
        let line = try #require(found.first).line
        let lines = lesson.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[line - 1].trimmingCharacters(in: .whitespaces) == "title = \"Drafts · \\(drafts.count)\"")
    }
}
