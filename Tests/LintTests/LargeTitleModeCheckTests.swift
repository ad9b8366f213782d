import Foundation
@testable import Lint
import Rules
import Testing

/// `LargeTitleModeCheck` is not registered (its lesson's right way sets prefersLargeTitles, which
/// silences the wrong snippet linted with the lesson), so these tests run it on its own.
@Suite struct LargeTitleModeCheckTests {
    @Test func aLargeTitleOnAPushedHostWithNoBarPreferringLargeTitlesIsFound() {
        let source = """
            final class AccountsViewController: UIViewController {
                @objc private func showStatements() {
                    let host = UIHostingController(rootView: StatementsView()
                        .navigationBarTitleDisplayMode(.large))
                    navigationController?.pushViewController(host, animated: true)
                }
            }
            """
        #expect(LintFixture.summary(of: LargeTitleModeCheck(), [("Fixture.swift", source)]) == ["large-title-mode@4"])
    }

    @Test func aPushedViewAskingForALargeTitleIsFoundAcrossFiles() {
        let view = """
            struct StatementsView: View {
                var body: some View {
                    List(statements) { StatementRow(statement: $0) }
                        .navigationTitle("Statements")
                        .navigationBarTitleDisplayMode(.large)
                }
            }
            """
        let controller = """
            final class AccountsViewController: UIViewController {
                func showStatements() {
                    navigationController?.pushViewController(UIHostingController(rootView: StatementsView()), \
            animated: true)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.largeTitleDisplayMode = .always
                }
            }
            """
        let found = LintFixture.findings(
            of: LargeTitleModeCheck(), [("StatementsView.swift", view), ("Accounts.swift", controller)])
        #expect(found.map { "\($0.file):\($0.line)" } == ["Accounts.swift:7", "StatementsView.swift:5"])
    }

    @Test func aBarPreferringLargeTitlesAnywhereSilencesIt() {
        let scene = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, \
            options: UIScene.ConnectionOptions) {
                    let navigation = UINavigationController(rootViewController: AccountsViewController())
                    navigation.navigationBar.prefersLargeTitles = true
                    window?.rootViewController = navigation
                }
            }
            """
        let controller = """
            final class AccountsViewController: UIViewController {
                func showStatements() {
                    let host = UIHostingController(rootView: StatementsView().navigationBarTitleDisplayMode(.large))
                    navigationController?.pushViewController(host, animated: true)
                }
            }
            """
        #expect(
            LintFixture.findings(
                of: LargeTitleModeCheck(), [("SceneDelegate.swift", scene), ("Accounts.swift", controller)]
            ).isEmpty)
    }

    @Test func swiftUIsOwnStacksAndStoryboardsStaySilent() {
        let swiftUI = """
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Mail") }
                            .navigationTitle("Inbox")
                            .navigationBarTitleDisplayMode(.large)
                    }
                }
            }

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, \
            options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UIHostingController(rootView: InboxView())
                    // A stack in the host's root view shows its own large titles.
                    let other = UIHostingController(rootView: NavigationStack { \
            Feed().navigationBarTitleDisplayMode(.large) })
                    _ = other
                }
            }
            """
        #expect(LintFixture.findings(of: LargeTitleModeCheck(), [("App.swift", swiftUI)]).isEmpty)
        let storyboard = """
            final class AccountsViewController: UIViewController {
                @IBOutlet private var balanceLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.largeTitleDisplayMode = .always
                }
            }
            """
        #expect(LintFixture.findings(of: LargeTitleModeCheck(), [("Accounts.swift", storyboard)]).isEmpty)
    }

    /// The wrong snippet breaks the rule on its own; with its lesson's file it is silent, since
    /// that file's right way sets prefersLargeTitles, a fact of the whole set of files.
    @Test func theWrongSnippetBreaksTheRuleAloneAndNotBesideItsRightWay() throws {
        let entry = Rule.largeTitleMode.entry
        let lesson = try String(
            contentsOf: LintFixture.packageRoot.appendingPathComponent(entry.lesson), encoding: .utf8)
        #expect(LintFixture.summary(LintFixture.findings(entry.wrong)) == ["large-title-mode@3"])
        #expect(
            LintFixture.findings([("Wrong.swift", entry.wrong), (entry.lesson, lesson)]).filter {
                $0.file == "Wrong.swift"
            }.isEmpty)
    }
}
