import Lint
import Rules
import Testing

@Suite struct CellEnvironmentCheckTests {
    static let rows = """
        struct ExpenseRow: View {
            let expense: Expense
            @Environment(\\.locale) private var locale
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                Text(expense.amount.formatted(.currency(code: "EUR").locale(locale)))
            }
        }

        struct CartRow: View {
            let item: CartItem
            @EnvironmentObject var cart: Cart
            var body: some View { Text(item.name) }
        }

        struct ThemedRow: View {
            let title: String
            @Environment(\\.theme) private var theme
            var body: some View { Text(title).foregroundStyle(theme.accent) }
        }
        """

    /// A SwiftUI screen that sets the locale and the theme around a UIKit list.
    static let screen = """
        struct TripScreen: View {
            var body: some View {
                ExpenseList()
                    .environment(\\.locale, Locale(identifier: "fr_FR"))
                    .environment(\\.theme, .ocean)
            }
        }
        """

    static func list(_ content: String) -> String {
        """
        final class ExpensesViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "expense", for: indexPath)
                cell.contentConfiguration = UIHostingConfiguration {
                    \(content)
                }
                return cell
            }
        }
        """
    }

    static func lint(_ content: String, screen: String = screen) -> [LintFinding] {
        LintFixture.findings([("Rows.swift", rows), ("Screen.swift", screen), ("List.swift", list(content))])
    }

    @Test func aLocaleTheScreenSetsIsNotInherited() {
        let found = Self.lint("ExpenseRow(expense: expenses[indexPath.row])")
        #expect(LintFixture.summary(found) == ["cell-environment@5"])
        #expect(found.first?.file == "List.swift")
        #expect(found.first?.message.contains("'locale'") == true)
    }

    @Test func injectingTheLocaleInTheConfigurationIsFine() {
        #expect(Self.lint("ExpenseRow(expense: expenses[indexPath.row]).environment(\\.locale, hostLocale)").isEmpty)
        #expect(
            Self.lint("VStack { ExpenseRow(expense: expenses[indexPath.row]) }.environment(\\.locale, hostLocale)")
                .isEmpty)
    }

    @Test func aKeyNoCodeSetsReadsTheSameDefaultEverywhere() {
        let screen = "struct TripScreen: View { var body: some View { ExpenseList() } }"
        #expect(Self.lint("ExpenseRow(expense: expenses[indexPath.row])", screen: screen).isEmpty)
    }

    @Test func aLocaleSetOnlyInAPreviewDoesNotCount() {
        let screen = """
            #Preview {
                ExpenseRow(expense: .sample).environment(\\.locale, Locale(identifier: "fr_FR"))
            }
            """
        #expect(Self.lint("ExpenseRow(expense: expenses[indexPath.row])", screen: screen).isEmpty)
    }

    @Test func aCustomKeyTheScreenSetsIsNotInherited() {
        #expect(LintFixture.summary(Self.lint("ThemedRow(title: titles[indexPath.row])")) == ["cell-environment@5"])
        #expect(Self.lint("ThemedRow(title: titles[indexPath.row]).environment(\\.theme, theme)").isEmpty)
    }

    @Test func aCustomKeyBridgedToATraitIsInherited() {
        let bridged = """
            struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.plain }
            extension ThemeKey: UITraitBridgedEnvironmentKey {
                static func read(from traitCollection: UITraitCollection) -> Theme { traitCollection.theme }
                static func write(to mutableTraits: inout UIMutableTraits, value: Theme) { mutableTraits.theme = value }
            }
            extension EnvironmentValues {
                var theme: Theme {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }
            """
        let found = LintFixture.findings([
            ("Rows.swift", Self.rows), ("Screen.swift", Self.screen), ("Theme.swift", bridged),
            ("List.swift", Self.list("ThemedRow(title: titles[indexPath.row])")),
        ])
        #expect(found.isEmpty)
    }

    @Test func traitsReachCellContent() {
        let row = """
            struct BadgeRow: View {
                @Environment(\\.colorScheme) private var colorScheme
                @Environment(\\.dynamicTypeSize) private var size
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                var body: some View { Text("x") }
            }
            """
        let screen = "struct S: View { var body: some View { L().environment(\\.colorScheme, .dark) } }"
        #expect(
            LintFixture.findings([
                ("Row.swift", row), ("Screen.swift", screen), ("List.swift", Self.list("BadgeRow()")),
            ]).isEmpty)
    }

    @Test func anEnvironmentObjectMustBeInjected() {
        #expect(LintFixture.summary(Self.lint("CartRow(item: items[indexPath.row])")) == ["cell-environment@5"])
        #expect(Self.lint("CartRow(item: items[indexPath.row]).environmentObject(cart)").isEmpty)
    }

    @Test func aStoreMustBeInjected() {
        let row = """
            struct NoteRow: View {
                @Environment(\\.managedObjectContext) private var context
                var body: some View { Text("note") }
            }
            """
        let noInjection = LintFixture.findings([("Row.swift", row), ("List.swift", Self.list("NoteRow()"))])
        #expect(LintFixture.summary(noInjection) == ["cell-environment@5"])
        let injected = LintFixture.findings([
            ("Row.swift", row),
            ("List.swift", Self.list("NoteRow().environment(\\.managedObjectContext, container.viewContext)")),
        ])
        #expect(injected.isEmpty)
    }

    @Test func aViewTheContentShowsCountsToo() {
        let wrapper = """
            struct ExpenseCell: View {
                let expense: Expense
                var body: some View { HStack { Image(systemName: "eurosign"); ExpenseRow(expense: expense) } }
            }
            """
        let found = LintFixture.findings([
            ("Rows.swift", Self.rows), ("Screen.swift", Self.screen), ("Cell.swift", wrapper),
            ("List.swift", Self.list("ExpenseCell(expense: expenses[indexPath.row])")),
        ])
        #expect(LintFixture.summary(found) == ["cell-environment@5"])
        #expect(found.first?.message.contains("'ExpenseCell' shows 'ExpenseRow'") == true)
    }

    @Test func aViewThatInjectsForWhatItShowsIsFine() {
        let wrapper = """
            struct ExpenseCell: View {
                let expense: Expense
                let locale: Locale
                var body: some View { ExpenseRow(expense: expense).environment(\\.locale, locale) }
            }
            """
        let found = LintFixture.findings([
            ("Rows.swift", Self.rows), ("Screen.swift", Self.screen), ("Cell.swift", wrapper),
            ("List.swift", Self.list("ExpenseCell(expense: expenses[indexPath.row], locale: locale)")),
        ])
        #expect(found.isEmpty)
    }

    @Test func aHostingControllerIsNotAConfiguration() {
        let screen = """
            final class ExpenseDetailViewController: UIViewController {
                func show(_ expense: Expense) {
                    let host = UIHostingController(rootView: ExpenseRow(expense: expense))
                    addChild(host)
                    view.addSubview(host.view)
                    host.didMove(toParent: self)
                }
            }
            """
        #expect(
            LintFixture.findings([("Rows.swift", Self.rows), ("Screen.swift", Self.screen), ("Detail.swift", screen)])
                .filter { $0.rule == .cellEnvironment }.isEmpty)
    }

    @Test func theLessonSnippets() throws {
        #expect(try LintFixture.snippetFindings(.cellEnvironment, wrong: true) == ["cell-environment@2"])
        #expect(try LintFixture.snippetFindings(.cellEnvironment, wrong: false) == [])
    }
}
