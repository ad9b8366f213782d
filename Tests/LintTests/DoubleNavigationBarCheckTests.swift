import Foundation
import Lint
import Rules
import Testing

@Suite struct DoubleNavigationBarCheckTests {
    private let rules: Set<Rule> = [.doubleNavigationBar]

    @Test func aStackWrittenInThePushedHostsRootViewIsFound() {
        let source = """
            final class OrdersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let order = orders[indexPath.row]
                    let host = UIHostingController(rootView: NavigationStack {
                        OrderReceiptsView(order: order)
                    })
                    navigationController?.pushViewController(host, animated: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["double-navigation-bar@4"])
    }

    @Test func aViewTypeWhoseBodyIsAStackIsFoundAtThePushAcrossFiles() {
        let view = """
            import SwiftUI

            struct SettingsView: View {
                @StateObject private var model = SettingsModel()
                var body: some View {
                    NavigationView {
                        Form {
                            Toggle("Notifications", isOn: $model.notifications)
                        }
                        .navigationTitle("Settings")
                    }
                    .navigationViewStyle(.stack)
                }
            }
            """
        let controller = """
            import UIKit
            import SwiftUI

            final class ProfileViewController: UIViewController {
                @objc private func openSettings() {
                    let settings = UIHostingController(rootView: SettingsView().environmentObject(session))
                    settings.title = "Settings"
                    navigationController?.pushViewController(settings, animated: true)
                }
            }
            """
        let findings = LintFixture.findings(
            [("SettingsView.swift", view), ("ProfileViewController.swift", controller)], rules: rules)
        #expect(findings.map { "\($0.file):\($0.line)" } == ["ProfileViewController.swift:8"])
        #expect(findings.first?.message.contains("SettingsView") == true)
    }

    @Test func anAvailabilityChoiceBetweenStacksIsStillAStack() {
        let source = """
            struct AccountFlow: View {
                var body: some View {
                    if #available(iOS 16, *) {
                        NavigationStack { AccountView() }
                    } else {
                        NavigationView { AccountView() }
                    }
                }
            }

            final class HomeCoordinator {
                let navigationController: UINavigationController
                func showAccount() {
                    navigationController.pushViewController(UIHostingController(rootView: AccountFlow()), \
            animated: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["double-navigation-bar@14"])
    }

    @Test func aHostSubclassWithAStackRootIsFound() {
        let host = """
            final class OnboardingHostingController: UIHostingController<OnboardingRoot> {
                init() { super.init(rootView: OnboardingRoot()) }
                @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
            }

            struct OnboardingRoot: View {
                var body: some View {
                    NavigationStack { WelcomeView() }
                }
            }
            """
        let coordinator = """
            final class AppCoordinator {
                let navigationController = UINavigationController()
                func start() {
                    let onboarding = OnboardingHostingController()
                    navigationController.pushViewController(onboarding, animated: false)
                }
            }
            """
        let findings = LintFixture.findings(
            [("Onboarding.swift", host), ("AppCoordinator.swift", coordinator)], rules: rules)
        #expect(findings.map { "\($0.file):\($0.line)" } == ["AppCoordinator.swift:5"])
    }

    @Test func aHostWithAStackAsTheRootOfANavigationControllerIsFound() {
        let source = """
            func makeSettingsTab() -> UIViewController {
                let host = UIHostingController(rootView: NavigationStack { SettingsList() })
                let navigation = UINavigationController(rootViewController: host)
                navigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                return navigation
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source, rules: rules)) == ["double-navigation-bar@2"])
    }

    @Test func pushingTheViewWithoutAStackIsRight() {
        let source = """
            struct OrderReceiptsView: View {
                let order: Order
                @State private var showsShare = false
                var body: some View {
                    List(order.receipts) { ReceiptRow(receipt: $0) }
                        .navigationTitle("Receipts")
                        .sheet(isPresented: $showsShare) {
                            NavigationStack { ShareReceiptsView(order: order) }
                        }
                }
            }

            final class OrdersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let host = UIHostingController(rootView: OrderReceiptsView(order: orders[indexPath.row]))
                    navigationController?.pushViewController(host, animated: true)
                }
            }
            """
        #expect(LintFixture.findings(source, rules: rules).isEmpty)
    }

    @Test func presentingAHostWithItsOwnStackIsRight() {
        let source = """
            struct ComposeView: View {
                var body: some View {
                    NavigationStack { ComposeForm() }
                }
            }

            final class InboxViewController: UIViewController {
                @objc func compose() {
                    let host = UIHostingController(rootView: ComposeView())
                    host.modalPresentationStyle = .formSheet
                    present(host, animated: true)
                }
                func showInline() {
                    let sheet = UIHostingController(rootView: NavigationStack { ComposeForm() })
                    present(sheet, animated: true)
                }
            }
            """
        #expect(LintFixture.findings(source, rules: rules).isEmpty)
    }

    @Test func nearMissesStaySilent() {
        let source = """
            struct Dashboard: View {
                let embedded: Bool
                var body: some View {
                    if embedded {
                        DashboardContent()
                    } else {
                        NavigationStack { DashboardContent() }
                    }
                }
            }

            struct Feed: View {
                var body: some View {
                    VStack {
                        Header()
                        NavigationStack { FeedList() }
                    }
                }
            }

            final class HomeViewController: UIViewController {
                func open() {
                    // A view that may or may not wrap itself, a stack below a header, a view out of sight.
                    navigationController?.pushViewController(UIHostingController(rootView: Dashboard(embedded: true)), \
            animated: true)
                    navigationController?.pushViewController(UIHostingController(rootView: Feed()), animated: true)
                    navigationController?.pushViewController(UIHostingController(rootView: ExternalView()), \
            animated: true)
                }
                func openFlow() {
                    // The navigation controller's own bar is hidden: the stack draws the only bar.
                    navigationController?.setNavigationBarHidden(true, animated: false)
                    navigationController?.pushViewController(UIHostingController(rootView: NavigationStack { \
            FlowRoot() }), animated: true)
                }
                func showFromSelf() {
                    // A controller's own show pushes or presents, by where it is: out of sight.
                    show(UIHostingController(rootView: NavigationStack { FlowRoot() }), sender: self)
                }
            }
            """
        #expect(LintFixture.findings(source, rules: rules).isEmpty)
    }

    @Test func aHiddenUIKitBarLeavesOneBar() {
        let flow = """
            struct OnboardingFlow: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { WelcomeView() }
                }
            }

            struct CheckoutFlow: View {
                var body: some View {
                    NavigationStack { CartView() }
                        .toolbar(.hidden, for: .navigationBar)
                }
            }
            """
        let coordinator = """
            final class OnboardingCoordinator {
                private let navigationController = UINavigationController()
                init() {
                    navigationController.isNavigationBarHidden = true
                }
                func start() {
                    navigationController.pushViewController(UIHostingController(rootView: OnboardingFlow()), \
            animated: false)
                }
            }

            final class CartCoordinator {
                let navigationController: UINavigationController
                func start() {
                    navigationController.pushViewController(UIHostingController(rootView: CheckoutFlow()), \
            animated: true)
                }
            }
            """
        #expect(
            LintFixture.findings([("Flows.swift", flow), ("Coordinators.swift", coordinator)], rules: rules).isEmpty)
    }

    @Test func theLessonSnippetsLintAsTheRuleSays() throws {
        try NavigationLessonSnippet.expectFound(.doubleNavigationBar)
    }

    /// Every rule's right snippet, with its lesson, is free of the navigation checks' findings.
    @Test(arguments: Rule.allCases)
    func noRightSnippetBreaksANavigationRule(rule: Rule) throws {
        let navigation: Set<Rule> = [.doubleNavigationBar, .manualBackButton, .dismissOnPushedHost, .hideBarBeforePush]
        let lesson = try String(
            contentsOf: NavigationLessonSnippet.root.appendingPathComponent(rule.entry.lesson), encoding: .utf8)
        let found = LintFixture.findings(
            [("Right.swift", rule.entry.right), (rule.entry.lesson, lesson)], rules: navigation
        )
        .filter { $0.file == "Right.swift" }
        #expect(found.isEmpty, "\(rule.id): \(LintFixture.summary(found))")
    }
}

/// The rule's catalog snippets linted with the lesson file as the rest of the project: the
/// wrong one is found, the right one has no finding of any rule.
enum NavigationLessonSnippet {
    static func expectFound(_ rule: Rule, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let entry = rule.entry
        let lesson = try String(contentsOf: root.appendingPathComponent(entry.lesson), encoding: .utf8)
        let wrong = LintFixture.findings([("Wrong.swift", entry.wrong), (entry.lesson, lesson)]).filter {
            $0.file == "Wrong.swift"
        }
        #expect(
            wrong.contains { $0.rule == rule }, "\(rule.id): the wrong snippet has no finding",
            sourceLocation: sourceLocation)
        let right = LintFixture.findings([("Right.swift", entry.right), (entry.lesson, lesson)]).filter {
            $0.file == "Right.swift"
        }
        #expect(
            right.isEmpty, "\(rule.id): the right snippet has \(LintFixture.summary(right))",
            sourceLocation: sourceLocation)
    }

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}
