import Lint
import Rules
import Testing

@Suite struct MissingEnvironmentObjectCheckTests {
    static let rule: Set<Rule> = [.missingEnvironmentObject]

    static let views = """
        import SwiftUI

        struct CategoryView: View {
            let name: String
            @Environment(HouseholdBudget.self) private var budget

            var body: some View {
                Text(budget.summary(of: name))
            }
        }

        struct CartView: View {
            @EnvironmentObject var cart: Cart
            @EnvironmentObject var session: Session
            @Environment(\\.dismiss) private var dismiss

            var body: some View { List(cart.items) { Text($0.name) } }
        }

        struct ReceiptView: View {
            @Environment(\\.dismiss) private var dismiss
            @Environment(Session.self) private var session: Session?

            var body: some View { Text("Receipt") }
        }
        """

    static func findings(_ screen: String) -> [String] {
        LintFixture.findings([("Views.swift", views), ("Screen.swift", screen)], rules: rule).map {
            "\($0.file):\($0.line)"
        }
    }

    @Test func aHostWhoseRootViewIsGivenNoObjectIsFound() {
        let screen = """
            final class BudgetViewController: UIViewController {
                func showCategory(named name: String) {
                    let host = UIHostingController(
                        rootView: CategoryView(name: name))
                    navigationController?.pushViewController(host, animated: true)
                }

                func showCart() {
                    let host = UIHostingController(rootView: CartView().navigationTitle("Cart"))
                    present(host, animated: true)
                }
            }
            """
        #expect(Self.findings(screen) == ["Screen.swift:4", "Screen.swift:9"])
    }

    @Test func theFindingNamesTheViewTheTypeAndTheModifier() throws {
        let screen = """
            func showCart() -> UIViewController {
                UIHostingController(rootView: CartView())
            }
            """
        let found = LintFixture.findings([("Views.swift", Self.views), ("Screen.swift", screen)], rules: Self.rule)
        let finding = try #require(found.first)
        #expect(finding.message.contains("'CartView'"))
        #expect(finding.message.contains("@EnvironmentObject Cart and @EnvironmentObject Session"))
        #expect(finding.message.contains(".environmentObject(_:)"))
        #expect(finding.column == 35)
    }

    @Test func anInjectedObjectIsNot() {
        let screen = """
            final class BudgetViewController: UIViewController {
                private let budget = HouseholdBudget()

                func showCategory(named name: String) {
                    let host = UIHostingController(
                        rootView: CategoryView(name: name)
                            .environment(budget))
                    navigationController?.pushViewController(host, animated: true)
                }

                func showCart() {
                    let root = CartView()
                        .environmentObject(cart)
                        .environmentObject(session)
                        .navigationTitle("Cart")
                    present(UIHostingController(rootView: root), animated: true)
                }
            }
            """
        #expect(Self.findings(screen).isEmpty)
    }

    @Test func aRootViewBuiltInALocalIsFollowed() {
        let screen = """
            func showCategory(named name: String) {
                let category = CategoryView(name: name)
                let padded = category.padding()
                navigationController?.pushViewController(UIHostingController(rootView: padded), animated: true)
            }
            """
        #expect(Self.findings(screen) == ["Screen.swift:2"])
    }

    @Test func aKeyPathEnvironmentValueDoesNotInjectAnObject() {
        let screen = """
            let host = UIHostingController(rootView: CategoryView(name: "Food").environment(\\.locale, \
            Locale(identifier: "fr")))
            """
        #expect(Self.findings(screen) == ["Screen.swift:1"])
    }

    @Test func viewsThatNeedNoObjectAreNot() {
        let screen = """
            let receipt = UIHostingController(rootView: ReceiptView())
            let text = UIHostingController(rootView: Text("Hello"))
            let unknown = UIHostingController(rootView: SettingsView())
            """
        #expect(Self.findings(screen).isEmpty)
    }

    @Test func aRootViewOutOfSightOrWithATeamsModifierIsNot() {
        let screen = """
            let erased = UIHostingController(rootView: AnyView(CategoryView(name: "Food")))
            let injected = UIHostingController(rootView: CategoryView(name: "Food").withAppDependencies())
            let made = UIHostingController(rootView: ViewFactory.category(named: "Food"))
            func show(_ view: CategoryView) { present(UIHostingController(rootView: view), animated: true) }
            """
        #expect(Self.findings(screen).isEmpty)
    }

    @Test func aHostMadeInsideSwiftUIsHierarchyIsNot() {
        let screen = """
            struct LegacyBudget: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UINavigationController {
                    UINavigationController(rootViewController: UIHostingController(rootView: CategoryView(name: \
            "Food")))
                }
                func updateUIViewController(_ controller: UINavigationController, context: Context) {}
            }

            struct LegacyCart: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> CartViewController { CartViewController() }
                func updateUIViewController(_ controller: CartViewController, context: Context) {}
            }

            final class CartViewController: UIViewController {
                func showCart() {
                    present(UIHostingController(rootView: CartView()), animated: true)
                }
            }
            """
        #expect(Self.findings(screen).isEmpty)
    }

    @Test func theLessonSnippets() throws {
        let rule = Rule.missingEnvironmentObject
        let wrong = try LintFixture.snippetFindings(rule, wrong: true)
        #expect(wrong == ["missing-environment-object@2"])
        let right = try LintFixture.snippetFindings(rule, wrong: false)
        #expect(right.isEmpty, "\(right)")
    }
}
