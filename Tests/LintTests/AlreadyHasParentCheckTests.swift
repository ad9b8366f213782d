import Lint
import Rules
import Testing

@Suite struct AlreadyHasParentCheckTests {
    /// A card contained in viewDidLoad and pushed from another method, never removed.
    static let storedChild = """
        final class OrderViewController: UIViewController {
            private let summaryHost = UIHostingController(rootView: OrderSummary())

            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(summaryHost)
                view.addSubview(summaryHost.view)
                summaryHost.didMove(toParent: self)
            }

            @objc private func openSummary() {
                navigationController?.pushViewController(summaryHost, animated: true)
            }
        }
        """

    @Test func aStoredChildPushedFromAnotherMethodIsFound() {
        #expect(LintFixture.summary(LintFixture.findings(Self.storedChild)) == ["already-has-parent@12"])
    }

    @Test func removingItFromItsParentAnywhereInTheTypeIsEnough() {
        let source = Self.storedChild.replacingOccurrences(
            of: "    @objc private func openSummary() {",
            with: """
                    func detachSummary() {
                        summaryHost.willMove(toParent: nil)
                        summaryHost.view.removeFromSuperview()
                        summaryHost.removeFromParent()
                    }

                    @objc private func openSummary() {
                """)
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func inOneFunctionTheOrderDecides() {
        let wrong = """
            final class CardsViewController: UIViewController {
                func showCard() {
                    let card = CardViewController()
                    addChild(card)
                    view.addSubview(card.view)
                    card.didMove(toParent: self)
                    present(card, animated: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(wrong)) == ["already-has-parent@7"])
        let right = wrong.replacingOccurrences(
            of: "        present(card, animated: true)",
            with: """
                        card.willMove(toParent: nil)
                        card.view.removeFromSuperview()
                        card.removeFromParent()
                        present(card, animated: true)
                """)
        #expect(LintFixture.findings(right).isEmpty)
    }

    @Test func aNewControllerOfTheSameNameIsAnotherController() {
        let source = Self.storedChild.replacingOccurrences(
            of: "        navigationController?.pushViewController(summaryHost, animated: true)",
            with: """
                        let summaryHost = UIHostingController(rootView: OrderSummary())
                        navigationController?.pushViewController(summaryHost, animated: true)
                """)
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aControllerHandedToAHelperIsOutOfSight() {
        let source = Self.storedChild.replacingOccurrences(
            of: "        navigationController?.pushViewController(summaryHost, animated: true)",
            with: """
                        detach(summaryHost)
                        navigationController?.pushViewController(summaryHost, animated: true)
                """)
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func pushingAControllerThatWasNeverAChildIsFine() {
        let source = """
            final class OrderViewController: UIViewController {
                private let summaryHost = UIHostingController(rootView: OrderSummary())
                func openSummary() {
                    navigationController?.pushViewController(summaryHost, animated: true)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }
}
