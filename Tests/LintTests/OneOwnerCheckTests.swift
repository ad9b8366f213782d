import Lint
import Rules
import Testing

@Suite struct OneOwnerCheckTests {
    @Test func aStackPushedUnderAHiddenBarHasTwoOwners() {
        let source = """
            final class OrdersViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                func openOrder(_ order: Order) {
                    let links = UIHostingController(rootView: NavigationStack { OrderLinks(order: order) })
                    navigationController?.pushViewController(links, animated: true)
                }
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["one-owner@8"])
    }

    @Test func aViewTypeThatBuildsTheStackInAnotherFileCountsToo() {
        let controller = """
            final class OrdersViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.isNavigationBarHidden = true
                }
                func openOrder(_ order: Order) {
                    navigationController?.pushViewController(UIHostingController(rootView: OrderFlow(order: order)), \
            animated: true)
                }
            }
            """
        let views = """
            struct OrderFlow: View {
                let order: Order
                var body: some View {
                    NavigationStack { OrderLinks(order: order) }
                }
            }
            """
        #expect(
            LintFixture.summary(LintFixture.findings([("Orders.swift", controller), ("OrderFlow.swift", views)])) == [
                "one-owner@7"
            ])
    }

    @Test func withTheBarShownItIsTheDoubleBarInstead() {
        let source = """
            func openOrder(_ order: Order) {
                let links = UIHostingController(rootView: NavigationStack { OrderLinks(order: order) })
                navigationController?.pushViewController(links, animated: true)
            }
            """
        #expect(LintFixture.summary(LintFixture.findings(source)) == ["double-navigation-bar@2"])
    }

    @Test func aStackThatIsTheRootOfTheNavigationControllerHasNothingBelowIt() {
        let source = """
            func makeRoot() -> UIViewController {
                let nav = UINavigationController(rootViewController: UIHostingController(rootView: NavigationStack { \
            Home() }))
                nav.isNavigationBarHidden = true
                return nav
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aHostWithoutAStackUnderAHiddenBarIsFine() {
        let source = """
            final class OrdersViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.isNavigationBarHidden = true
                }
                func openOrder(_ order: Order) {
                    let summary = UIHostingController(rootView: OrderSummary(order: order))
                    navigationController?.pushViewController(summary, animated: true)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }

    @Test func aPresentedStackIsItsOwnFlow() {
        let source = """
            final class OrdersViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.isNavigationBarHidden = true
                }
                func compose() {
                    present(UIHostingController(rootView: NavigationStack { Composer() }), animated: true)
                }
            }
            """
        #expect(LintFixture.findings(source).isEmpty)
    }
}
