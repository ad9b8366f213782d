import Lint
import Rules
import Testing

@Suite struct HideBarBeforePushCheckTests {
    @Test func settingTheFlagAfterThePushIsFound() {
        let source = """
            final class InboxViewController: UIViewController {
                func open(_ message: Message) {
                    let detail = UIHostingController(rootView: MessageView(message: message))
                    navigationController?.pushViewController(detail, animated: true)
                    detail.hidesBottomBarWhenPushed = true
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["hide-bar-before-push@5"])
    }

    @Test func settingTheFlagBeforeThePushIsNot() {
        let source = """
            final class InboxViewController: UIViewController {
                func open(_ message: Message) {
                    let detail = UIHostingController(rootView: MessageView(message: message))
                    detail.hidesBottomBarWhenPushed = true
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aStoredHostFlaggedAfterItsPushIsFound() {
        let source = """
            final class ProfileCoordinator {
                private let navigationController: UINavigationController
                private lazy var settings = UIHostingController(rootView: SettingsView())

                func showSettings() {
                    self.navigationController.pushViewController(self.settings, animated: true)
                    if hidesTabs {
                        return
                    }
                    self.settings.hidesBottomBarWhenPushed = true
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["hide-bar-before-push@10"])
    }

    @Test func theLessonSnippetsLintAsTheRuleSays() throws {
        try NavigationLessonSnippet.expectFound(.hideBarBeforePush)
    }

    @Test func anotherControllersFlagIsNot() {
        let source = """
            func open() {
                navigationController?.pushViewController(detail, animated: true)
                other.hidesBottomBarWhenPushed = true
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }
}
