import Foundation
import Lint
import Rules
import Testing

@Suite struct UnretainedChildHostCheckTests {
    static let rule: Set<Rule> = [.unretainedChildHost]

    static func findings(_ source: String) -> [String] {
        LintFixture.summary(LintFixture.findings(source, rules: rule))
    }

    @Test func addingOnlyTheHostsViewIsFound() {
        let source = """
            import SwiftUI
            import UIKit

            final class WalletViewController: UIViewController {
                private let balanceSlot = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let card = UIHostingController(rootView: BalanceCard(account: account))
                    card.view.translatesAutoresizingMaskIntoConstraints = false
                    balanceSlot.addSubview(card.view)
                    NSLayoutConstraint.activate([
                        card.view.topAnchor.constraint(equalTo: balanceSlot.topAnchor),
                        card.view.bottomAnchor.constraint(equalTo: balanceSlot.bottomAnchor),
                        card.view.leadingAnchor.constraint(equalTo: balanceSlot.leadingAnchor),
                        card.view.trailingAnchor.constraint(equalTo: balanceSlot.trailingAnchor),
                    ])
                }
            }
            """
        #expect(Self.findings(source) == ["unretained-child-host@11"])
    }

    @Test func theFindingNamesTheHost() throws {
        let source = """
            final class WalletViewController: UIViewController {
                func showBalance() {
                    let card = UIHostingController(rootView: BalanceCard())
                    view.addSubview(card.view)
                }
            }
            """
        let finding = try #require(LintFixture.findings(source, rules: Self.rule).first)
        #expect(finding.message.contains("'card'"))
        #expect(finding.message.contains("addChild(card)"))
        #expect(finding.message.contains("neither contained nor kept"))
        #expect(finding.column == 9)
    }

    @Test func everyWayOfAddingTheViewIsFound() {
        let source = """
            final class DashboardViewController: UIViewController {
                func install() {
                    let a = UIHostingController(rootView: A())
                    stack.addArrangedSubview(a.view)
                    let b = UIHostingController(rootView: B())
                    stack.insertArrangedSubview(b.view, at: 0)
                    let c = UIHostingController(rootView: C())
                    view.insertSubview(c.view, belowSubview: header)
                    let d = UIHostingController<D>(rootView: D())
                    frame.embed(d.view)
                }
            }
            """
        #expect(
            Self.findings(source) == [
                "unretained-child-host@4", "unretained-child-host@6", "unretained-child-host@8",
                "unretained-child-host@10",
            ])
    }

    @Test func aContainedHostIsNot() {
        let source = """
            final class WalletViewController: UIViewController {
                private var card: UIHostingController<BalanceCard>?

                func showBalance() {
                    let card = UIHostingController(rootView: BalanceCard())
                    card.sizingOptions = .intrinsicContentSize
                    addChild(card)
                    balanceSlot.addSubview(card.view)
                    card.didMove(toParent: self)
                    self.card = card
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    /// Apple orders addChild before the view, but a later addChild still contains and keeps
    /// the host: this rule's harm does not happen, so it says nothing.
    @Test func addChildAfterTheViewStillContainsTheHost() {
        let source = """
            final class WalletViewController: UIViewController {
                func showBalance() {
                    let card = UIHostingController(rootView: BalanceCard())
                    view.addSubview(card.view)
                    addChild(card)
                    card.didMove(toParent: self)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func keepingTheHostWithoutContainingItIsStillFound() {
        let source = """
            final class WalletViewController: UIViewController {
                private var card: UIHostingController<BalanceCard>?

                func showBalance() {
                    let card = UIHostingController(rootView: BalanceCard())
                    view.addSubview(card.view)
                    self.card = card
                }
            }
            """
        let found = LintFixture.findings(source, rules: Self.rule)
        #expect(LintFixture.summary(found) == ["unretained-child-host@6"])
        // Kept, so not freed: the message says only that it is not contained.
        #expect(found.first?.message.contains("never contained") == true)
        #expect(found.first?.message.contains("freed") == false)
    }

    @Test func aStoredHostNeverContainedInItsTypeIsFound() {
        let source = """
            final class ProfileViewController: UIViewController {
                private lazy var header = UIHostingController(rootView: ProfileHeader(user: user))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(self.header.view)
                }
            }
            """
        #expect(Self.findings(source) == ["unretained-child-host@6"])
    }

    @Test func aStoredHostContainedInAnotherMethodOrExtensionIsNot() {
        let source = """
            final class ProfileViewController: UIViewController {
                private let header: UIHostingController<ProfileHeader>

                init(user: User) {
                    header = UIHostingController(rootView: ProfileHeader(user: user))
                    super.init(nibName: nil, bundle: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    attachHeader()
                    view.addSubview(header.view)
                    header.didMove(toParent: self)
                }
            }

            extension ProfileViewController {
                private func attachHeader() {
                    addChild(header)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func aHostHandedToAHelperOrReturnedIsNot() {
        let source = """
            final class FeedViewController: UIViewController {
                func showBanner() {
                    let banner = UIHostingController(rootView: Banner())
                    containerView.addSubview(banner.view)
                    install(child: banner)
                }

                func makeFooter() -> UIViewController {
                    let footer = UIHostingController(rootView: Footer())
                    footerSlot.addSubview(footer.view)
                    return footer
                }

                func showOverlay(_ overlay: UIHostingController<Overlay>) {
                    view.addSubview(overlay.view)
                }

                func showTip() {
                    guard let tip = tipHost else { return }
                    view.addSubview(tip.view)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func aHostStoredInAnObservedPropertyIsNot() {
        let source = """
            final class ContainerViewController: UIViewController {
                var content: UIViewController? {
                    didSet {
                        oldValue?.removeFromParent()
                        if let content { addChild(content); content.didMove(toParent: self) }
                    }
                }

                func show() {
                    let host = UIHostingController(rootView: Summary())
                    view.addSubview(host.view)
                    self.content = host
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func viewsThatAreNotHostsAreNot() {
        let source = """
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    view.addSubview(label)
                    let legacy = LegacyChartViewController()
                    view.addSubview(legacy.view)
                    let host = UIHostingController(rootView: Footer())
                    present(host, animated: true)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    /// A cell has no addChild of its own: its fix is UIHostingConfiguration or a parent
    /// controller, which this rule does not name.
    @Test func aHostInACellOrAViewIsNot() {
        let source = """
            final class ReceiptCell: UITableViewCell {
                private let host = UIHostingController(rootView: ReceiptRow())

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(host.view)
                }
            }
            """
        #expect(Self.findings(source).isEmpty)
    }

    @Test func aControllerAndAHostDeclaredInOtherFilesAreSeen() {
        let base = """
            class BaseViewController: UIViewController {}
            final class BalanceHost: UIHostingController<BalanceCard> {}
            """
        let screen = """
            final class WalletViewController: BaseViewController {
                func showBalance() {
                    let card = BalanceHost(rootView: BalanceCard())
                    view.addSubview(card.view)
                }
            }
            """
        let found = LintFixture.findings([("Base.swift", base), ("Wallet.swift", screen)], rules: Self.rule)
        #expect(found.map { "\($0.file):\($0.line)" } == ["Wallet.swift:4"])
        // Without the other file, neither the controller nor the host is known: silent.
        #expect(LintFixture.findings([("Wallet.swift", screen)], rules: Self.rule).isEmpty)
    }

    @Test func aStoredHostOfATypeSpreadOverFilesIsNot() {
        let screen = """
            final class ProfileViewController: UIViewController {
                let header = UIHostingController(rootView: ProfileHeader())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header.view)
                }
            }
            """
        let containment = """
            extension ProfileViewController {
                func containHeader() { addChild(header) }
            }
            """
        #expect(
            LintFixture.findings(
                [("Profile.swift", screen), ("Profile+Children.swift", containment)], rules: Self.rule
            ).isEmpty)
    }

    @Test func theHostingLessonSnippets() throws {
        let rule = Rule.unretainedChildHost
        let wrong = try LintFixture.snippetFindings(rule, wrong: true)
        #expect(wrong.contains("unretained-child-host@3"), "\(wrong)")
        let right = try LintFixture.snippetFindings(rule, wrong: false)
        #expect(right.isEmpty, "\(right)")
    }
}
